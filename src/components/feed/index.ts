export { FeedList, type FeedListProps } from './FeedList'
export { FeedCard, type FeedActions } from './FeedCard'
export { LikeButton, type LikeButtonProps } from './LikeButton'
export { StockTag } from './StockTag'
export { FeedState, likeKey, type LikeView, type LikeOutcome } from './feed-state'
export {
  cardKind,
  cardModel,
  displayText,
  KIND_LABELS,
  MAX_CARD_IMAGES,
  type CardKind,
  type CardModel,
} from './card-model'
export { openFeedItem } from './open-feed-item'
export { feedOpenEnv, phonePlatform, isMiniProgramBuild, resetFeedOpenEnv } from './open-env'
export { toSegments, visibleSegmentRange, segmentHeight, ESTIMATED_CARD_HEIGHT_PX, SEGMENT_SIZE } from './windowing'
export { liveToDynamic } from './live-item'
export { FEED_TEXTS } from './texts'
export { PagedFeed, feedShellState, toPageResult } from './paged-feed'
