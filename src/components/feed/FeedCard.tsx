import type { ITouchEvent } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { formatCount, isTruthyFlag } from '@/lib'
import { useAccounts, type DynamicEntity } from '@/stores'
import { cardModel, cardTime } from './card-model'
import { LikeButton } from './LikeButton'
import { StockTag } from './StockTag'
import { CircleTag, TopicTag } from './TagLinks'
import { FEED_TEXTS } from './texts'
import { canShare, shareItem } from './share-item'
import { BUTTON_ROLE, withIcon } from '../kit/Icon'
import { HighlightText, RoleBadge, StockMentionText, Picture, PlainText, PlainView } from '../kit'
import { openAccount } from '@/navigation'
import { CONTENT_IMAGE, DECORATIVE_IMAGE } from '@/components/kit/image-alt'

/** Tags beyond these add height and elements without helping the reader pick a card. */
const MAX_STOCK_TAGS = 2

export interface FeedActions {
  open: (item: DynamicEntity) => void
  like: (item: DynamicEntity) => void
  /** A searched keyword to mark in titles (search results). */
  highlight?: string
}

/**
 * One dynamic of any kind. Deliberately flat (about 12-20 elements) because a long feed renders
 * dozens of these at once: the kind changes which lines appear, not the structure.
 */
export const FeedCard = observer(function FeedCard({
  item,
  actions,
  position,
}: {
  item: DynamicEntity
  actions: FeedActions
  /** Its place in its feed, on the page for a tab's kept place to find (kept-places.ts). */
  position?: number
}) {
  const model = cardModel(item)
  const offShelf = isTruthyFlag(item.offShelf)
  const author = item.author
  // The account's one entity (docs/product.md §10.1): a name or avatar changed since this copy came shows here.
  const who = useAccounts().get(item.accountId)
  const topic = item.topics?.[0]
  const stocks = (item.stocks ?? []).slice(0, MAX_STOCK_TAGS)
  // The author opens their own page, not the card (the avatar and name sit on the card).
  const openAuthor = (event: ITouchEvent) => {
    event.stopPropagation()
    void openAccount(item.accountId, author?.kind)
  }
  const share = (event: ITouchEvent) => {
    event.stopPropagation()
    shareItem(item)
  }
  const comments = formatCount(item.commentCount ?? 0)
  const when = cardTime(item)
  const meta = model.kindLabel ? `${when} · ${model.kindLabel}` : when
  return (
    <PlainView
      className={`feed-card feed-card--${model.kind}${offShelf ? ' feed-card--off-shelf' : ''}`}
      data-testid="feed-card"
      data-kind={model.kind}
      data-id={item.pubId}
      data-feed-index={position}
      onClick={() => actions.open(item)}
    >
      <PlainView className="feed-card__head">
        <PlainView className="feed-card__who" data-testid="feed-card-author" onClick={openAuthor}>
          <Picture
            imgProps={DECORATIVE_IMAGE}
            className="feed-card__avatar"
            src={who?.avatar || author?.avatar || ''}
            mode="aspectFill"
            lazyLoad
          />
          <PlainText className="feed-card__name">{who?.nickName || author?.nickName || ''}</PlainText>
          <RoleBadge badge={author?.badge} />
        </PlainView>
        {author && author.kind !== 'user' ? (
          <PlainText className="feed-card__big-v">{FEED_TEXTS.bigV}</PlainText>
        ) : null}
        <PlainText className="feed-card__meta">{meta}</PlainText>
      </PlainView>
      {model.title && actions.highlight ? (
        <HighlightText className="feed-card__title" text={model.title} keyword={actions.highlight} />
      ) : model.title ? (
        <PlainText className="feed-card__title">{model.title}</PlainText>
      ) : null}
      {model.summary ? (
        // The list asks for its items' quotes in one batch (FeedList), so the mentions do not ask again.
        <StockMentionText
          className="feed-card__summary"
          text={model.summary}
          stocks={item.stocks ?? undefined}
          requestQuotes={false}
        />
      ) : null}
      {model.images.length > 0 ? (
        <PlainView className={`feed-card__images feed-card__images--${model.images.length}`}>
          {model.images.map((src, i) => (
            <Picture
              imgProps={CONTENT_IMAGE}
              key={i}
              className="feed-card__image"
              src={src}
              mode="aspectFill"
              lazyLoad
            />
          ))}
          {model.badge ? (
            <PlainText
              className={`feed-card__badge${item.liveStatus === 'live' ? ' feed-card__badge--on-air' : ''}`}
              data-testid="card-badge"
            >
              {model.badge}
            </PlainText>
          ) : null}
        </PlainView>
      ) : model.badge ? (
        <PlainText className="feed-card__badge feed-card__badge--inline">{model.badge}</PlainText>
      ) : null}
      {stocks.length > 0 || topic || item.circle ? (
        <PlainView className="feed-card__tags">
          {stocks.map((stock) => (
            <StockTag key={stock.code} stock={stock} />
          ))}
          {topic ? <TopicTag topic={topic} /> : null}
          {item.circle ? <CircleTag circle={item.circle} /> : null}
        </PlainView>
      ) : null}
      <PlainView className="feed-card__foot">
        {model.likeable ? <LikeButton item={item} onLike={actions.like} disabled={offShelf} /> : null}
        {/* The comments are read on the detail page: the tap goes on to the card, which opens it. */}
        <PlainText
          className={`feed-card__action feed-card__comments ${withIcon('comment')}`}
          data-testid="comment-count"
          {...BUTTON_ROLE}
          aria-label={`${FEED_TEXTS.comment} ${comments}`}
        >
          {comments}
        </PlainText>
        {canShare(item) ? (
          <PlainText
            className={`feed-card__action feed-card__share ${withIcon('share')}`}
            data-testid="share-button"
            {...BUTTON_ROLE}
            onClick={share}
          >
            {FEED_TEXTS.share}
          </PlainText>
        ) : null}
      </PlainView>
    </PlainView>
  )
})
