/**
 * An article opened by link arrives with its body already drawn into the page's HTML, sanitised by the server with
 * the same function the app uses (server/boot-lead.ts, types/article-html.ts), and the detail it was drawn from as
 * the page's boot answer (server/first-screen.ts writes both from one detail). When the article the page shows has
 * that very HTML, the body takes the drawn markup instead of sanitising it again: sanitising and re-writing a long
 * article is the longest step before the body is drawn on a slow phone (docs/product.md §2.9). Any other article, or
 * a page without the two, is sanitised as always.
 */
import { BOOT_ANSWERS_ELEMENT_ID } from '@shared/boot-answers'

/** The `html` of each answer the page's HTML carried; read once (the block never changes). */
let drawnFrom: Set<string> | null = null

function answeredHtml(): Set<string> {
  if (drawnFrom) return drawnFrom
  drawnFrom = new Set()
  try {
    const block = document.getElementById(BOOT_ANSWERS_ELEMENT_ID)?.textContent
    const answers: unknown = block ? JSON.parse(block) : null
    for (const answer of Object.values(answers && typeof answers === 'object' ? answers : {})) {
      const html: unknown = (answer as { data?: { html?: unknown } } | null)?.data?.html
      if (typeof html === 'string' && html) drawnFrom.add(html)
    }
  } catch {
    // A block that does not parse: nothing was drawn from it.
  }
  return drawnFrom
}

/** The server's sanitised markup of `html` from the page's HTML, or null when the page does not hold it. */
export function leadArticleHtml(html: string): string | null {
  if (typeof document === 'undefined' || !html) return null
  const drawn = document.querySelector('.boot-lead .article-html')
  if (!drawn || !answeredHtml().has(html)) return null
  return drawn.innerHTML
}

/** Tests: forget the answers read, so the next call reads the document again. */
export function resetLeadArticleHtml(): void {
  drawnFrom = null
}
