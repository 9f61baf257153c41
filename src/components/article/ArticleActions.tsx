import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { ShareCard } from '@/components/kit'
import { formatDateDisplay } from '@/lib'
import { useDynamics, type DynamicEntity } from '@/stores'
import { LikeButton } from '../feed/LikeButton'
import { FEED_TEXTS } from '../feed/texts'
import { BUTTON_ROLE, withIcon } from '../kit/Icon'
import './article.css'

export interface ArticleActionsProps {
  article: DynamicEntity
  /** The address a share or favourite points back to. */
  shareUrl: string
}

/** The article row's own names (docs/product.md §4.21); like and share are named as on a feed card. */
export const ARTICLE_ACTION_TEXTS = { collect: '收藏' } as const

/**
 * Like, collect and share under the article, as icons (docs/product.md §4.21): the like is the feed card's own
 * button (heart, count, pop, busy), collect a star filled once collected, share opens the share card over the page.
 * Like and collect are the dynamics store's actions on the article's entity, so its feed card agrees.
 */
export const ArticleActions = observer(function ArticleActions({ article, shareUrl }: ArticleActionsProps) {
  const dynamics = useDynamics()
  const [sharing, setSharing] = useState(false)
  useEffect(() => {
    void dynamics.readAppFavourite(article)
  }, [dynamics, article])
  const collectBusy = dynamics.isCollectBusy(article)
  const collectClasses = [
    'feed-card__action',
    'article-action',
    withIcon(article.collected ? 'collected' : 'collect'),
    article.collected ? 'article-action--on' : '',
    collectBusy ? 'feed-card__action--busy' : '',
  ].filter(Boolean)

  return (
    <View className="article-actions" data-testid="article-actions">
      <LikeButton item={article} onLike={(item) => void dynamics.toggleLike(item)} className="article-action" />
      <Text
        className={collectClasses.join(' ')}
        data-testid="collect-button"
        data-collected={article.collected ? '1' : '0'}
        {...BUTTON_ROLE}
        aria-label={ARTICLE_ACTION_TEXTS.collect}
        aria-pressed={article.collected ? 'true' : 'false'}
        aria-busy={collectBusy ? 'true' : 'false'}
        onClick={() => void dynamics.toggleCollect(article, shareUrl)}
      >
        {ARTICLE_ACTION_TEXTS.collect}
      </Text>
      <Text
        className={`feed-card__action article-action ${withIcon('share')}`}
        data-testid="share-button"
        {...BUTTON_ROLE}
        aria-label={FEED_TEXTS.share}
        onClick={() => setSharing(true)}
      >
        {FEED_TEXTS.share}
      </Text>
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
