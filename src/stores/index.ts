/** The stores layer. Components observe them with mobx-react-lite's observer(). */
export { RootStore, type RootStoreDeps } from './root'
export type { StoreEnv, StorePlatform } from './env'
export { SessionStore, SESSION_KEYS, type AccountFields, type UserInfo } from './session'
export { FollowStore, FOLLOW_STORAGE_KEY, type LastClickLoader, type ClickReporter } from './follow'
export { CustomStore, type SignatureConfig, type TradingDayLoader, type SignatureLoader } from './custom'
export { DraftStore, DRAFT_STORAGE_KEY, commentDraftKey } from './draft'
export { UiStore, DEFAULT_THEME } from './ui'
export { InteractionRunner, type Interaction, type Outcome } from './interactions'
export { errorText, isGoneError, isNotFoundError } from './error-text'
export { ListQuery, fromPage, plainSource, type PagedList, type PageResult, type PageLoader } from './list-query'
export { Loadable } from './loadable'
export { AccountStore, type AccountEntity } from './accounts'
export { DynamicStore, dynamicKey, type DynamicEntity, type FeedSource } from './dynamics'
export {
  CommentStore,
  ReplyThread,
  commentsOf,
  isTopLevel,
  useComments,
  type CommentEntity,
  type MyCommentEntry,
} from './comments'
export { VoteStore } from './votes'
export { QuoteStore } from './quotes'
export { CircleStore, circlesOf, useCircles, type CircleEntity } from './circles'
export { TopicStore, PLACED_POSITION, type TopicEntity } from './topics'
export type { NewestTopic } from './home-config'
export { HotSearchStore, hotSearchesOf, useHotSearches } from './hot-searches'
export { LiveStore, LIVE_SWITCH, livesOf, useLives } from './lives'
export {
  RecentSearchStore,
  addRecentSearch,
  parseRecentSearches,
  readRecentSearches,
  writeRecentSearches,
  RECENT_SEARCH_KEY,
  RECENT_SEARCH_MAX,
  recentSearchesOf,
  useRecentSearches,
} from './recent-searches'
export {
  StoreProvider,
  useStores,
  useOptionalStores,
  useSession,
  useFollow,
  useCustom,
  useDraft,
  useUi,
  useAccounts,
  useDynamics,
  useVotes,
  useQuotes,
  useTopics,
  useHomeConfig,
} from './context'
