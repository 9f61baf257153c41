/**
 * The app's A/B experiments the module reads (docs/product.md §4.19). AccountInterflow decides whether
 * the profile page offers 账户互通, the app's function that links the trading account with the community
 * account: arm `B` offers it; `A`, no answer or anything else is the control, which does not.
 */
export const ACCOUNT_INTERFLOW = {
  key: 'AccountInterflow',
  entryArm: 'B',
  /** The app function the entry opens (openFunction). */
  functionId: 'accountInterflow',
} as const

export function showsAccountInterflow(value: string): boolean {
  return value.trim().toUpperCase() === ACCOUNT_INTERFLOW.entryArm
}
