import { RichText, Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { sanitizeArticleHtml } from './sanitize'
import { userText } from './text'

export interface ArticleBodyProps {
  /** Editorial HTML (articles, news): sanitised, then rendered as rich text. */
  html: string | null
  /** Plain user text (posts, stock comments): shown as text, never parsed. */
  content: string | null
}

export function ArticleBody({ html, content }: ArticleBodyProps) {
  const nodes = useMemo(() => sanitizeArticleHtml(html), [html])
  if (html) {
    return (
      <View className="article-body article-body--html" data-testid="article-body">
        <RichText nodes={nodes} />
      </View>
    )
  }
  return (
    <View className="article-body article-body--text" data-testid="article-body">
      <Text className="article-body__text" userSelect>
        {userText(content)}
      </Text>
    </View>
  )
}
