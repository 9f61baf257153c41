/**
 * Ids on the wire are short strings of digits or letters (types/api.ts); anything else is a broken link. Shared by
 * the pages that read an id from their address and the reference server, which draws an article's first screen
 * only for an id its page accepts (server/first-screen.ts).
 */
export function cleanContentId(raw: string | undefined): string | null {
  const id = (raw ?? '').trim()
  return /^[A-Za-z0-9_-]{1,32}$/.test(id) ? id : null
}
