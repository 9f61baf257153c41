import { Text, View } from '@tarojs/components'
import type { ArticleDetail } from '@shared/api'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { ShareCard } from '@/components/kit'
import { formatCount, formatDateDisplay } from '@/lib'
import type { SessionStore } from '@/stores'
import { useCollect } from './useCollect'
import { useLike } from './useLike'

export interface ArticleActionsProps {
  article: ArticleDetail
  session: SessionStore
  /** The address a share or favourite points back to. */
  shareUrl: string
}

/** Like, collect and share under the article; share opens the share card over the page. */
export const ArticleActions = observer(function ArticleActions({ article, session, shareUrl }: ArticleActionsProps) {
  const like = useLike(
    session,
    { pubType: article.pubType, forId: article.forId },
    { praised: article.praised, count: article.praiseCount },
  )
  const collect = useCollect(session, article, shareUrl)
  const [sharing, setSharing] = useState(false)

  return (
    <View className="article-actions" data-testid="article-actions">
      <View
        className={`article-action${like.praised ? ' article-action--on' : ''}`}
        data-testid="like-button"
        data-praised={like.praised ? '1' : '0'}
        onClick={() => void like.toggle()}
      >
        <Text>{like.praised ? '已赞' : '点赞'}</Text>
        <Text className="article-action__count" data-testid="like-count">
          {formatCount(like.count)}
        </Text>
      </View>
      <View
        className={`article-action${collect.collected ? ' article-action--on' : ''}`}
        data-testid="collect-button"
        data-collected={collect.collected ? '1' : '0'}
        onClick={() => void collect.toggle()}
      >
        <Text>{collect.collected ? '已收藏' : '收藏'}</Text>
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
