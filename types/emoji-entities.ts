/** First code point outside the Basic Multilingual Plane (needs a surrogate pair in UTF-16). */
const FIRST_ASTRAL = 0x10000
const LAST_CODE_POINT = 0x10ffff

/**
 * Replaces every character outside the BMP (emoji, rare CJK, symbols) with a decimal numeric
 * entity, '😀' -> '&#128512;'. The backend stores text in a 3-byte charset that would corrupt
 * these (docs/product.md §5.2). BMP characters, including ZWJ and variation selectors inside emoji sequences,
 * stay as they are; a lone surrogate is kept untouched since it names no character.
 */
export function encodeNonBmp(text: string): string {
  let out = ''
  for (const char of text) {
    const codePoint = char.codePointAt(0) as number
    out += codePoint >= FIRST_ASTRAL ? `&#${codePoint};` : char
  }
  return out
}

/**
 * Turns numeric entities for non-BMP code points (decimal or hex) back into characters. Entities
 * for BMP code points are left alone: encodeNonBmp never makes them, so they are the user's text.
 * Limit: text in which a user literally typed an astral entity such as '&#128512;' comes back as
 * the emoji; without escaping '&' on the way in this cannot be told apart.
 */
export function decodeNonBmp(text: string): string {
  return text.replace(/&#(?:x([0-9a-f]+)|(\d+));/gi, (entity, hex: string | undefined, dec: string | undefined) => {
    const codePoint = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec)
    return codePoint >= FIRST_ASTRAL && codePoint <= LAST_CODE_POINT ? String.fromCodePoint(codePoint) : entity
  })
}
