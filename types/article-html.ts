/**
 * The article body sanitiser (docs/product.md §8.4, hostile text). Article HTML is written by staff and by verified
 * accounts: an account compromise or a pasted snippet must not run script in the broker app's web view, which
 * holds the user's token, nor draw anything outside the article. So the body is cut down to a whitelist of tags,
 * attributes and styles (types/article-style.ts) and re-written as a balanced tree before it is rendered, on both
 * targets (the mini-program's rich text; on H5 a plain element's innerHTML). Shared with the reference server,
 * which draws an article's first screen into its HTML with the same output (server/boot-lead.ts).
 */
import { Parser } from 'htmlparser2'
import { FilterXSS, friendlyAttrValue, escapeAttrValue, type IWhiteList } from 'xss'
import { filterStyle } from './article-style'

export { isSafeStyle, filterStyle } from './article-style'

/** Tags an article may use, and the attributes each may carry. Nothing else survives. */
const ALLOWED: IWhiteList = {
  a: ['href', 'title'],
  b: [],
  blockquote: [],
  br: [],
  code: [],
  del: [],
  div: ['style'],
  em: [],
  figcaption: [],
  figure: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ins: [],
  li: [],
  mark: [],
  ol: [],
  p: ['style'],
  pre: [],
  s: [],
  section: ['style'],
  small: [],
  span: ['style'],
  strong: [],
  sub: [],
  sup: [],
  table: ['border'],
  tbody: [],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  thead: [],
  tr: [],
  u: [],
  ul: [],
}

/** Dropped together with their content: their text is code or markup, never prose a reader should see. */
const DROPPED_WITH_BODY = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'template',
  'svg',
  'math',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'select',
  'button',
  'form',
]

const LINK_SCHEMES = ['http://', 'https://', 'mailto:', 'tel:']
/** Inline images only as raster data: an SVG data URL is a document that may carry script. */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i

/**
 * Characters browsers ignore inside a URL scheme ('java\tscript:'), plus anything below space. Removing
 * them before the check means the check sees what the browser would see.
 */
function compactUrl(value: string): string {
  // Control characters are exactly what this removes.
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '')
}

/** Only absolute http(s)/mailto/tel links, site paths and fragments; everything else is emptied. */
export function isSafeUrl(raw: string, kind: 'href' | 'src'): boolean {
  // friendlyAttrValue decodes numeric entities and &colon;/&newline;, as the browser will.
  const decoded = compactUrl(friendlyAttrValue(raw))
  const lower = decoded.toLowerCase()
  if (kind === 'src' && DATA_IMAGE.test(decoded)) return true
  if (lower.startsWith('//')) return true
  if (lower.startsWith('/') || lower.startsWith('#')) return !lower.includes('\\')
  if (lower.startsWith('./') || lower.startsWith('../')) return true
  return LINK_SCHEMES.some((scheme) => lower.startsWith(scheme))
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_BODY,
  allowCommentTag: false,
  stripBlankChar: true,
  // Event handlers (on*) and every attribute not whitelisted fall through here and are dropped.
  onIgnoreTagAttr: () => '',
  safeAttrValue(_tag, name, value) {
    if (name === 'href' || name === 'src') {
      if (!isSafeUrl(value, name)) return ''
      return escapeAttrValue(compactUrl(friendlyAttrValue(value)))
    }
    return escapeAttrValue(friendlyAttrValue(value))
  },
  onTagAttr(_tag, name, value) {
    // An emptied URL would still leave 'href=""', which on H5 reloads the page when tapped.
    if ((name === 'href' || name === 'src') && !isSafeUrl(value, name)) return ''
    if (name === 'style') {
      const style = filterStyle(value)
      return style ? `style="${escapeAttrValue(style)}"` : ''
    }
    return undefined
  },
})

/** Images fit the column on both targets: the mini-program's rich text gets no page CSS inside. */
const IMG_FIT_STYLE = 'max-width:100%;height:auto;'

/*
 * The balanced re-serialisation. The xss filter works token by token: it keeps an end tag with no opener, so an
 * article ending in '</div></div>' closed the elements around it (on the server, the loading layer of index.html)
 * and what followed drew outside the article. So its output is parsed again (htmlparser2) and written out as a
 * tree: every element closed by an explicit end tag, end tags with no opener gone, what is still open closed at
 * the end. And where a browser would close or move an element by itself (a block start closes an open <p>, a new
 * <li> closes the open one, a heading directly in a heading, anything but a table's own parts inside a table), the
 * tree is made the way the browser would build it, so no end tag can ever meet an element outside the article.
 */

const VOID = new Set(['br', 'hr', 'img'])
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']
/** Start tags before which a browser closes an open <p> (one not shut off by a table or a cell). */
const CLOSES_P = new Set([
  ...HEADINGS,
  ...['blockquote', 'div', 'figcaption', 'figure', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'ul'],
])
/** Where a browser stops looking for an open <p> to close. */
const P_SCOPE_EDGE = new Set(['table', 'td', 'th'])
/** Where a browser stops looking for an open <li> to close: the block elements other than <div> and <p>. */
const LI_SCOPE_EDGE = new Set([
  ...HEADINGS,
  ...['blockquote', 'figcaption', 'figure', 'ol', 'pre', 'section', 'ul', 'table', 'tbody', 'td', 'th', 'thead', 'tr'],
])
/** Elements that stand only directly inside one of these; elsewhere their tag goes (a browser ignores or moves it). */
const ONLY_INSIDE: Record<string, readonly string[]> = {
  li: ['ul', 'ol'],
  thead: ['table'],
  tbody: ['table'],
  tr: ['table', 'thead', 'tbody'],
  td: ['tr'],
  th: ['tr'],
}
/** What a table's parts may hold directly; a browser moves anything else out of the table. */
const TABLE_PARTS: Record<string, readonly string[]> = {
  table: ['thead', 'tbody', 'tr'],
  thead: ['tr'],
  tbody: ['tr'],
  tr: ['td', 'th'],
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (value: string) => escapeText(value).replace(/"/g, '&quot;')

/** A start tag with the allowed attributes only, URLs and style checked again on the parsed values. */
function startTag(tag: string, attributes: Record<string, string>): string {
  const allowed = ALLOWED[tag as keyof IWhiteList] ?? []
  let out = tag === 'img' ? `<img style="${IMG_FIT_STYLE}"` : `<${tag}`
  for (const [name, raw] of Object.entries(attributes)) {
    if (!allowed.includes(name)) continue
    if ((name === 'href' || name === 'src') && !isSafeUrl(raw, name)) continue
    const value = name === 'style' ? filterStyle(raw) : raw
    if (name === 'style' && !value) continue
    out += ` ${name}="${escapeAttr(value)}"`
  }
  return `${out}>`
}

/** An element the parser opened: written out or not (its tag dropped, its content kept). */
interface OpenElement {
  tag: string
  written: boolean
}

/** Writes the parsed tree out balanced; see above. */
class BalancedWriter {
  out = ''
  /** Every element the parser has open, innermost last, in the parser's own order. */
  private parsed: OpenElement[] = []
  /** The written elements not yet closed: what a browser reading `out` has open, innermost last. */
  private open: OpenElement[] = []

  opened(tag: string): void {
    this.parsed.push({ tag, written: false })
  }

  attributes(tag: string, attributes: Record<string, string>): void {
    const element = this.parsed[this.parsed.length - 1]
    if (!element || element.tag !== tag || !Object.prototype.hasOwnProperty.call(ALLOWED, tag)) return
    this.closeAsBrowser(tag)
    if (!this.fits(tag)) return
    this.out += startTag(tag, attributes)
    if (VOID.has(tag)) return
    element.written = true
    this.open.push(element)
  }

  closed(tag: string): void {
    const element = this.parsed[this.parsed.length - 1]
    if (!element || element.tag !== tag) return
    this.parsed.pop()
    if (this.open.includes(element)) this.closeThrough(element)
  }

  text(text: string): void {
    this.out += escapeText(text)
  }

  /** Closes whatever is still open at the end. */
  end(): void {
    if (this.open.length > 0) this.closeThrough(this.open[0])
  }

  private closeThrough(element: OpenElement): void {
    for (;;) {
      const inner = this.open.pop()
      if (!inner) return
      this.out += `</${inner.tag}>`
      if (inner === element) return
    }
  }

  /** The innermost open element matching `tag`, searched no further than `edge`. */
  private findOpen(tag: string, edge: Set<string>): OpenElement | undefined {
    for (let i = this.open.length - 1; i >= 0; i--) {
      if (this.open[i].tag === tag) return this.open[i]
      if (edge.has(this.open[i].tag)) return undefined
    }
    return undefined
  }

  /** Closes, explicitly, what a browser would close before this start tag. */
  private closeAsBrowser(tag: string): void {
    if (tag === 'li') {
      const item = this.findOpen('li', LI_SCOPE_EDGE)
      if (item) this.closeThrough(item)
    }
    if (CLOSES_P.has(tag)) {
      const paragraph = this.findOpen('p', P_SCOPE_EDGE)
      if (paragraph) this.closeThrough(paragraph)
    }
    const current = this.open[this.open.length - 1]
    if (HEADINGS.includes(tag) && current && HEADINGS.includes(current.tag)) this.closeThrough(current)
  }

  /** Whether the element may stand here; if not its tag is dropped and its content kept. */
  private fits(tag: string): boolean {
    const parent = this.open[this.open.length - 1]?.tag
    const tablePart = parent === undefined ? undefined : TABLE_PARTS[parent]
    if (tablePart && !tablePart.includes(tag)) return false
    const parents = ONLY_INSIDE[tag]
    if (parents && (parent === undefined || !parents.includes(parent))) return false
    // A link inside a link: a browser would close the outer one.
    return tag !== 'a' || !this.open.some((element) => element.tag === 'a')
  }
}

/** The fragment as a tree, written out balanced and the way a browser would build it. */
function balance(html: string): string {
  const writer = new BalancedWriter()
  const parser = new Parser(
    {
      onopentagname: (tag) => writer.opened(tag),
      onopentag: (tag, attributes) => writer.attributes(tag, attributes),
      onclosetag: (tag) => writer.closed(tag),
      ontext: (text) => writer.text(text),
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.end(html)
  writer.end()
  return writer.out
}

/**
 * Sanitises article HTML for the article body (docs/product.md §8.4, hostile text): tags outside the list are
 * removed (their text kept), dangerous containers are removed with their content, unsafe URLs and styles are
 * dropped attribute by attribute, and the result is re-written as a balanced tree, so nothing in it can close
 * an element around it. The one function every use of an article's HTML goes through: the H5 and mini-program
 * article body and the server's first screen.
 */
export function sanitizeArticleHtml(html: string | null | undefined): string {
  if (!html) return ''
  // The xss library marks a dropped container it saw no end of with '[removed]'; that is not prose.
  return balance(filter.process(String(html)).replace(/\[\/?removed\]/g, ''))
}
