/**
 * The HTTP API contract between the app (src/api) and the reference server (server/).
 *
 * Both sides import from here, so this file imports nothing of src/ or server/. The human-readable
 * version, with the reasons for the paths chosen where docs/product.md §7.3 gives only a bare name, is docs/api.md.
 *
 * Conventions (docs/api.md, "Conventions"):
 * - Dates are 'YYYY-MM-DD HH:mm:ss' strings in China time; days are 'YYYY-MM-DD'.
 * - Ids are strings on the wire, even when numeric in a database, so no client ever loses precision.
 * - Rises (`up_rose`) are integers in hundredths of a percent: 123 means +1.23 %.
 * - Writes carry the caller's identity in the payload (`AuthFields`); the server checks it.
 */
import type { Static } from '@sinclair/typebox'
import type { RequestKey, Requests } from './requests'
import type { NEW_VOTE } from './requests/content'

// ---------------------------------------------------------------------------------------------
// Envelopes
// ---------------------------------------------------------------------------------------------

/** The community admin services (`/{product}-admin/...`, `/api/...`, `/cmapi/...`). */
export interface AdminEnvelope<T> {
  code: '200' | string
  success?: boolean
  msg?: string
  error_info?: string
  data: T
}

/** The error body of every admin endpoint; sent with the HTTP status of the same number. */
export interface ErrorEnvelope {
  code: '400' | '401' | '404' | '408' | '413' | '414' | '415' | '429' | '431' | '500'
  msg: string
  success?: false
  error_info?: string
}

/** The account service (`/account/...`): success is resultCode 'S'. */
export interface AccountEnvelope<T> {
  resultCode: 'S' | string
  resultMsg?: string
  attach: T
}

/** The broker's servlet gateway (`/servlet/json`): success is error_no '0'. */
export interface ServletEnvelope<T> {
  error_no: '0' | string
  error_info?: string
  results: T[]
}

/** The ETF data service: success is code "0". */
export interface EtfEnvelope<T> {
  code: '0' | string
  msg?: string
  content: T
}

/** Live open type answers at the top level instead of in `data` (docs/product.md §7.3). */
export interface LiveOpenTypeEnvelope {
  code: '200' | string
  msg?: string
  openType: number
}

// ---------------------------------------------------------------------------------------------
// Shared fields
// ---------------------------------------------------------------------------------------------

/** 'YYYY-MM-DD HH:mm:ss', China time. */
export type DateTimeString = string
/** 'YYYY-MM-DD'. */
export type DayString = string
export type ZeroOne = 0 | 1

/** Who is writing. Every write carries these; the server rejects a mismatch with 401. */
export interface AuthFields {
  accountId: string
  token: string
  userCode: string
}

/** Optional viewer identity for reads whose answer depends on who asks (followed, praised flags). */
export interface ViewerFields {
  accountId?: string
}

export interface PageRequest {
  /** 1-based. */
  pageNum: number
  /** Default 20 (LIMITS.pageSize). */
  pageSize: number
}

export interface Page<T> {
  list: T[]
  total: number
  pageNum: number
  pageSize: number
  hasMore: boolean
}

export const DEFAULT_PAGE_SIZE = 20
export const DEFAULT_PRODUCT = 'community'

// ---------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------

export type AccountKind = 'user' | 'bigV' | 'org'

export interface AuthorBrief {
  nickName: string
  avatar: string
  kind: AccountKind
  /** The show-role badge the author wears (docs/product.md §4.18); absent or null when none. */
  badge?: WornBadge | null
}

export interface Account {
  accountId: string
  nickName: string
  avatar: string
  bio: string
  kind: AccountKind
  /** The verification title shown beside big-V and organisation names; null for plain users. */
  verifiedTitle: string | null
  followers: number
  following: number
  /** Whether the viewer follows this account; false when no viewer was given. */
  followed: boolean
}

/** A stock code carries its market prefix: SH600519, SZ000001, HK00700, BJ830799 ... */
export const STOCK_CODE_PATTERN = /^[A-Z]{2}[0-9A-Z]{1,10}$/

export interface StockRef {
  code: string
  name: string
}

export interface TopicRef {
  topicId: string
  title: string
}

export interface CircleRef {
  circleId: string
  name: string
}

/**
 * pubType values (docs/product.md §4.6, "Opening feed content by pubType"). Other values open the platform's
 * outside link (outLinkUrlIos / outLinkUrlAndroid).
 */
export const PUB_TYPE = {
  outLink: 1,
  article: 2,
  live: 3,
  share: 4,
  post: 5,
  shortVideo: 6,
  /** Opened after looking up its article info (getInfoByArticleId). */
  stockComment: 7,
  /** Opened after looking up its article info (getInfoByArticleId). */
  news: 8,
} as const

/** Live supplier: 3 opens the live room in the app, 5 opens an ads-style link. */
export const LIVE_SUPPLIER = { appRoom: 3, adsLink: 5 } as const

/** A live's state; the server stores its index (0 upcoming, 1 live now, 2 ended). */
export const LIVE_STATUSES = ['upcoming', 'live', 'ended'] as const
export type LiveStatus = (typeof LIVE_STATUSES)[number]

/** Where content comes from; the search page's columns are these (search.queryColumn's `source`). */
export const CONTENT_SOURCES = ['post', 'article', 'stock', 'news', 'topic', 'course_new', 'live_new'] as const
export type ContentSource = (typeof CONTENT_SOURCES)[number]

/** One feed item. The first block is the docs/product.md §3.6 field list; the rest is what a card needs to render. */
export interface Dynamic {
  pubType: number
  pubId: string
  articleId: string
  orgArtId: string | null
  title: string
  shareUrl: string | null
  supplier: number | null
  webinarId: string | null
  subject: string | null
  openType: number | null
  isRobotWrite: ZeroOne
  outLinkUrlIos: string | null
  outLinkUrlAndroid: string | null
  accountId: string
  h5Url: string | null
  nativeUrl: string | null
  /** Whether the viewer follows the author. */
  followed: boolean
  createdDate: DateTimeString
  isNews: ZeroOne
  /** Liked by the viewer, in the legacy 0/1 form; always equals `praised`. */
  praise: ZeroOne
  /** The id a like of this item is recorded against (for_id / forId). */
  forId: string

  author: AuthorBrief
  summary: string
  images: string[]
  stocks: StockRef[]
  topics: TopicRef[]
  circle: CircleRef | null
  praiseCount: number
  commentCount: number
  /** Liked by the viewer. */
  praised: boolean
  /** Taken down: the card shows, opening it toasts TEXTS.contentTakenDown. */
  offShelf: boolean
  /** Seconds, short videos only. */
  duration: number | null
  /** Lives only. */
  liveStatus: LiveStatus | null
}

export interface VoteOption {
  optionId: string
  text: string
  count: number
}

export interface Vote {
  voteId: string
  title: string
  multiple: boolean
  /** 1 for single choice. */
  maxChoices: number
  deadline: DateTimeString | null
  closed: boolean
  totalVotes: number
  options: VoteOption[]
  /** Empty when the viewer has not voted (or is anonymous). */
  myOptionIds: string[]
}

/** Article or post detail: the feed item plus its body. */
export interface ArticleDetail extends Dynamic {
  /** Plain user text (posts, stock comments); shown escaped. Null for articles. */
  content: string | null
  /** Trusted editorial HTML (articles, news). Null for posts. */
  html: string | null
  source: ContentSource
  readCount: number
  collected: boolean
  vote: Vote | null
}

/** What pubType 7/8 items are looked up to (docs/product.md §3.7 getInfoByArticleId). */
export interface ArticleInfo {
  source: 'stock' | 'news' | 'article' | 'post'
  title: string
  orgArtId: string | null
  linkUrl: string | null
}

export interface ReplyTo {
  accountId: string
  nickName: string
}

export interface Reply {
  commentId: string
  /** The top-level comment this reply belongs to. */
  parentId: string
  articleId: string
  accountId: string
  author: AuthorBrief
  replyTo: ReplyTo | null
  content: string
  createdDate: DateTimeString
  praiseCount: number
  praised: boolean
}

export interface Comment {
  commentId: string
  articleId: string
  accountId: string
  author: AuthorBrief
  content: string
  createdDate: DateTimeString
  praiseCount: number
  praised: boolean
  replyCount: number
  /** The oldest replies, at most REPLY_PREVIEW_SIZE; the comment-detail page pages the rest. */
  replies: Reply[]
}

/** How many of a comment's replies come with it (its oldest), for the preview under it. */
export const REPLY_PREVIEW_SIZE = 3

export interface Topic {
  topicId: string
  title: string
  cover: string
  intro: string
  readCount: number
  discussCount: number
  hot: boolean
  isActivity: boolean
  /** Where a client shows it (e.g. 'home', 'etf'); null when not placed. */
  showPosition: string | null
  startDate: DateTimeString | null
  endDate: DateTimeString | null
}

export interface TopicVoteOption {
  optionId: string
  title: string
  count: number
}

/** A two-sided (or more) opinion poll attached to a topic. */
export interface TopicVote {
  /** The poll's question, shown above its options (docs/product.md §4.12). */
  title: string
  options: TopicVoteOption[]
  myOptionId: string | null
}

export interface TopicDetail extends Topic {
  vote: TopicVote | null
  participantAvatars: string[]
}

export interface ActivityTopicOverview {
  topicId: string
  participants: number
  articleCount: number
  readCount: number
  /** Most-liked authors of the activity, best first. */
  ranking: { accountId: string; nickName: string; avatar: string; praiseCount: number }[]
}

export interface Circle {
  circleId: string
  name: string
  icon: string
  intro: string
  memberCount: number
  dynamicCount: number
  followed: boolean
}

export interface CircleDetail extends Circle {
  banner: string
  notice: string
  admins: Account[]
}

export interface Live {
  webinarId: string
  title: string
  cover: string
  accountId: string
  author: AuthorBrief
  startTime: DateTimeString
  endTime: DateTimeString | null
  status: LiveStatus
  supplier: number
  openType: number
  viewCount: number
  /** The viewer booked a reminder (saveApptHis). */
  appointed: boolean
  /** Where a supplier-5 (ads-style) live opens; null for lives in the app's own rooms. */
  linkUrl: string | null
}

export interface ShortVideo {
  videoId: string
  pubId: string
  forId: string
  title: string
  cover: string
  videoUrl: string
  /** Seconds. */
  duration: number
  accountId: string
  author: AuthorBrief
  praiseCount: number
  commentCount: number
  praised: boolean
  createdDate: DateTimeString
}

export interface QuoteRow {
  code: string
  name?: string
  /** Hundredths of a percent. */
  up_rose: number
  price: number
}

export interface HotStock extends StockRef {
  up_rose: number
  price: number
  /** Discussion heat, higher is hotter. */
  heat: number
}

export interface Fund {
  fundCode: string
  fundName: string
  /** Latest net asset value. */
  nav: number
  /** Rise over the requested range, hundredths of a percent. */
  rise: number
}

export interface FundTrendPoint {
  date: DayString
  nav: number
  /** Accumulated rise from the first point, hundredths of a percent. */
  rise: number
}

export interface Etf {
  fundCode: string
  fundName: string
  trackIndex: string | null
  up_rose: number | null
}

/** An ETF theme (a sector or kind of index) with its ETFs, and their average rise. */
export interface EtfTheme {
  themeId: string
  name: string
  /** The average of its ETFs' rises, hundredths of a percent. */
  up_rose: number
  etfs: Etf[]
}

export interface PageModule {
  moduleId: string
  type: string
  title: string
  /** Module-specific settings, as configured in the admin console. */
  config: Record<string, unknown>
}

export interface PageInfo {
  pageId: string
  title: string
  shareTitle: string | null
  shareDesc: string | null
  shareImg: string | null
  bgColor: string | null
  modules: PageModule[]
}

export interface TradingDay {
  /** The asked day, 'YYYY-MM-DD'. */
  normalday: DayString
  istradingday: boolean
}

export interface ConfigValue {
  key: string
  value: string
}

/** Feature switch name → open. */
export type InterfaceSwitch = Record<string, boolean>

/** Followed accountId → last time the viewer opened that account's news, 'YYYY-MM-DD HH:mm:ss'. */
export type FollowLastClickMap = Record<string, DateTimeString>

/** A followed account in "my follows", with what the news dot needs. */
export interface FollowUser extends Account {
  /** createdDate of the account's newest dynamic; null when it has none. */
  lastDynamicDate: DateTimeString | null
}

export const PERSONAL_MESSAGE_TYPES = ['praise', 'comment', 'reply', 'follow', 'system'] as const
export type PersonalMessageType = (typeof PERSONAL_MESSAGE_TYPES)[number]

/** How the messages page groups messages: comments and replies share one box. */
export const MESSAGE_BOXES = ['comment', 'praise', 'follow', 'system'] as const
export type MessageBox = (typeof MESSAGE_BOXES)[number]
export const MESSAGE_BOX_KINDS: Record<MessageBox, readonly PersonalMessageType[]> = {
  comment: ['comment', 'reply'],
  praise: ['praise'],
  follow: ['follow'],
  system: ['system'],
}
/** Unread messages per box. */
export type UnreadCounts = Record<MessageBox, number>

export interface PersonalMessage {
  msgId: string
  type: PersonalMessageType
  /** Null for system messages. */
  from: (AuthorBrief & { accountId: string }) | null
  content: string
  articleId: string | null
  commentId: string | null
  createdDate: DateTimeString
  read: boolean
}

export interface GuessPlateOption {
  plateCode: string
  plateName: string
  /** The sector's rise so far today (the close once settled); hundredths of a percent; null before a round exists. */
  up_rose: number | null
}

export interface GuessPlateGuess {
  roundId: string
  plateCode: string
  createdDate: DateTimeString
  /** Null until the round is settled. */
  correct: boolean | null
}

export interface GuessPlateRound {
  roundId: string
  /** The trading day guessed about. */
  date: DayString
  deadline: DateTimeString
  status: 'open' | 'closed' | 'settled'
  plates: GuessPlateOption[]
  winningPlateCode: string | null
  participants: number
  myGuess: GuessPlateGuess | null
}

/** The viewer's standing in the guessing game (docs/product.md §4.18). */
export interface GuessPlateScore {
  points: number
  /** Correct guesses in a row, up to the newest settled round. */
  streak: number
  bestStreak: number
  /** Settled guesses only: today's guess, before the cut-off, is in neither played nor won. */
  played: number
  won: number
}

/** One of my past guesses, newest first. */
export interface GuessPlateHistoryItem {
  roundId: string
  date: DayString
  plateCode: string
  plateName: string
  winningPlateCode: string | null
  winningPlateName: string | null
  /** Null until the round is settled. */
  correct: boolean | null
  points: number
}

/** Everything the guessing page shows: today's round, yesterday's result and my standing. */
export interface GuessPlateOverview {
  /** Today's round on a trading day; null on other days. */
  round: GuessPlateRound | null
  /** The previous trading day's round, settled. */
  previous: GuessPlateRound | null
  /** The trading day whose round opens next, when none is open now. */
  nextRoundDate: DayString | null
  /** Null without a signed-in viewer. */
  score: GuessPlateScore | null
  history: GuessPlateHistoryItem[]
}

/** A worn show-role badge, shown beside its holder's name. */
export interface WornBadge {
  name: string
  icon: string
}

export interface ShowRoleBadge {
  badgeId: string
  name: string
  icon: string
  owned: boolean
  worn: boolean
  /** How the badge is earned, said for a badge not yet held (docs/product.md §4.18): 发布动态或评论累计 10 条可获得（已有 3 条）. */
  condition: string
}

export interface ShowRoleBenefit {
  benefitId: string
  title: string
  desc: string
  /** Badge needed to claim; null when any badge will do. */
  requiredBadgeId: string | null
  claimable: boolean
  claimed: boolean
}

export interface ShowRoleInfo {
  badges: ShowRoleBadge[]
  benefits: ShowRoleBenefit[]
}

export interface Activity {
  activityId: string
  title: string
  cover: string
  url: string
  startDate: DateTimeString
  endDate: DateTimeString
  status: 'upcoming' | 'ongoing' | 'ended'
}

/** One entry of the icon grid ("porcelain" area) on the home page. */
export interface PorcelainItem {
  id: string
  title: string
  icon: string
  url: string
  sort: number
}

export interface BigVHome {
  account: Account
  articleCount: number
  liveCount: number
  videoCount: number
  praiseCount: number
}

export interface FollowResult {
  followed: boolean
  /** The target's follower count after the change. */
  followers: number
}

export interface PraiseResult {
  praised: boolean
  praiseCount: number
}

export interface WxBindInfo {
  bound: boolean
  nickName: string | null
  avatar: string | null
}

// ---------------------------------------------------------------------------------------------
// Request payloads
// ---------------------------------------------------------------------------------------------

export interface AccountPageRequest extends PageRequest {
  /** The account whose content is listed. */
  toAccountId: string
  /** The viewer. */
  accountId?: string
}

/** A stock found by code, name or the initials of its name's pinyin. */
export interface StockSearchItem extends StockRef {
  market: string
  /** e.g. gzmt for 贵州茅台 */
  initials: string
}

/** A word people search often, most searched first. */
export interface HotSearchWord {
  word: string
}

/** The community feed's tabs (article.dynamicList). */
export const DYNAMIC_TABS = ['recommend', 'latest', 'follow', 'news'] as const
export type DynamicTab = (typeof DYNAMIC_TABS)[number]

// ---------------------------------------------------------------------------------------------
// Live freshness: an open feed learns of items written after it loaded (docs/product.md §4.20)
// ---------------------------------------------------------------------------------------------

/** The community home's tabs that say "N 条新动态": the newest-first ones (直播 and 资讯 do not). */
export const FRESH_TABS = ['recommend', 'follow', 'latest'] as const
export type FreshTab = (typeof FRESH_TABS)[number]

/**
 * A feed a reader can watch for new items, named as one string: a home tab, a topic's or a circle's newest, or a
 * stock's comment board. Only newest-first feeds: a new item belongs on top of them, not somewhere in a ranking.
 */
export type FreshFeed = `tab:${FreshTab}` | `topic:${string}` | `circle:${string}` | `stock:${string}`

/** Every FreshFeed, as a JSON Schema pattern and as the test of one (topic and circle ids as ids are written). */
export const FRESH_FEED_PATTERN =
  '^(tab:(recommend|follow|latest)|topic:(0|[1-9][0-9]{0,11})|circle:(0|[1-9][0-9]{0,11})|stock:[A-Z]{2}[0-9A-Z]{1,10})$'
const FRESH_FEED_RE = new RegExp(FRESH_FEED_PATTERN)
export const isFreshFeed = (text: string): text is FreshFeed => FRESH_FEED_RE.test(text)

export const FRESH_LIMITS = {
  /** Feeds one request or one stream may watch at once. */
  feedsPerRequest: 8,
  /** New items' ids an answer lists per feed (newest first); `count` says how many there are in all. */
  idsPerFeed: 50,
  /** How often a client without the stream (the mini-program) asks, while the page shows. */
  pollMs: 20_000,
  /** The stream's keep-alive comment; a client that hears nothing for two of these reconnects. */
  heartbeatMs: 25_000,
} as const

/**
 * "Anything newer than this" for one feed: `after` is the id of the newest item the reader holds, the top of its list;
 * new is what would sit above it in the feed's order (written later). Without it the answer only says where the feed
 * stands now (`cursor`), to watch from there.
 */
export interface FreshCursor {
  feed: FreshFeed
  after?: string
}

/** One feed's new items since the cursor, as the asking viewer may see them (never what was taken down). */
export interface FreshFeedAnswer {
  feed: FreshFeed
  /** How many items would sit above `after`. */
  count: number
  /** Their ids, newest first, at most FRESH_LIMITS.idsPerFeed. */
  articleIds: string[]
  /** The id of the feed's top item now: the next `after`. */
  cursor: string
}

/** The stream's events (`event:` names of text/event-stream; `data:` is the JSON of the type). */
export const FRESH_EVENTS = { ready: 'ready', fresh: 'fresh' } as const

/** Sent once a stream is open: from here on every new item is pushed; what came before is asked once (feed.fresh). */
export interface FreshReady {
  feeds: FreshFeed[]
}

/** A new item was written into feeds the reader watches (only those, and only ones the reader may see). */
export interface FreshPush {
  articleId: string
  feeds: FreshFeed[]
}
/** A comment thread: the comment itself (its `replies` preview as in lists) and one page of its replies. */
export interface CommentThread {
  comment: Comment
  /** Oldest first, the order a conversation is read in and the one new replies are filed in. */
  replies: Page<Reply>
}
/** Editorial categories an article can be filed under (docs/api.md, queryArticleByCategory). */
export const ARTICLE_CATEGORIES = ['margin'] as const
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]
/** 'margin': only the ETFs eligible for margin trading (融资融券标的). */
export const ETF_SCOPES = ['all', 'margin'] as const
export type EtfScope = (typeof ETF_SCOPES)[number]

/**
 * A vote written in the composer: created with the post that carries it, so it is always the post
 * author's own. Its one definition is NEW_VOTE (types/requests/content.ts).
 */
export type NewVote = Static<typeof NEW_VOTE>

/** One of the viewer's own comments or replies, with the item it was written on. */
export interface MyComment {
  item: Comment | Reply
  articleTitle: string
}

/** An image accepted by the upload service: its address to put in a post. */
export interface UploadedImage {
  url: string
  /** What the content turned out to be. */
  type: string
  bytes: number
}

export interface MiniProgramLogin {
  accountId: string
  token: string
  userCode: string
  nickName: string
  avatarUrl: string
}

/** The return periods of the hot-fund page, in its tab order: 近1月, 近3月, 近6月, 近1年, 今年. */
export const FUND_RANGES = ['1m', '3m', '6m', '1y', 'ytd'] as const
export type FundRange = (typeof FUND_RANGES)[number]
export const FUND_CODE_PATTERN = /^\d{6}$/

export interface IntradayTick {
  /** Beijing time 'HH:mm'. */
  time: string
  price: number
  /** Average price of the session so far. */
  avg: number
}

/** One stock's latest session minute by minute (09:30–11:30, 13:01–15:00: 241 ticks). */
export interface Intraday {
  code: string
  name: string
  day: DayString
  /** The previous session's close: the chart's zero line. */
  preClose: number
  ticks: IntradayTick[]
}
export interface SignatureRequest {
  funcNo: typeof FUNC_NO.signature
  weixinpk: string
  url: string
}

export interface RouteConfigRequest {
  id: string
  clientType: string
  accountId: string
  /** JSON text of the route function's parameters. */
  params: string
}

/** Servlet function numbers. */
export const FUNC_NO = {
  signature: '1000003',
  fundRange: '1000101',
  fundTrend: '1000102',
} as const

// ---------------------------------------------------------------------------------------------
// Non-admin response bodies
// ---------------------------------------------------------------------------------------------

export interface UserInfoByToken {
  accountId: string
  avatarUrl: string
  nickName: string
}

/** Account cancellation (注销账户): the backend names its calls logout (checkLogout, applyLogout, cancelLogout). */
export interface CancellationStatus {
  /** 'pending': a cancellation (account deletion) was requested and can still be withdrawn. */
  status: 'normal' | 'pending' | 'done'
  applyDate: DateTimeString | null
  /** Whether a cancellation may be requested now; when not, `reason` says what to do first. */
  allowed: boolean
  reason: string | null
}

export interface OuterBinding {
  outerType: string
  outerId: string
  nickName: string
  boundDate: DateTimeString
}

export interface UserAuth {
  realName: boolean
  fundAccountBound: boolean
  riskLevel: string | null
}

export interface SignatureResult {
  appid: string
  nonceStr: string
  signature: string
  timestamp: string
}

export interface FundTrend {
  fundCode: string
  points: FundTrendPoint[]
}

export const QUOTE_FUNCTION_ID = '6004'
/** attrs 0: these markets' codes; everything else (funds, indices of other sources...) uses 128. */
export const QUOTE_ATTRS_ZERO_PREFIXES = ['SH', 'SZ', 'BJ', 'BI', 'SG', 'HH', 'HZ', 'HK', 'ZI'] as const
export type QuoteAttrs = 0 | 128

export interface QuoteRequest {
  json_head: { function_id: string; attrs: QuoteAttrs; length: number }
  json_body: {
    sequence_no: number
    /** '0-{n-1}': the whole code list. */
    list_range: string
    /** 1: snapshot. */
    op_type: number
    /** 0: no sort. */
    op_type_sort: number
    code_lnum: number
    code_list: string[]
  }
}

export interface QuoteResponse {
  json_head: { error_no: string; error_info?: string; sequence_no: number }
  json_body: { cycle_content: QuoteRow[] }
}

export interface EtfNewListContent {
  totalCount: number
  newEtfDataField: string[]
  newEtfDataRecord: (string | number | null)[][]
}

// ---------------------------------------------------------------------------------------------
// The endpoint table
// ---------------------------------------------------------------------------------------------

/** The same literals as src/http RequestForm; repeated because this file may not import src/. */
export type WireForm = 'postJson' | 'postUrlencoded' | 'postUrlencodedQuery' | 'postForm' | 'getJson' | 'getUrlencoded'
export type WireBase = 'main' | 'fund' | 'live' | 'community' | 'account' | 'ops' | 'none'

export interface EndpointSpec {
  method: 'GET' | 'POST'
  form: WireForm
  base: WireBase
  /** `{product}` and `{name}` placeholders are filled by fillPath. */
  path: string
}

const A = '/{product}-admin'
const post = (path: string, base: WireBase = 'main'): EndpointSpec => ({ method: 'POST', form: 'postJson', base, path })
const get = (path: string, base: WireBase = 'main'): EndpointSpec => ({
  method: 'GET',
  form: 'getUrlencoded',
  base,
  path,
})

/**
 * Every endpoint the app calls. The server registers its routes from this table, so a path lives in
 * exactly one place. Keys are `domain.name`.
 */
export const ENDPOINTS = {
  'page.info': get(`${A}/act/page/common/info/{pageId}`),

  'live.getLives': post(`${A}/front/live/getLives`),
  'live.saveApptHis': post('/api/saveApptHis', 'live'),
  'live.v2GetLives': get('/api/live/v2/getLives', 'live'),
  'live.v2GetMyPageLive': post('/api/live/v2/getMyPageLive', 'live'),
  'live.v2GetLiveOpenType': get('/api/live/v2/getLiveOpenType', 'live'),

  'topic.queryTopicAll': post(`${A}/front/topic/queryTopicAll`),
  'topic.queryTopicInfo': post(`${A}/front/topic/queryTopicInfo`),
  'topic.queryNewArticle': post(`${A}/front/topic/queryNewArticle`),
  'topic.queryHotArticle': post(`${A}/front/topic/queryHotArticle`),
  'topic.queryHotActivityArticle': post(`${A}/front/topic/queryHotActivityArticle`),
  'topic.queryTopicPage': post(`${A}/front/topic/queryTopicPage`),
  'topic.queryHotRecommendArticle': post(`${A}/front/topic/queryHotRecommendArticle`),
  'topic.queryTopicByShowPosition': post(`${A}/front/topic/queryTopicByShowPosition`),
  'topic.topicVote': post(`${A}/front/topicInfo/topicVote`),
  'topic.topicRecommend': post(`${A}/front/topicInfo/topicRecommend`),
  'topic.getActivityTopicOverview': post(`${A}/front/topicInfo/getActivityTopicOverview`),

  'follow.myFollowUsers': post(`${A}/front/myFollowsController/myFollowUsers`),
  'follow.allFollowRecommend': post(`${A}/front/myFollowsController/allFollowRecommend`),
  'follow.myFollowCircles': post(`${A}/front/myFollowsController/myFollowCircles`),
  'follow.followCircles': post(`${A}/front/myFollowsController/FollowCircles`),
  'follow.lastClickTime': post(`${A}/front/myFollowsController/myFollowUsersLastClickTime`),
  'follow.clickMyFollowUsers': post(`${A}/front/myFollowsController/clickMyFollowUsers`),
  /** CRH-CM-IN2316: follow an account. */
  'follow.follow': post(`${A}/front/userFollow/CRH-CM-IN2316`),
  /** CRH-CM-IN2556: unfollow an account. */
  'follow.unfollow': post(`${A}/front/userFollow/CRH-CM-IN2556`),
  /** CRH-CM-IN2314: the accounts an account follows. */
  'follow.followList': post(`${A}/front/userFollow/CRH-CM-IN2314`),
  /** CRH-CM-IN2315: the accounts following an account (fans). */
  'follow.fansList': post(`${A}/front/userFollow/CRH-CM-IN2315`),
  'follow.recommendUserList': post(`${A}/front/recommendUser/recommendUserList`),
  'follow.moreRecommendUserList': post(`${A}/front/recommendUser/moreQueryRecommendUserList`),

  'like.praise': post(`${A}/front/approve/praiseViewOrComment.do`),
  'like.cmapiPraise': post('/cmapi/praiseViewOrComment.json'),

  'bigV.queryBigVHomeInfo': post(`${A}/front/uerInfo/queryBigVHomeInfo`),
  'bigV.queryArticleInfoByAccountId': post(`${A}/front/uerInfo/queryArticleInfoByAccountId`),
  'bigV.queryVideoInfoByAccountId': post(`${A}/front/uerInfo/queryVideoInfoByAccountId`),

  'circle.findInformation': {
    method: 'POST',
    form: 'postUrlencodedQuery',
    base: 'main',
    path: `${A}/front/circle/findInformation`,
  },
  'circle.queryCircleAll': post(`${A}/front/circle/queryCircleAll`),
  'circle.findCircleAllNew': post(`${A}/front/circle/findCircleAllNew`),
  'circle.findCircleAllHot': post(`${A}/front/circle/findCircleAllHot`),
  'circle.findCirclePrime': post(`${A}/front/circle/findCirclePrime`),
  'circle.findCircleActivity': post(`${A}/front/circle/findCircleActivity`),

  'search.queryColumn': post(`${A}/business/searchColumnInformation/queryColumn`),
  'search.queryUserList': post(`${A}/business/searchColumnInformation/queryUserList`),
  'search.queryStock': post(`${A}/business/searchColumnInformation/queryStock`),
  'search.hotWords': get(`${A}/business/searchColumnInformation/hotWords`),

  /** updateArticleInfo.json: count one read of an article. */
  'article.updateArticleInfo': post(`${A}/front/articleInfo/updateArticleInfo.json`),
  /** CRH-CM-IN2310.json: the community dynamic feed by tab. */
  'article.dynamicList': post(`${A}/front/articleInfo/CRH-CM-IN2310.json`),
  'article.getCommentByArticle': post(`${A}/front/articleInfo/getCommentByArticle`),
  'article.getCommentReplies': post(`${A}/front/articleInfo/getCommentReplies`),
  'article.getMessageInfoListByStockCode': post(`${A}/front/articleInfo/getMessageInfoListByStockCode`),
  'article.appCreateSave': post(`${A}/front/articleInfo/appCreateSave`),
  'article.getInfoByArticleId': post(`${A}/front/articleInfo/getInfoByArticleId`),
  'article.deleteArticle': post(`${A}/front/articleInfo/deleteArticle`),
  'article.getSelfInfoListByAccountId': post(`${A}/front/articleInfo/getSelfInfoListByAccountId`),
  'article.getSetArticleByAccount': post(`${A}/front/articleInfo/getSetArticleByAccount`),
  'article.activityList': post(`${A}/front/activity/list`),
  'article.appInfo': get(`${A}/front/articleInfo/appInfo/{id}`),
  'article.info': get(`${A}/front/articleInfo/info/{id}`),

  'publish.publishView': post(`${A}/front/pubContent/publishView`),
  /** multipart/form-data with one `file` part (sent by Taro.uploadFile on both targets). */
  'upload.image': { method: 'POST', form: 'postForm', base: 'main', path: `${A}/front/upload/image` },
  'publish.publishComment': post(`${A}/front/pubContent/publishComment`),
  'publish.removeContent': post(`${A}/front/pubContent/removeContent`),

  'vote.voteDetail': post(`${A}/front/voteComponentInfo/voteDetail`),
  'vote.articleVote': post(`${A}/front/voteComponentInfo/articleVote`),

  'collection.insColl': post(`${A}/front/artCollection/insColl`),
  'collection.delColl': post(`${A}/front/artCollection/delColl`),
  'collection.myCollections': post(`${A}/front/artCollection/myCollections`),
  'publish.myComments': post(`${A}/front/pubContent/myComments`),

  /** Articles filed under an editorial category (margin trading for lrArticle). */
  'article.byCategory': post(`${A}/front/articleInfo/queryArticleByCategory`),
  'etf.themes': get(`${A}/front/etf/themes`),
  'etf.marginList': get(`${A}/front/etf/marginList`),
  'etf.byCodes': post(`${A}/front/etf/queryByCodes`),
  'etf.circleFeed': post(`${A}/front/etf/circleFeed`),
  /** Live freshness (docs/product.md §4.20): what is new since the reader's cursors, per feed; cheap, for polling. */
  'feed.fresh': post(`${A}/front/feed/fresh`),
  /** The same pushed as written: text/event-stream of FRESH_EVENTS, for `feeds` (comma-separated FreshFeeds). */
  'feed.stream': get(`${A}/front/feed/stream`),

  'account.checkLogout': get('/account/checkLogout.json', 'account'),
  'account.queryOuterBound': get('/account/query_outer_bound.json', 'account'),
  'account.unboundOuter': get('/account/unbound_outer.json', 'account'),
  'account.cancelLogout': get('/account/cancelLogout.json', 'account'),
  'account.applyLogout': get('/account/applyLogout.json', 'account'),
  'account.queryUserAuth': {
    method: 'POST',
    form: 'postUrlencoded',
    base: 'account',
    path: '/account/query_user_auth.json',
  },
  'account.findNickNameByToken': {
    method: 'POST',
    form: 'postUrlencoded',
    base: 'account',
    path: '/account/findNickNameByToken.json',
  },
  'account.userInfoByToken': {
    method: 'POST',
    form: 'postUrlencoded',
    base: 'account',
    path: '/account/queryUserInfoByToken.json',
  },
  /** The mini-program's login: a wx.login code for token, userCode and accountId (docs/api.md). */
  'account.miniProgramLogin': {
    method: 'POST',
    form: 'postUrlencoded',
    base: 'account',
    path: '/account/miniProgramLogin.json',
  },

  'misc.getUserBaseInfo': get(`${A}/front/frontUserBaseController/getUserBaseInfo/{id}`),
  'misc.updateUserBaseInfo': post(`${A}/front/frontUserBaseController/updateUserBaseInfo`),
  'misc.getUserBindWxInfo': post(`${A}/front/frontUserBaseController/getUserBindWxInfo`),
  'misc.getTradingDay': get(`${A}/sys/tradingDay/getTradingDay`),
  'misc.configValue': get(`${A}/sys/config/value/{key}`),
  'misc.insertActiveUser': post(`${A}/front/userActiveDetail/insertActiveUser`),
  'misc.queryPorcelainList': get(`${A}/front/porcelain/queryPorcelainList`),
  'misc.queryNewTopicAndArticle': post(`${A}/front/sysTopic/queryNewTopicAndArticle`),
  'misc.getHotStock': get(`${A}/front/hotStock/getHotStock`),
  'misc.getInterfaceSwitch': post('/api/getInterfaceSwitch', 'live'),
  'misc.fundServlet': get('/servlet/json', 'fund'),
  'misc.messageList': post(`${A}/front/personalMsg/list`),
  'misc.messageUnread': post(`${A}/front/personalMsg/unread`),
  'misc.messageRead': post(`${A}/front/personalMsg/read`),
  'misc.guessPlateRound': post(`${A}/front/activity/guessPlate/currentRound`),
  'misc.guessPlateGuess': post(`${A}/front/activity/guessPlate/guess`),
  'misc.showRoleInfo': post(`${A}/front/activity/showRole/info`),
  'misc.showRoleWearBadge': post(`${A}/front/activity/showRole/wearBadge`),
  'misc.showRoleClaimBenefit': post(`${A}/front/activity/showRole/claimBenefit`),

  'signature.get': { method: 'POST', form: 'postUrlencoded', base: 'main', path: '/servlet/json' },
  'quote.query': post('/hq/quote.json'),
  'quote.intraday': get('/hq/intraday.json'),
  'etf.newList': get('/etf/newEtfList', 'ops'),
  'routeConfig.android': get('/routeFunction/android.json', 'ops'),
  'routeConfig.ios': get('/routeFunction/ios.json', 'ops'),
} as const satisfies Record<string, EndpointSpec>

export type EndpointKey = keyof typeof ENDPOINTS

/** The product id fills `{product}`; other `{name}`s come from `params`, URI-encoded. */
export function fillPath(template: string, product: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name === 'product') return product
    const value = params[name]
    if (value === undefined) throw new Error(`fillPath: no value for {${name}} in ${template}`)
    return encodeURIComponent(value)
  })
}

/**
 * Request and response body of each endpoint, for typed handlers on both sides. Path parameters
 * (`{id}`, `{token}`, `{key}`, `{pageId}`) are not part of `req`. An endpoint whose request is defined in
 * types/requests has no `req` here: its type comes from that one definition (EndpointRequest).
 */
export interface EndpointTypes {
  'page.info': { res: AdminEnvelope<PageInfo> }

  'live.getLives': { res: AdminEnvelope<Page<Live>> }
  'live.saveApptHis': { res: AdminEnvelope<{ appointed: boolean }> }
  'live.v2GetLives': { res: AdminEnvelope<Page<Live>> }
  'live.v2GetMyPageLive': { res: AdminEnvelope<Page<Live>> }
  'live.v2GetLiveOpenType': { res: LiveOpenTypeEnvelope }

  'topic.queryTopicAll': { res: AdminEnvelope<Page<Topic>> }
  'topic.queryTopicInfo': { res: AdminEnvelope<TopicDetail> }
  'topic.queryNewArticle': { res: AdminEnvelope<Page<Dynamic>> }
  'topic.queryHotArticle': { res: AdminEnvelope<Page<Dynamic>> }
  'topic.queryHotActivityArticle': { res: AdminEnvelope<Page<Dynamic>> }
  'topic.queryTopicPage': { res: AdminEnvelope<Page<Topic>> }
  'topic.queryHotRecommendArticle': { res: AdminEnvelope<Page<Dynamic>> }
  'topic.queryTopicByShowPosition': { res: AdminEnvelope<Topic[]> }
  'topic.topicVote': { res: AdminEnvelope<TopicVote> }
  'topic.topicRecommend': { res: AdminEnvelope<Page<Topic>> }
  'topic.getActivityTopicOverview': { res: AdminEnvelope<ActivityTopicOverview> }

  'follow.myFollowUsers': { res: AdminEnvelope<Page<FollowUser>> }
  'follow.allFollowRecommend': { res: AdminEnvelope<Page<Dynamic>> }
  'follow.myFollowCircles': { res: AdminEnvelope<Page<Circle>> }
  'follow.followCircles': { res: AdminEnvelope<{ followed: boolean; memberCount: number }> }
  'follow.lastClickTime': { res: AdminEnvelope<FollowLastClickMap> }
  'follow.clickMyFollowUsers': { res: AdminEnvelope<null> }
  'follow.follow': { res: AdminEnvelope<FollowResult> }
  'follow.unfollow': { res: AdminEnvelope<FollowResult> }
  'follow.followList': { res: AdminEnvelope<Page<Account>> }
  'follow.fansList': { res: AdminEnvelope<Page<Account>> }
  'follow.recommendUserList': { res: AdminEnvelope<Page<Account>> }
  'follow.moreRecommendUserList': { res: AdminEnvelope<Page<Account>> }

  'like.praise': { res: AdminEnvelope<PraiseResult> }
  'like.cmapiPraise': { res: AdminEnvelope<PraiseResult> }

  'bigV.queryBigVHomeInfo': { res: AdminEnvelope<BigVHome> }
  'bigV.queryArticleInfoByAccountId': { res: AdminEnvelope<Page<Dynamic>> }
  'bigV.queryVideoInfoByAccountId': { res: AdminEnvelope<Page<ShortVideo>> }

  'circle.findInformation': { res: AdminEnvelope<CircleDetail> }
  'circle.queryCircleAll': { res: AdminEnvelope<Page<Circle>> }
  'circle.findCircleAllNew': { res: AdminEnvelope<Page<Dynamic>> }
  'circle.findCircleAllHot': { res: AdminEnvelope<Page<Dynamic>> }
  'circle.findCirclePrime': { res: AdminEnvelope<Page<Dynamic>> }
  'circle.findCircleActivity': { res: AdminEnvelope<Page<Activity>> }

  'search.queryColumn': { res: AdminEnvelope<Page<Dynamic>> }
  'search.queryUserList': { res: AdminEnvelope<Page<Account>> }
  'search.queryStock': { res: AdminEnvelope<Page<StockSearchItem>> }
  'search.hotWords': { req: Record<string, never>; res: AdminEnvelope<HotSearchWord[]> }

  'article.updateArticleInfo': { res: AdminEnvelope<{ readCount: number }> }
  'article.dynamicList': { res: AdminEnvelope<Page<Dynamic>> }
  'article.getCommentByArticle': { res: AdminEnvelope<Page<Comment>> }
  'article.getCommentReplies': { res: AdminEnvelope<CommentThread> }
  'article.getMessageInfoListByStockCode': { res: AdminEnvelope<Page<Dynamic>> }
  'article.appCreateSave': { res: AdminEnvelope<{ articleId: string }> }
  'article.getInfoByArticleId': { res: AdminEnvelope<ArticleInfo> }
  'article.deleteArticle': { res: AdminEnvelope<null> }
  'article.getSelfInfoListByAccountId': { res: AdminEnvelope<Page<Dynamic>> }
  'article.getSetArticleByAccount': { res: AdminEnvelope<Dynamic[]> }
  'article.activityList': { res: AdminEnvelope<Page<Activity>> }
  'article.appInfo': { res: AdminEnvelope<ArticleDetail> }
  'article.info': { res: AdminEnvelope<ArticleDetail> }

  'publish.publishView': { res: AdminEnvelope<{ articleId: string; pubId: string }> }
  'upload.image': { req: Record<string, never>; res: AdminEnvelope<UploadedImage> }
  'publish.publishComment': { res: AdminEnvelope<Comment | Reply> }
  'publish.removeContent': { res: AdminEnvelope<null> }

  'vote.voteDetail': { res: AdminEnvelope<Vote> }
  'vote.articleVote': { res: AdminEnvelope<Vote> }

  'collection.insColl': { res: AdminEnvelope<{ collected: boolean }> }
  'collection.delColl': { res: AdminEnvelope<{ collected: boolean }> }
  'collection.myCollections': { res: AdminEnvelope<Page<Dynamic>> }
  'publish.myComments': { res: AdminEnvelope<Page<MyComment>> }

  'article.byCategory': { res: AdminEnvelope<Page<Dynamic>> }
  'etf.themes': { res: AdminEnvelope<EtfTheme[]> }
  'etf.marginList': { res: AdminEnvelope<Etf[]> }
  'etf.byCodes': { res: AdminEnvelope<Etf[]> }
  'etf.circleFeed': { res: AdminEnvelope<Page<Dynamic>> }
  'feed.fresh': { res: AdminEnvelope<{ feeds: FreshFeedAnswer[] }> }
  /** Not JSON: a text/event-stream whose events carry FreshReady and FreshPush (FRESH_EVENTS). */
  'feed.stream': { res: string }

  'account.checkLogout': { res: AccountEnvelope<CancellationStatus> }
  'account.queryOuterBound': { res: AccountEnvelope<OuterBinding[]> }
  'account.unboundOuter': { res: AccountEnvelope<{ unbound: boolean }> }
  'account.cancelLogout': { res: AccountEnvelope<CancellationStatus> }
  'account.applyLogout': { res: AccountEnvelope<CancellationStatus> }
  'account.queryUserAuth': { res: AccountEnvelope<UserAuth> }
  'account.findNickNameByToken': { res: AccountEnvelope<{ nickName: string }> }
  'account.userInfoByToken': { res: AccountEnvelope<UserInfoByToken> }
  'account.miniProgramLogin': { res: AccountEnvelope<MiniProgramLogin> }

  'misc.getUserBaseInfo': { res: AdminEnvelope<Account> }
  'misc.updateUserBaseInfo': { res: AdminEnvelope<Account> }
  'misc.getUserBindWxInfo': { res: AdminEnvelope<WxBindInfo> }
  'misc.getTradingDay': { res: AdminEnvelope<TradingDay> }
  'misc.configValue': { req: Record<string, never>; res: AdminEnvelope<ConfigValue> }
  'misc.insertActiveUser': { res: AdminEnvelope<null> }
  'misc.queryPorcelainList': { req: Record<string, never>; res: AdminEnvelope<PorcelainItem[]> }
  'misc.queryNewTopicAndArticle': { res: AdminEnvelope<{ topic: Topic | null; articles: Dynamic[] }> }
  'misc.getHotStock': { res: AdminEnvelope<HotStock[]> }
  'misc.getInterfaceSwitch': { res: AdminEnvelope<InterfaceSwitch> }
  'misc.fundServlet': { res: ServletEnvelope<Fund | FundTrend> }
  'misc.messageList': { res: AdminEnvelope<Page<PersonalMessage>> }
  'misc.messageUnread': { res: AdminEnvelope<UnreadCounts> }
  'misc.messageRead': { res: AdminEnvelope<UnreadCounts> }
  'misc.guessPlateRound': { res: AdminEnvelope<GuessPlateOverview> }
  'misc.guessPlateGuess': { res: AdminEnvelope<GuessPlateGuess> }
  'misc.showRoleInfo': { res: AdminEnvelope<ShowRoleInfo> }
  'misc.showRoleWearBadge': { res: AdminEnvelope<ShowRoleInfo> }
  'misc.showRoleClaimBenefit': { res: AdminEnvelope<ShowRoleInfo> }

  'signature.get': { req: SignatureRequest; res: ServletEnvelope<SignatureResult> }
  'quote.query': { req: QuoteRequest; res: QuoteResponse }
  'quote.intraday': { res: AdminEnvelope<Intraday> }
  'etf.newList': { res: EtfEnvelope<EtfNewListContent> }
  'routeConfig.android': { req: RouteConfigRequest; res: unknown }
  'routeConfig.ios': { req: RouteConfigRequest; res: unknown }
}

/**
 * What a request carries: the static type of its schema in types/requests when it has one (validation and type from
 * one definition), else the hand-written `req` of EndpointTypes. Type-only import: the app never loads TypeBox.
 */
export type EndpointRequest<K extends EndpointKey> = K extends RequestKey
  ? Static<Requests[K]>
  : EndpointTypes[K] extends { req: infer R }
    ? R
    : never
export type EndpointResponse<K extends EndpointKey> = EndpointTypes[K]['res']

/** Compile-time guard: the endpoint table and the type table list the same keys. */
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false
export const ENDPOINT_TYPES_COMPLETE: SameKeys<typeof ENDPOINTS, EndpointTypes> = true
