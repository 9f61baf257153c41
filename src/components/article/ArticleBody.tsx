import { View } from '@tarojs/components'
import type { StockRef } from '@shared/api'
import { StockMentionText } from '../kit'
import { useMemo } from 'react'
import { openOutsideLink, openPageUrl } from '@/navigation'
import { currentOrigin } from '@/navigation/origin'
import { decideArticleLink, tappedHref } from './article-links'
import { sanitizeArticleHtml } from '@shared/article-html'
import { ArticleHtml } from './ArticleHtml'
import { leadArticleHtml } from './lead-html'
import { userText } from './text'
import './article.css'

/** A tap inside the rich text: links open as the product opens links (see article-links). */
function openTappedLink(event: { target?: unknown; preventDefault?: () => void }) {
  const action = decideArticleLink(tappedHref(event.target), currentOrigin())
  if (action.kind === 'none') return
  event.preventDefault?.()
  if (action.kind === 'page') void openPageUrl(action.url)
  else void openOutsideLink(action.url)
}

export interface ArticleBodyProps {
  /** Editorial HTML (articles, news): sanitised, then rendered as rich text. */
  html: string | null
  /** Plain user text (posts, stock comments): shown as text, never parsed as markup (stock mentions are links). */
  content: string | null
  /** The item's stocks: a mention by name only takes its code from here. */
  stocks?: readonly StockRef[]
}

export function ArticleBody({ html, content, stocks }: ArticleBodyProps) {
  // On H5 an article opened by link takes the body the server already sanitised into the page (lead-html.h5.ts).
  const nodes = useMemo(() => (html ? (leadArticleHtml(html) ?? sanitizeArticleHtml(html)) : ''), [html])
  if (html) {
    return (
      <View className="article-body article-body--html" data-testid="article-body" onClick={openTappedLink}>
        <ArticleHtml html={nodes} stocks={stocks} />
      </View>
    )
  }
  // The text can be selected and copied: `userSelect` in the mini-program, `selectable` for H5's HTML Text.
  return (
    <View className="article-body article-body--text" data-testid="article-body">
      <StockMentionText className="article-body__text" text={userText(content)} stocks={stocks} selectable />
    </View>
  )
}
