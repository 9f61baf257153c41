/**
 * Which reads are kept for offline reading (docs/product.md §8.5), every endpoint of `ENDPOINTS` in one of four lists:
 * checked against its keys, so a new endpoint does not compile until someone decides whether it is kept. The two lists
 * of kept endpoints are values; the two never kept are types (the mini-program's main package counts every byte).
 *
 * - 'feed': a shared read a page draws (a feed, a section of home); kept when it is a first page (or not paged).
 * - 'detail': part of one article or post (its detail, its first comments page); kept per article, the last
 *   `OFFLINE_COPIES.details` articles read.
 * - 'personal': the viewer's own data (messages, follows, collections, comments, account, campaign state): never
 *   kept, so nothing of one account can be shown to another.
 * - 'never': writes, counters, sign-in, start-up facts, live prices and streams: an old copy would be wrong.
 *
 * Everything kept is kept under the identity that asked (its owner), answered only to that owner and cleared when
 * that owner logs out.
 */
import type { EndpointKey } from '@shared/api'

export type OfflineRule = 'feed' | 'detail' | 'personal' | 'never'

/** Shared reads a page draws (a feed, a section of home): kept when a first page (or not paged). */
const FEEDS = [
  'page.info',
  'live.getLives',
  'live.v2GetLives',
  'live.v2GetMyPageLive',
  'topic.queryTopicAll',
  'topic.queryTopicInfo',
  'topic.queryNewArticle',
  'topic.queryHotArticle',
  'topic.queryHotActivityArticle',
  'topic.queryTopicPage',
  'topic.queryHotRecommendArticle',
  'topic.queryTopicByShowPosition',
  'topic.topicRecommend',
  'topic.getActivityTopicOverview',
  'follow.recommendUserList',
  'follow.moreRecommendUserList',
  'bigV.queryBigVHomeInfo',
  'bigV.queryArticleInfoByAccountId',
  'bigV.queryVideoInfoByAccountId',
  'circle.findInformation',
  'circle.queryCircleAll',
  'circle.findCircleAllNew',
  'circle.findCircleAllHot',
  'circle.findCirclePrime',
  'circle.findCircleActivity',
  'search.hotWords',
  'article.dynamicList',
  'article.getMessageInfoListByStockCode',
  'article.getSelfInfoListByAccountId',
  'article.getSetArticleByAccount',
  'article.activityList',
  'vote.voteDetail',
  'article.byCategory',
  'etf.themes',
  'etf.marginList',
  'etf.circleFeed',
  'misc.getUserBaseInfo',
  'misc.queryPorcelainList',
  'misc.queryNewTopicAndArticle',
  'misc.getHotStock',
] as const satisfies readonly EndpointKey[]

/** Parts of one article or post: kept per article. */
const DETAILS = [
  'article.getCommentByArticle',
  'article.getCommentReplies',
  'article.getInfoByArticleId',
  'article.appInfo',
  'article.info',
] as const satisfies readonly EndpointKey[]

/** The viewer's own data: never kept. A type only: what is never kept costs the app no bytes. */
type Personal =
  | 'follow.myFollowUsers'
  | 'follow.allFollowRecommend'
  | 'follow.myFollowCircles'
  | 'follow.lastClickTime'
  | 'follow.followList'
  | 'follow.fansList'
  | 'collection.myCollections'
  | 'publish.myComments'
  | 'account.checkLogout'
  | 'account.queryOuterBound'
  | 'account.queryUserAuth'
  | 'account.findNickNameByToken'
  | 'account.userInfoByToken'
  | 'misc.getUserBindWxInfo'
  | 'misc.messageList'
  | 'misc.messageUnread'
  | 'misc.guessPlateRound'
  | 'misc.showRoleInfo'

/** Writes, counters, sign-in, start-up facts, search results, live prices and streams: never kept. */
type Never =
  | 'live.saveApptHis'
  | 'live.v2GetLiveOpenType'
  | 'topic.topicVote'
  | 'follow.followCircles'
  | 'follow.clickMyFollowUsers'
  | 'follow.follow'
  | 'follow.unfollow'
  | 'like.praise'
  | 'like.cmapiPraise'
  | 'search.queryColumn'
  | 'search.queryUserList'
  | 'search.queryStock'
  | 'article.updateArticleInfo'
  | 'article.appCreateSave'
  | 'article.deleteArticle'
  | 'publish.publishView'
  | 'upload.image'
  | 'publish.publishComment'
  | 'publish.removeContent'
  | 'vote.articleVote'
  | 'collection.insColl'
  | 'collection.delColl'
  | 'etf.byCodes'
  | 'feed.fresh'
  | 'feed.stream'
  | 'account.unboundOuter'
  | 'account.cancelLogout'
  | 'account.applyLogout'
  | 'account.miniProgramLogin'
  | 'misc.updateUserBaseInfo'
  | 'misc.getTradingDay'
  | 'misc.configValue'
  | 'misc.insertActiveUser'
  | 'misc.getInterfaceSwitch'
  | 'misc.fundServlet'
  | 'misc.messageRead'
  | 'misc.guessPlateGuess'
  | 'misc.showRoleWearBadge'
  | 'misc.showRoleClaimBenefit'
  | 'signature.get'
  | 'quote.query'
  | 'quote.intraday'
  | 'etf.newList'
  | 'routeConfig.android'
  | 'routeConfig.ios'

type Decided = (typeof FEEDS)[number] | (typeof DETAILS)[number] | Personal | Never
/** Every endpoint is decided: a new endpoint fails to compile here until it is. */
type Undecided = Exclude<EndpointKey, Decided>
const EVERY_ENDPOINT_DECIDED: [Undecided] extends [never] ? true : Undecided = true
void EVERY_ENDPOINT_DECIDED

const RULES = new Map<string, OfflineRule>([
  ...FEEDS.map((key) => [key, 'feed'] as const),
  ...DETAILS.map((key) => [key, 'detail'] as const),
])

/** The rule of an endpoint: 'feed' or 'detail' for the kept ones, 'never' for the rest (personal data included). */
export function offlineRule(endpoint: EndpointKey): OfflineRule {
  return RULES.get(endpoint) ?? 'never'
}

/** What a kept read is filed under: its article for a detail (so its parts leave together), else itself. */
export interface CopyPlan {
  kind: 'feed' | 'detail'
  group: string
}

type Fields = Readonly<Record<string, unknown>> | undefined

function firstPage(data: Fields): boolean {
  const page = data?.pageNum
  return page === undefined || page === null || Number(page) <= 1
}

const named = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** The article a detail read belongs to (a comment thread is filed under its comment). */
function groupOf(data: Fields, params: Readonly<Record<string, string>> | undefined): string {
  const article = named(params?.id) || named(data?.articleId)
  if (article) return `article:${article}`
  const comment = named(data?.commentId)
  return comment ? `comment:${comment}` : ''
}

/**
 * How a read is kept, or null when it is not: its endpoint's rule, only first pages, and a detail only when it names
 * its article. `requestKey` names the read (what it asked, of which address).
 */
export function copyPlan(
  endpoint: EndpointKey | undefined,
  data: Fields,
  params: Readonly<Record<string, string>> | undefined,
  requestKey: string,
): CopyPlan | null {
  const rule = endpoint ? offlineRule(endpoint) : undefined
  if ((rule !== 'feed' && rule !== 'detail') || !firstPage(data)) return null
  if (rule === 'feed') return { kind: 'feed', group: requestKey }
  const group = groupOf(data, params)
  return group ? { kind: 'detail', group } : null
}
