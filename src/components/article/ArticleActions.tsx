import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { ShareCard } from '@/components/kit'
import { formatCount, formatDateDisplay } from '@/lib'
import { useDynamics, type DynamicEntity } from '@/stores'
import './article.css'

export interface ArticleActionsProps {
  article: DynamicEntity
  /** The address a share or favourite points back to. */
  shareUrl: string
}

/**
 * Like, collect and share under the article; share opens the share card over the page. Like and
 * collect are the dynamics store's actions on the article's entity, so its feed card agrees.
 */
export const ArticleActions = observer(function ArticleActions({ article, shareUrl }: ArticleActionsProps) {
  const dynamics = useDynamics()
  const [sharing, setSharing] = useState(false)
  useEffect(() => {
    void dynamics.readAppFavourite(article)
  }, [dynamics, article])

  return (
    <View className="article-actions" data-testid="article-actions">
      <View
        className={`article-action${article.praised ? ' article-action--on' : ''}`}
        data-testid="like-button"
        data-praised={article.praised ? '1' : '0'}
        onClick={() => void dynamics.toggleLike(article)}
      >
        <Text>{article.praised ? '已赞' : '点赞'}</Text>
        <Text className="article-action__count" data-testid="like-count">
          {formatCount(article.praiseCount)}
        </Text>
      </View>
      <View
        className={`article-action${article.collected ? ' article-action--on' : ''}`}
        data-testid="collect-button"
        data-collected={article.collected ? '1' : '0'}
        onClick={() => void dynamics.toggleCollect(article, shareUrl)}
      >
        <Text>{article.collected ? '已收藏' : '收藏'}</Text>
      </View>
      <View className="article-action" data-testid="share-button" onClick={() => setSharing(true)}>
        <Text>分享</Text>
      </View>
      {sharing ? (
        <View className="article-share" data-testid="share-panel">
          <View className="article-share__mask" onClick={() => setSharing(false)} />
          <View className="article-share__sheet">
            <ShareCard
              title={article.title || article.summary}
              content={article.summary}
              shareUrl={shareUrl}
              date={formatDateDisplay(article.createdDate)}
              imgUrl={article.images[0]}
            />
            <View className="article-share__cancel" data-testid="share-cancel" onClick={() => setSharing(false)}>
              取消
            </View>
          </View>
        </View>
      ) : null}
    </View>
  )
})
