/**
 * Stock mentions inside sanitised article HTML on H5 (docs/product.md §5.5). The body is already a DOM tree
 * (written from types/article-html.ts' output); this walks its text nodes only and replaces each mention with
 * elements made by the DOM (createElement, textContent), so no HTML is ever built from strings and nothing the
 * sanitiser removed can come back. Text inside links, code and pre stays as it is.
 */
import { splitStockMentions } from '@/lib'

/** A mention drawn into the body: the element to tap, and where its change goes once the quote is in. */
export interface DrawnMention {
  code: string
  name: string
  element: HTMLElement
  rise: HTMLElement
}

const SKIPPED = new Set(['A', 'CODE', 'PRE'])

function insideSkipped(node: Node, root: Node): boolean {
  for (let parent = node.parentNode; parent && parent !== root; parent = parent.parentNode) {
    if (SKIPPED.has(parent.nodeName)) return true
  }
  return false
}

function mentionElement(doc: Document, name: string, code: string): DrawnMention {
  const element = doc.createElement('span')
  element.className = 'stock-mention'
  element.setAttribute('data-testid', 'stock-mention')
  element.setAttribute('data-code', code)
  element.setAttribute('role', 'link')
  element.textContent = name
  const rise = doc.createElement('span')
  rise.className = 'stock-mention__rise kit-quote'
  element.appendChild(rise)
  return { code, name, element, rise }
}

/**
 * Replaces the mentions in `root`'s text with mention elements and returns them. Mentions by name only are
 * resolved through `codeByName` (the article's stocks); one that stays without a code keeps its name as text.
 */
export function drawStockMentions(root: HTMLElement, codeByName: (name: string) => string | null): DrawnMention[] {
  const doc = root.ownerDocument
  const texts: Text[] = []
  const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node.nodeValue ?? '').includes('$') && !insideSkipped(node, root)) texts.push(node as Text)
  }
  const drawn: DrawnMention[] = []
  for (const text of texts) {
    const pieces = splitStockMentions(text.nodeValue ?? '')
    if (!pieces.some((piece) => piece.kind === 'stock')) continue
    const fragment = doc.createDocumentFragment()
    for (const piece of pieces) {
      if (piece.kind === 'text') {
        fragment.appendChild(doc.createTextNode(piece.raw))
        continue
      }
      const code = piece.code ?? codeByName(piece.name)
      if (code === null) {
        fragment.appendChild(doc.createTextNode(piece.name))
        continue
      }
      const mention = mentionElement(doc, piece.name, code)
      drawn.push(mention)
      fragment.appendChild(mention.element)
    }
    text.parentNode?.replaceChild(fragment, text)
  }
  return drawn
}

/** The mention a tap landed in, or null. */
export function tappedMention(target: unknown): { code: string; name: string } | null {
  const element = target as { closest?: (selector: string) => Element | null }
  if (!element || typeof element.closest !== 'function') return null
  const mention = element.closest('.stock-mention[data-code]')
  const code = mention?.getAttribute('data-code')
  if (!mention || !code) return null
  return { code, name: mention.firstChild?.nodeValue ?? '' }
}
