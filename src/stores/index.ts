/**
 * The stores layer, and the one way screens reach it: the hooks below (components observe what they return with
 * mobx-react-lite's observer()). A store that only some pages use is made on first use behind its hook, and its
 * module is imported (re-exported here, with no code of this file's own) only by those pages, so its code loads
 * with them and not with the first screen. Import rule: outside this folder, `@/stores` only (.dependency-cruiser.cjs).
 */
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
export { Loadable, type CopyNote, type LoadableView } from './loadable'
export { AccountStore, type AccountEntity } from './accounts'
export { DynamicStore, dynamicKey, type DynamicEntity, type FeedSource } from './dynamics'
export {
  CommentStore,
  ReplyThread,
  commentsOf,
  isTopLevel,
  useComments,
  type CommentEntity,
  type TopCommentEntity,
  type MyCommentEntry,
} from './comments'
export { VoteStore } from './votes'
export { QuoteStore } from './quotes'
export { CircleStore, circlesOf, useCircles, type CircleEntity } from './circles'
export { TopicStore, PLACED_POSITION, type TopicEntity } from './topics'
export type { NewestTopic } from './home-config'
export { HotSearchStore, hotSearchesOf, useHotSearches } from './hot-searches'
export { LiveStore, LIVE_SWITCH, livesOf, useLives, type LiveEntity } from './lives'
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
export { type AccountSettingsStore, SETTINGS_TEXTS, useAccountSettings, type AccountProfile } from './account-settings'
export { type PostComposer, useComposer, type VoteDraft } from './composer'
export { type EtfBoardStore, useEtfBoards } from './etf-boards'
export {
  type GuessPlateState,
  type GuessPlateStore,
  GUESS_PLATE_TEXTS,
  ruleSections,
  useGuessPlate,
  type RuleSection,
} from './guess-plate'
export { type MarketStore, useMarkets } from './markets'
export { type MessageEntity, type MessageStore, useMessages } from './messages'
export { type ShowRoleState, type ShowRoleStore, SHOW_ROLE_TEXTS, useShowRole } from './show-role'
export { type WatchlistStore, useWatchlist, type WatchState, WATCHLIST_TEXTS } from './watchlist'
export { type FreshLists, useFreshness } from './freshness'
export {
  StoreProvider,
  useFollowNewsCheck,
  useOptionalSession,
  useReportAppFunction,
  useRequireLogin,
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
