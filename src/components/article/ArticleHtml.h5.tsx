import { autorun } from 'mobx'
import { useEffect, useRef } from 'react'
import type { StockRef } from '@shared/api'
import { formatRise, priceDirection } from '@/lib'
import { openStock } from '@/navigation'
import { useQuotes } from '@/stores'
import { drawStockMentions, tappedMention } from './html-mentions'

/**
 * Sanitised article HTML (types/article-html.ts) on H5, written into a plain element. Taro's rich text is a web
 * component that sets the same HTML one frame after the page has drawn, and only once its runtime has loaded: an
 * article opened by link would show its body blank after the first screen drawn in its HTML (server/boot-lead.ts,
 * which writes the same element). The sanitiser is what makes the HTML safe, on both targets. Stock mentions in
 * its text become links once it is in the document (html-mentions.ts, docs/product.md §5.5).
 */
/** The class a failed picture of the article takes (article.css draws the tile); its alt goes, and with it the sign. */
export const FAILED_IMAGE_CLASS = 'article-html__img--failed'

function markFailedImage(event: Event): void {
  const target = event.target
  if (!(target instanceof HTMLImageElement)) return
  target.alt = ''
  target.classList.add(FAILED_IMAGE_CLASS)
}

export function ArticleHtml({ html, stocks }: { html: string; stocks?: readonly StockRef[] }) {
  const ref = useRef<HTMLDivElement>(null)
  const quotes = useQuotes()
  const names = (stocks ?? []).map((stock) => `${stock.name}\u0000${stock.code}`).join('\u0001')
  // A picture of the article that fails (offline, gone) becomes the placeholder tile, never the broken-image sign
  // (docs/product.md §8.5): an image's error does not bubble, so it is caught on its way down.
  useEffect(() => {
    const root = ref.current
    if (!root) return undefined
    root.addEventListener('error', markFailedImage, true)
    return () => root.removeEventListener('error', markFailedImage, true)
  }, [])
  useEffect(() => {
    const root = ref.current
    if (!root) return undefined
    const known = new Map(names ? names.split('\u0001').map((pair) => pair.split('\u0000') as [string, string]) : [])
    const drawn = drawStockMentions(root, (name) => known.get(name) ?? null)
    if (drawn.length === 0) return undefined
    quotes.request(drawn.map((mention) => mention.code))
    // The change follows the quote as it arrives and refreshes.
    return autorun(() => {
      for (const mention of drawn) {
        const rise = quotes.rise(mention.code)
        const direction = priceDirection(rise ?? null)
        mention.rise.textContent = rise === undefined ? '' : ` ${formatRise(rise)}`
        mention.rise.style.color = direction.color
        mention.rise.setAttribute('data-direction', direction.kind)
      }
    })
  }, [html, names, quotes])
  const openMention = (event: { target: unknown; stopPropagation: () => void }) => {
    const mention = tappedMention(event.target)
    if (!mention) return
    event.stopPropagation()
    void openStock(mention)
  }
  return <div ref={ref} className="article-html" onClick={openMention} dangerouslySetInnerHTML={{ __html: html }} />
}
