/**
 * Stock mentions in user and editorial text (docs/product.md §5.6): `$贵州茅台(SH600519)$` names a stock with
 * its code, `$贵州茅台$` by name only. Screens draw each mention as a link to the stock instead of the raw
 * markers. The parser only cuts text into pieces: it never decodes or encodes anything, so HTML-escaped text
 * stays exactly as it came and joining the pieces' `raw` gives back the input.
 */

export interface TextPiece {
  kind: 'text'
  raw: string
}

export interface StockMention {
  kind: 'stock'
  /** What the reader sees: the stock's name without the markers. */
  name: string
  /** Upper-cased code (SH600519) when the mention carries one. */
  code: string | null
  /** The mention as written, markers included. */
  raw: string
}

export type MentionPiece = TextPiece | StockMention

/**
 * `$name$` or `$name(code)$` (full-width brackets too). A name has no whitespace, no `$` and no brackets and
 * at most 20 characters, so prices in prose (`$5 and $6`) stay text; the code is letters, digits and dots.
 */
const MENTION = /\$([^\s$()（）]{1,20})(?:[(（]([A-Za-z0-9.]{1,12})[)）])?\$/g
/**
 * A name is more than a number: `$5$` is an amount, not a stock. (No \p{L}: the mini-program's older engines lack
 * Unicode property escapes.)
 */
const HAS_LETTER = /[^0-9.,:+\-%]/

/** The text as plain and mention pieces, in order; empty text gives no pieces. */
export function splitStockMentions(text: string): MentionPiece[] {
  const pieces: MentionPiece[] = []
  let last = 0
  const pattern = new RegExp(MENTION.source, MENTION.flags)
  // exec rather than matchAll: the mini-program's older JS engines lack matchAll.
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const name = match[1]
    if (!HAS_LETTER.test(name)) {
      // Not a mention: its closing `$` may open the next one.
      pattern.lastIndex = match.index + 1
      continue
    }
    if (match.index > last) pieces.push({ kind: 'text', raw: text.slice(last, match.index) })
    pieces.push({ kind: 'stock', name, code: match[2] ? match[2].toUpperCase() : null, raw: match[0] })
    last = match.index + match[0].length
  }
  if (last < text.length) pieces.push({ kind: 'text', raw: text.slice(last) })
  return pieces
}

/** Whether the text holds at least one mention (cheap check before cutting it up). */
export function hasStockMention(text: string): boolean {
  return splitStockMentions(text).some((piece) => piece.kind === 'stock')
}

/** The codes the text's mentions carry, each once, in order. */
export function mentionedStockCodes(text: string): string[] {
  const codes: string[] = []
  for (const piece of splitStockMentions(text)) {
    if (piece.kind === 'stock' && piece.code && !codes.includes(piece.code)) codes.push(piece.code)
  }
  return codes
}

/** The text as a reader reads it: each mention by its name (card summaries cut to a length, share titles). */
export function plainStockMentions(text: string): string {
  return splitStockMentions(text)
    .map((piece) => (piece.kind === 'stock' ? piece.name : piece.raw))
    .join('')
}

/** The mention a composer inserts for a picked stock. */
export function stockMentionText(stock: { name: string; code?: string | null }): string {
  return stock.code ? `$${stock.name}(${stock.code})$` : `$${stock.name}$`
}

/** The pickers a typed key opens in the composer: `$` a stock, `#` a topic (docs/product.md §4.14). */
export type PickerKey = 'stock' | 'topic'

/** The keys that open a picker: a Chinese keyboard gives ￥ and ＃ for the same keys. */
const PICKER_KEYS: Readonly<Record<string, PickerKey>> = { $: 'stock', '￥': 'stock', '#': 'topic', '＃': 'topic' }

/**
 * Whether the edit from `before` to `after` is one typed `$` or `#` (or ￥, ＃; not a paste, not a deletion), which,
 * and where it went. A key typed into the middle of the text counts too.
 */
export function typedPickerKey(before: string, after: string): { kind: PickerKey; at: number; key: string } | null {
  if (after.length !== before.length + 1) return null
  let at = 0
  while (at < before.length && before[at] === after[at]) at += 1
  if (after.slice(at + 1) !== before.slice(at)) return null
  const key = after[at]
  const kind = Object.prototype.hasOwnProperty.call(PICKER_KEYS, key) ? PICKER_KEYS[key] : undefined
  return kind ? { kind, at, key } : null
}

/** `text` with the one character at `at` replaced by `insert` and a space, or null when that character moved. */
export function replaceKeyAt(text: string, at: number, key: string, insert: string): string | null {
  if (text[at] !== key) return null
  return `${text.slice(0, at)}${insert} ${text.slice(at + 1)}`
}
