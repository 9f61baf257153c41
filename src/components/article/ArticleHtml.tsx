import { RichText, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import type { StockRef } from '@shared/api'
import { hasStockMention } from '@/lib'
import { useQuotes } from '@/stores'
import { StockMentionText } from '../kit'
import { splitArticleHtml, textPartCodes, type ArticlePart, type InlineNode } from './html-blocks'
import { richNodesWithMentions, type MentionLookup, type RichNode } from './rich-nodes'

/** A text block's inline content as Text runs; its mentions are the shared mention link (§5.5). */
function InlineRuns({ nodes, stocks }: { nodes: readonly InlineNode[]; stocks?: readonly StockRef[] }) {
  return (
    <>
      {nodes.map((node, index) => {
        // Index keys: the runs are a pure function of the article's HTML and never reorder.
        if (node.kind === 'break') return '\n'
        if (node.kind === 'text') {
          return hasStockMention(node.text) ? (
            <StockMentionText key={index} text={node.text} stocks={stocks} requestQuotes={false} />
          ) : (
            node.text
          )
        }
        return (
          <Text key={index} style={node.style}>
            <InlineRuns nodes={node.children} stocks={stocks} />
          </Text>
        )
      })}
    </>
  )
}

/** One part of the article: a text block as Text, anything else as rich text (its mentions coloured, not links). */
function PartView({
  part,
  stocks,
  rich,
}: {
  part: ArticlePart
  stocks?: readonly StockRef[]
  rich: RichNode[] | null
}) {
  if (part.kind === 'html') return <RichText nodes={rich ?? part.html} />
  return (
    <View className={part.paragraph ? 'article-html__p' : 'article-html__line'} style={part.style}>
      <Text>
        <InlineRuns nodes={part.children} stocks={stocks} />
      </Text>
    </View>
  )
}

/**
 * Sanitised article HTML (types/article-html.ts) in the mini-program; ArticleHtml.h5.tsx is the H5 one. A body
 * without mentions is WeChat's rich text with the sanitised string. Rich text carries no taps inside it, so a body
 * that mentions stocks is cut into parts (html-blocks.ts): its plain paragraphs with a mention are drawn as Text
 * with tappable mention links, the rest stays rich text, with any mention left there coloured (rich-nodes.ts).
 */
export const ArticleHtml = observer(function ArticleHtml({
  html,
  stocks,
}: {
  html: string
  stocks?: readonly StockRef[]
}) {
  const quotes = useQuotes()
  const parts = useMemo(() => (hasStockMention(html) ? splitArticleHtml(html) : null), [html])
  const lookup: MentionLookup = {
    codeOf: (name) => stocks?.find((stock) => stock.name === name)?.code ?? null,
    rise: (code) => quotes.rise(code),
  }
  // Rich-text parts with a mention as node objects, their changes read here so they follow the quotes.
  const rich = (parts ?? []).map((part) =>
    part.kind === 'html' && hasStockMention(part.html) ? richNodesWithMentions(part.html, lookup) : null,
  )
  const codes = parts ? [...textPartCodes(parts, lookup.codeOf), ...rich.flatMap((drawn) => drawn?.codes ?? [])] : []
  const wanted = [...new Set(codes)].join(',')
  useEffect(() => {
    if (wanted) quotes.request(wanted.split(','))
  }, [quotes, wanted])
  if (!parts) return <RichText nodes={html} />
  return (
    <>
      {parts.map((part, index) => (
        // Index keys: the parts are a pure function of the HTML and never reorder.
        <PartView key={index} part={part} stocks={stocks} rich={rich[index]?.nodes ?? null} />
      ))}
    </>
  )
})
