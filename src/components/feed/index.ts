export { FeedList, type FeedListProps } from './FeedList'
export { FeedCard, type FeedActions } from './FeedCard'
export { LikeButton, type LikeButtonProps } from './LikeButton'
export { StockTag } from './StockTag'
export { CircleTag, TopicTag } from './TagLinks'
export {
  cardKind,
  cardModel,
  displayText,
  KIND_LABELS,
  MAX_CARD_IMAGES,
  type CardKind,
  type CardModel,
} from './card-model'
export { toSegments, visibleSegmentRange, segmentHeight, ESTIMATED_CARD_HEIGHT_PX, SEGMENT_SIZE } from './windowing'
export { FEED_TEXTS } from './texts'
export { PagedFeed, feedShellState, refreshAndSay } from './paged-feed'
export { NewItemsPill } from './NewItemsPill'
export { NewItemsDot, useFreshCount } from './NewItemsDot'
export { PostButton, POST_BUTTON_TEXTS, type PostButtonProps } from './PostButton'
export { newFeedPlace, type FeedPlace } from './FeedList'
export { useKeptPlaces, type KeptPlaces } from './kept-places'
export { useHideOnScrollDown } from './useHideOnScrollDown'
