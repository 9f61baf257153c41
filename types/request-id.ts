/**
 * The key a client gives one attempt at sending a post, an article or a comment (docs/product.md §4.14): the
 * same key while the same draft is sent again, so the server answers a repeat (a retry after a lost answer, a
 * double send) with the item the first one made instead of storing another.
 */

/** What the server accepts as a key: 8 to 64 letters, digits, `-` or `_`. */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$'

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz'

/**
 * A new key: the time in base 36 and 16 random characters, unique enough for one account's sends. Math.random
 * is enough here (a key only has to differ from the same person's other attempts) and exists in every runtime
 * the app has, the mini-program included.
 */
export function newRequestId(random: () => number = Math.random, now: () => number = Date.now): string {
  let tail = ''
  for (let i = 0; i < 16; i++) tail += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length]
  return `${now().toString(36)}-${tail}`
}
