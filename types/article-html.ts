/**
 * The article body sanitiser. Editorial HTML comes from the server, but "trusted" only means "written by
 * staff": an account compromise or a pasted snippet must not run script in the broker app's web view,
 * which holds the user's token. So the body is cut down to a whitelist before RichText renders it, on
 * both targets (the mini-program's rich-text ignores most of this anyway; the H5 one sets innerHTML).
 * Shared with the reference server, which draws an article's first screen into its HTML with the same
 * output (server/boot-lead.ts).
 */
import { FilterXSS, friendlyAttrValue, escapeAttrValue, type IWhiteList } from 'xss'

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

/** Inline style stays for alignment and colour; anything that can fetch, script or overlay goes. */
const STYLE_FORBIDDEN = /expression|javascript|vbscript|url\s*\(|@import|behavior|-moz-binding|position\s*:/i

export function isSafeStyle(raw: string): boolean {
  const decoded = compactUrl(friendlyAttrValue(raw))
  // CSS escapes ('\\65 xpression') spell keywords the check would miss; plain styles never need them.
  if (decoded.includes('\\')) return false
  // Comments can split a keyword ('expr/**/ession'); they are removed before the check.
  return !STYLE_FORBIDDEN.test(decoded.replace(/\/\*[\s\S]*?\*\//g, ''))
}

/** Images fit the column on both targets: the mini-program's rich-text gets no page CSS inside. */
const IMG_FIT_STYLE = 'max-width:100%;height:auto;'

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
    if (name === 'style') return isSafeStyle(value) ? escapeAttrValue(friendlyAttrValue(value)) : ''
    return escapeAttrValue(friendlyAttrValue(value))
  },
  onTagAttr(_tag, name, value) {
    // An emptied URL would still leave 'href=""', which on H5 reloads the page when tapped.
    if ((name === 'href' || name === 'src') && !isSafeUrl(value, name)) return ''
    if (name === 'style' && !isSafeStyle(value)) return ''
    return undefined
  },
})

/**
 * Whitelist-sanitises article HTML for RichText (nodes as a string). Tags outside the list are removed
 * (their text kept), dangerous containers are removed with their content, and unsafe URLs and styles
 * are dropped attribute by attribute.
 */
export function sanitizeArticleHtml(html: string | null | undefined): string {
  if (!html) return ''
  // The xss library marks a dropped container it saw no end of with '[removed]'; that is not prose.
  const clean = filter.process(String(html)).replace(/\[\/?removed\]/g, '')
  return clean.replace(/<img(\s|\/?>)/gi, (_m, rest: string) => `<img style="${IMG_FIT_STYLE}"${rest}`)
}
