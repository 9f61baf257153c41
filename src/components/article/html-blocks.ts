/**
 * Tappable stock mentions in a mini-program article (docs/product.md §5.5). WeChat's rich text carries no taps inside
 * it, so the sanitised HTML (types/article-html.ts) is cut at its top level: a block that mentions a stock and holds
 * only plain inline text (a paragraph, or loose text between blocks, with b/strong/em/i/span and line breaks) is
 * handed back as a small tree the page draws with Text and the shared mention link; every other run of blocks stays
 * the sanitiser's own HTML, sliced out unchanged, for rich text. htmlparser2 (the sanitiser's parser) reads the tree.
 */
import { DomUtils, parseDocument } from 'htmlparser2'
import { splitStockMentions } from '@/lib'

type DomNode = ReturnType<typeof parseDocument>['children'][number]

/** Inline content of a text block: text (its mentions still written as `$name(code)$`), a line break, or styling. */
export type InlineNode =
  { kind: 'text'; text: string } | { kind: 'break' } | { kind: 'styled'; style: string; children: InlineNode[] }

export type ArticlePart =
  /** Sanitised HTML exactly as the sanitiser wrote it, for rich text. */
  | { kind: 'html'; html: string }
  /** A paragraph (`paragraph`) or loose inline text, with the paragraph's own style. */
  | { kind: 'text'; paragraph: boolean; style: string; children: InlineNode[] }

/** Inline tags a text block may hold, with the look each gives (span keeps only its own sanitised style). */
const INLINE_LOOK: Readonly<Record<string, string>> = {
  b: 'font-weight:bold',
  strong: 'font-weight:bold',
  em: 'font-style:italic',
  i: 'font-style:italic',
  span: '',
}

function isSimpleInline(node: DomNode): boolean {
  if (DomUtils.isText(node)) return true
  if (!DomUtils.isTag(node)) return false
  if (node.name === 'br') return true
  return Object.prototype.hasOwnProperty.call(INLINE_LOOK, node.name) && node.children.every(isSimpleInline)
}

/** The sanitiser's tags that draw as a block of their own; the rest draw inside a line. */
const BLOCKS = new Set([
  ...['blockquote', 'div', 'figcaption', 'figure', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'ul'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
])

const isInlineLevel = (node: DomNode): boolean => !DomUtils.isTag(node) || !BLOCKS.has(node.name)

function toInline(node: DomNode): InlineNode {
  if (!DomUtils.isTag(node)) return { kind: 'text', text: DomUtils.textContent(node).replace(/[ \t\n\r\f]+/g, ' ') }
  if (node.name === 'br') return { kind: 'break' }
  const style = [INLINE_LOOK[node.name], node.attribs.style ?? ''].filter(Boolean).join(';')
  return { kind: 'styled', style, children: node.children.map(toInline) }
}

/** The text leaves and breaks in reading order. */
function leaves(nodes: InlineNode[], out: InlineNode[] = []): InlineNode[] {
  for (const node of nodes) {
    if (node.kind === 'styled') leaves(node.children, out)
    else out.push(node)
  }
  return out
}

/** Spaces as a browser lays them out: none at a line's start or end, one where runs of text meet. */
function trimSpaces(nodes: InlineNode[]): InlineNode[] {
  const all = leaves(nodes)
  let afterSpace = true
  for (const leaf of all) {
    if (leaf.kind !== 'text') afterSpace = true
    else {
      if (afterSpace) leaf.text = leaf.text.replace(/^ /, '')
      if (leaf.text !== '') afterSpace = leaf.text.endsWith(' ')
    }
  }
  let lineEnd = true
  for (const leaf of all.reverse()) {
    if (leaf.kind !== 'text') lineEnd = true
    else {
      if (lineEnd) leaf.text = leaf.text.replace(/ $/, '')
      if (leaf.text !== '') lineEnd = false
    }
  }
  const prune = (list: InlineNode[]): InlineNode[] =>
    list
      .map((node) => (node.kind === 'styled' ? { ...node, children: prune(node.children) } : node))
      .filter((node) => (node.kind === 'text' ? node.text !== '' : node.kind === 'break' || node.children.length > 0))
  return prune(nodes)
}

/** Whether the block's text mentions a stock. */
function mentions(nodes: DomNode[]): boolean {
  return splitStockMentions(DomUtils.textContent(nodes)).some((piece) => piece.kind === 'stock')
}

/** Top-level nodes grouped as a browser lays them out: each block alone, neighbouring inline nodes together. */
function topLevelGroups(nodes: DomNode[]): DomNode[][] {
  const groups: DomNode[][] = []
  for (const node of nodes) {
    const last = groups[groups.length - 1]
    if (isInlineLevel(node) && last !== undefined && isInlineLevel(last[0])) last.push(node)
    else groups.push([node])
  }
  return groups
}

/** The group as a text part, or null when it stays rich text (no mention, or markup Text cannot draw). */
function textPart(group: DomNode[]): ArticlePart | null {
  const [first] = group
  const paragraph = group.length === 1 && DomUtils.isTag(first) && first.name === 'p'
  const inline = paragraph ? first.children : group
  if (!inline.every(isSimpleInline) || !mentions(inline)) return null
  const style = paragraph ? (first.attribs.style ?? '') : ''
  return { kind: 'text', paragraph, style, children: trimSpaces(inline.map(toInline)) }
}

/**
 * The sanitised article HTML as parts in order: text blocks that mention a stock, and between them the rest of the
 * HTML sliced out of the input as written (the whole input as one html part when no block qualifies).
 */
export function splitArticleHtml(html: string): ArticlePart[] {
  const doc = parseDocument(html, { withStartIndices: true, withEndIndices: true, lowerCaseTags: true })
  const parts: ArticlePart[] = []
  let htmlFrom = 0
  for (const group of topLevelGroups(doc.children)) {
    const part = textPart(group)
    if (part === null) continue
    const start = group[0].startIndex ?? 0
    if (start > htmlFrom) parts.push({ kind: 'html', html: html.slice(htmlFrom, start) })
    parts.push(part)
    htmlFrom = (group[group.length - 1].endIndex ?? html.length - 1) + 1
  }
  if (htmlFrom < html.length) parts.push({ kind: 'html', html: html.slice(htmlFrom) })
  return parts
}

/** The stocks the text parts mention, each once, a mention by name only resolved by `codeOf`: for their quotes. */
export function textPartCodes(parts: readonly ArticlePart[], codeOf: (name: string) => string | null): string[] {
  const codes: string[] = []
  for (const part of parts) {
    if (part.kind !== 'text') continue
    for (const leaf of leaves(part.children)) {
      if (leaf.kind !== 'text') continue
      for (const piece of splitStockMentions(leaf.text)) {
        const code = piece.kind === 'stock' ? (piece.code ?? codeOf(piece.name)) : null
        if (code !== null && !codes.includes(code)) codes.push(code)
      }
    }
  }
  return codes
}
