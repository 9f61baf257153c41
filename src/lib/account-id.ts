/** The server's account id shape; anything else cannot name an account, so it is not even asked for. */
const ACCOUNT_ID_PATTERN = /^[\w.-]{1,64}$/

/** An account id from an address parameter, or null for junk. */
export function readAccountId(raw: string | undefined): string | null {
  const id = (raw ?? '').trim()
  return ACCOUNT_ID_PATTERN.test(id) ? id : null
}
