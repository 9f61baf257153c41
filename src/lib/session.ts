type IdentityValue = string | number | null | undefined

export interface IdentityFields {
  accountId?: IdentityValue
  token?: IdentityValue
  userCode?: IdentityValue
}

/**
 * Whether an identity value is really there. '' and '0' are what the native app sends for "none";
 * 'null' and 'undefined' are what session storage returns after such values were stringified.
 */
export function isPresentIdentity(value: IdentityValue): boolean {
  if (value === null || value === undefined) return false
  const text = String(value).trim()
  return text !== '' && text !== '0' && text !== 'null' && text !== 'undefined'
}

/** Logged in means an account id plus a token or a user code (docs/product.md §4.2). */
export function isLoggedIn(identity: IdentityFields): boolean {
  return (
    isPresentIdentity(identity.accountId) && (isPresentIdentity(identity.token) || isPresentIdentity(identity.userCode))
  )
}
