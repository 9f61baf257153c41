/**
 * Inline style in article HTML (docs/product.md §8.4, hostile text): an allow-list of properties, each with the values
 * it may take. An article may align, colour, weigh and space its text; it may not move, lift or size anything out of
 * its own box (no transform, position, negative margins, z-index), and nothing in a style can fetch or run anything.
 * Used by the article sanitiser (types/article-html.ts) on both targets and on the server.
 */
import { FilterCSS } from 'cssfilter'
import { friendlyAttrValue } from 'xss'

/** Never in a style, whatever the property: what could fetch (url(), @import) or run script. */
const STYLE_NEVER = /expression|javascript|vbscript|url\s*\(|@import|behavior|-moz-binding/i

/** Control and invisible characters a browser skips, which could split a keyword the check above looks for. */
// Control characters are exactly what this matches.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g

/** True when the style holds nothing that can fetch or script (the properties are judged by `filterStyle`). */
export function isSafeStyle(raw: string): boolean {
  const decoded = friendlyAttrValue(raw).replace(INVISIBLE, '')
  // CSS escapes ('\\65 xpression') spell keywords the check would miss; plain styles never need them.
  if (decoded.includes('\\')) return false
  // Comments can split a keyword ('expr/**/ession'); they are removed before the check.
  return !STYLE_NEVER.test(decoded.replace(/\/\*[\s\S]*?\*\//g, ''))
}

/** Allowed ranges per unit; a unit without a range is refused. Numbers carry no sign, so nothing is negative. */
interface Range {
  px?: [number, number]
  em?: [number, number]
  '%'?: [number, number]
  /** A bare number (line-height). */
  number?: [number, number]
  /** Whether a plain 0 is allowed. */
  zero?: boolean
  keywords?: readonly string[]
}

const NUMBER = /^(\d+(?:\.\d+)?|\.\d+)(px|em|%)?$/

function inRange(token: string, range: Range): boolean {
  if (range.keywords?.includes(token)) return true
  const match = NUMBER.exec(token)
  if (!match) return false
  const value = Number(match[1])
  if (value === 0 && range.zero) return true
  const bounds = range[(match[2] ?? 'number') as 'px' | 'em' | '%' | 'number']
  return bounds !== undefined && value >= bounds[0] && value <= bounds[1]
}

/** Hex, a named colour, or rgb()/hsl() with plain numbers. */
const COLOUR = /^(#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|[a-z]{3,20}|(rgba?|hsla?)\([\d.,%/\s]+\))$/

/** Font size: 12–32 px, 0.75–2 em, 75–200 %, or a keyword from small to xx-large. */
const FONT_SIZE: Range = {
  px: [12, 32],
  em: [0.75, 2],
  '%': [75, 200],
  keywords: ['small', 'medium', 'large', 'x-large', 'xx-large'],
}
/** Line height: 1–3 as a number or in em, 100–300 %, 12–64 px, or normal. */
const LINE_HEIGHT: Range = { number: [1, 3], em: [1, 3], '%': [100, 300], px: [12, 64], keywords: ['normal'] }
/** Margins and padding: 0–100 px, 0–6 em, 0–50 %, never negative. */
const SPACE: Range = { zero: true, px: [0, 100], em: [0, 6], '%': [0, 50] }
const MARGIN: Range = { ...SPACE, keywords: ['auto'] }
/** First-line indent: 0–64 px, 0–4 em (two characters is the usual). */
const INDENT: Range = { zero: true, px: [0, 64], em: [0, 4], '%': [0, 50] }
/** Widths only as a share of the column, so nothing is wider than the article. */
const WIDTH: Range = { zero: true, '%': [0, 100], keywords: ['auto'] }
const MAX_WIDTH: Range = { zero: true, '%': [0, 100] }
const BORDER_WIDTH: Range = { zero: true, px: [0, 8], keywords: ['thin', 'medium', 'thick'] }
const BORDER_STYLES = ['none', 'solid', 'dashed', 'dotted', 'double']
const DECORATION = ['none', 'underline', 'overline', 'line-through', 'solid', 'double', 'dotted', 'dashed', 'wavy']

/** A value of one to `most` space-separated tokens (a bracketed `rgb(…)` is one), each passing `token`. */
function tokens(most: number, token: (part: string) => boolean): (value: string) => boolean {
  return (value) => {
    const parts = value.toLowerCase().match(/[^\s()]+(?:\([^()]*\))?|\S+/g) ?? []
    return parts.length > 0 && parts.length <= most && parts.every(token)
  }
}
const one = (check: (part: string) => boolean) => tokens(1, check)
const keyword = (...words: string[]) => one((part) => words.includes(part))
const colour = (part: string) => COLOUR.test(part)
const border = tokens(3, (part) => inRange(part, BORDER_WIDTH) || BORDER_STYLES.includes(part) || colour(part))

/**
 * The allowed properties; every other one (transform, position, top, z-index, float, …) is dropped. Without a
 * prototype, so a name such as `constructor` finds nothing.
 */
const ALLOWED_STYLES: Record<string, (value: string) => boolean> = Object.assign(Object.create(null) as object, {
  'text-align': keyword('left', 'right', 'center', 'justify', 'start', 'end'),
  color: one(colour),
  'background-color': one(colour),
  'font-weight': keyword(
    'normal',
    'bold',
    'bolder',
    'lighter',
    '100',
    '200',
    '300',
    '400',
    '500',
    '600',
    '700',
    '800',
    '900',
  ),
  'font-style': keyword('normal', 'italic', 'oblique'),
  'font-size': one((part) => inRange(part, FONT_SIZE)),
  'line-height': one((part) => inRange(part, LINE_HEIGHT)),
  'text-decoration': tokens(3, (part) => DECORATION.includes(part) || colour(part)),
  'text-indent': one((part) => inRange(part, INDENT)),
  margin: tokens(4, (part) => inRange(part, MARGIN)),
  padding: tokens(4, (part) => inRange(part, SPACE)),
  width: one((part) => inRange(part, WIDTH)),
  'max-width': one((part) => inRange(part, MAX_WIDTH)),
  border,
})
for (const side of ['top', 'right', 'bottom', 'left']) {
  ALLOWED_STYLES[`margin-${side}`] = one((part) => inRange(part, MARGIN))
  ALLOWED_STYLES[`padding-${side}`] = one((part) => inRange(part, SPACE))
  ALLOWED_STYLES[`border-${side}`] = border
}

const cssFilter = new FilterCSS({
  whiteList: ALLOWED_STYLES,
  // The checks above are the whole judgement; cssfilter's own (a stateful /javascript:/g test) is not needed.
  safeAttrValue: (_name, value) => value,
})

/**
 * The allowed declarations of an inline style (entities decoded), or '' when none is left or the style holds
 * anything that could fetch or script, in which case the whole attribute goes.
 */
export function filterStyle(raw: string): string {
  if (!isSafeStyle(raw)) return ''
  return cssFilter.process(friendlyAttrValue(raw)).trim()
}
