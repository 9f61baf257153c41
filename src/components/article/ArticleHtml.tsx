import { RichText } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import type { StockRef } from '@shared/api'
import { hasStockMention } from '@/lib'
import { useQuotes } from '@/stores'
import { richNodesWithMentions } from './rich-nodes'

/**
 * Sanitised article HTML (types/article-html.ts) as WeChat's rich text; ArticleHtml.h5.tsx is the H5 one. A body
 * that mentions stocks is handed over as node objects with its mentions drawn (rich-nodes.ts); any other as the
 * sanitised string. Rich text carries no taps inside it: the article's stock chips below open the stocks.
 */
export const ArticleHtml = observer(function ArticleHtml({
  html,
  stocks,
}: {
  html: string
  stocks?: readonly StockRef[]
}) {
  const quotes = useQuotes()
  const mentions = useMemo(() => hasStockMention(html), [html])
  const drawn = mentions
    ? richNodesWithMentions(html, {
        codeOf: (name) => stocks?.find((stock) => stock.name === name)?.code ?? null,
        rise: (code) => quotes.rise(code),
      })
    : null
  const codes = drawn ? drawn.codes.join(',') : ''
  useEffect(() => {
    if (codes) quotes.request(codes.split(','))
  }, [quotes, codes])
  return <RichText nodes={drawn ? drawn.nodes : html} />
})
