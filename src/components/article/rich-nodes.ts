/**
 * Stock mentions inside sanitised article HTML in the mini-program (docs/product.md §5.5). WeChat's rich text takes
 * either an HTML string or a tree of node objects; when the body mentions a stock, the sanitised HTML is read into
 * that tree (htmlparser2, the sanitiser's own parser) and each mention in a text node becomes a span node with the
 * stock's name and its change. Nothing is written back as HTML: every piece is an object, its text a text node.
 * Rich text carries no taps inside it, so a mention here is coloured, not a link; the article's stock chips open it.
 * Only blocks Text cannot draw come here: plain paragraphs with a mention are drawn as Text (html-blocks.ts).
 */
import { Parser } from 'htmlparser2'
import { formatRise, priceDirection, splitStockMentions } from '@/lib'

export type RichNode =
  { type: 'text'; text: string } | { name: string; attrs: Record<string, string>; children: RichNode[] }

/** WeChat decodes entities in a text node: the text's own & < > are written as entities so they show as typed. */
const textNode = (text: string): RichNode => ({
  type: 'text',
  text: text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
})

/** Text inside these stays as written (a link's words, code). */
const KEPT = new Set(['a', 'code', 'pre'])
const LINK_STYLE = 'color:var(--color-primary, #002fa7)'

/** The mention's pieces: its name in the link colour, then its change coloured by sign once the quote is in. */
function mentionNode(name: string, rise: number | undefined): RichNode {
  const children: RichNode[] = [textNode(name)]
  if (rise !== undefined) {
    children.push({
      name: 'span',
      attrs: { style: `color:${priceDirection(rise).color}` },
      children: [textNode(` ${formatRise(rise)}`)],
    })
  }
  return { name: 'span', attrs: { class: 'stock-mention', style: LINK_STYLE }, children }
}

export interface MentionLookup {
  /** The code of a mention by name only (the article's stocks), or null. */
  codeOf(name: string): string | null
  rise(code: string): number | undefined
}

/** The sanitised HTML as rich-text nodes with its mentions drawn; the codes it mentions, for their quotes. */
export function richNodesWithMentions(html: string, lookup: MentionLookup): { nodes: RichNode[]; codes: string[] } {
  const root: RichNode[] = []
  const open: { name: string; children: RichNode[] }[] = []
  const codes: string[] = []
  const here = () => (open.length > 0 ? open[open.length - 1].children : root)
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const element = { name, attrs: { ...attrs }, children: [] as RichNode[] }
        here().push(element)
        open.push(element)
      },
      onclosetag() {
        open.pop()
      },
      ontext(text) {
        if (open.some((element) => KEPT.has(element.name))) {
          here().push(textNode(text))
          return
        }
        for (const piece of splitStockMentions(text)) {
          const code = piece.kind === 'stock' ? (piece.code ?? lookup.codeOf(piece.name)) : null
          if (piece.kind === 'text') here().push(textNode(piece.raw))
          else if (code === null) here().push(textNode(piece.name))
          else {
            if (!codes.includes(code)) codes.push(code)
            here().push(mentionNode(piece.name, lookup.rise(code)))
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.end(html)
  return { nodes: root, codes }
}
