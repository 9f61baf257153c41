import { Text, View } from '@tarojs/components'
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
  /** Plain user text (posts, stock comments): shown as text, never parsed. */
  content: string | null
}

export function ArticleBody({ html, content }: ArticleBodyProps) {
  // On H5 an article opened by link takes the body the server already sanitised into the page (lead-html.h5.ts).
  const nodes = useMemo(() => (html ? (leadArticleHtml(html) ?? sanitizeArticleHtml(html)) : ''), [html])
  if (html) {
    return (
      <View className="article-body article-body--html" data-testid="article-body" onClick={openTappedLink}>
        <ArticleHtml html={nodes} />
      </View>
    )
  }
  // The text can be selected and copied: `userSelect` in the mini-program, `selectable` for H5's HTML Text.
  return (
    <View className="article-body article-body--text" data-testid="article-body">
      <Text className="article-body__text" userSelect selectable>
        {userText(content)}
      </Text>
    </View>
  )
}
