/**
 * Which reads are kept for offline reading (docs/product.md §8.5), one row per endpoint of `ENDPOINTS`: the table is
 * typed by its keys, so a new endpoint does not compile until someone decides whether it is kept.
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

export const OFFLINE_RULES = {
  'page.info': 'feed',

  'live.getLives': 'feed',
  'live.saveApptHis': 'never',
  'live.v2GetLives': 'feed',
  'live.v2GetMyPageLive': 'feed',
  'live.v2GetLiveOpenType': 'never',

  'topic.queryTopicAll': 'feed',
  'topic.queryTopicInfo': 'feed',
  'topic.queryNewArticle': 'feed',
  'topic.queryHotArticle': 'feed',
  'topic.queryHotActivityArticle': 'feed',
  'topic.queryTopicPage': 'feed',
  'topic.queryHotRecommendArticle': 'feed',
  'topic.queryTopicByShowPosition': 'feed',
  'topic.topicVote': 'never',
  'topic.topicRecommend': 'feed',
  'topic.getActivityTopicOverview': 'feed',

  'follow.myFollowUsers': 'personal',
  'follow.allFollowRecommend': 'personal',
  'follow.myFollowCircles': 'personal',
  'follow.followCircles': 'never',
  'follow.lastClickTime': 'personal',
  'follow.clickMyFollowUsers': 'never',
  'follow.follow': 'never',
  'follow.unfollow': 'never',
  'follow.followList': 'personal',
  'follow.fansList': 'personal',
  'follow.recommendUserList': 'feed',
  'follow.moreRecommendUserList': 'feed',

  'like.praise': 'never',
  'like.cmapiPraise': 'never',

  'bigV.queryBigVHomeInfo': 'feed',
  'bigV.queryArticleInfoByAccountId': 'feed',
  'bigV.queryVideoInfoByAccountId': 'feed',

  'circle.findInformation': 'feed',
  'circle.queryCircleAll': 'feed',
  'circle.findCircleAllNew': 'feed',
  'circle.findCircleAllHot': 'feed',
  'circle.findCirclePrime': 'feed',
  'circle.findCircleActivity': 'feed',

  'search.queryColumn': 'never',
  'search.queryUserList': 'never',
  'search.queryStock': 'never',
  'search.hotWords': 'feed',

  'article.updateArticleInfo': 'never',
  'article.dynamicList': 'feed',
  'article.getCommentByArticle': 'detail',
  'article.getCommentReplies': 'detail',
  'article.getMessageInfoListByStockCode': 'feed',
  'article.appCreateSave': 'never',
  'article.getInfoByArticleId': 'detail',
  'article.deleteArticle': 'never',
  'article.getSelfInfoListByAccountId': 'feed',
  'article.getSetArticleByAccount': 'feed',
  'article.activityList': 'feed',
  'article.appInfo': 'detail',
  'article.info': 'detail',

  'publish.publishView': 'never',
  'upload.image': 'never',
  'publish.publishComment': 'never',
  'publish.removeContent': 'never',

  'vote.voteDetail': 'feed',
  'vote.articleVote': 'never',

  'collection.insColl': 'never',
  'collection.delColl': 'never',
  'collection.myCollections': 'personal',
  'publish.myComments': 'personal',

  'article.byCategory': 'feed',
  'etf.themes': 'feed',
  'etf.marginList': 'feed',
  'etf.byCodes': 'never',
  'etf.circleFeed': 'feed',
  'feed.fresh': 'never',
  'feed.stream': 'never',

  'account.checkLogout': 'personal',
  'account.queryOuterBound': 'personal',
  'account.unboundOuter': 'never',
  'account.cancelLogout': 'never',
  'account.applyLogout': 'never',
  'account.queryUserAuth': 'personal',
  'account.findNickNameByToken': 'personal',
  'account.userInfoByToken': 'personal',
  'account.miniProgramLogin': 'never',

  'misc.getUserBaseInfo': 'feed',
  'misc.updateUserBaseInfo': 'never',
  'misc.getUserBindWxInfo': 'personal',
  'misc.getTradingDay': 'never',
  'misc.configValue': 'never',
  'misc.insertActiveUser': 'never',
  'misc.queryPorcelainList': 'feed',
  'misc.queryNewTopicAndArticle': 'feed',
  'misc.getHotStock': 'feed',
  'misc.getInterfaceSwitch': 'never',
  'misc.fundServlet': 'never',
  'misc.messageList': 'personal',
  'misc.messageUnread': 'personal',
  'misc.messageRead': 'never',
  'misc.guessPlateRound': 'personal',
  'misc.guessPlateGuess': 'never',
  'misc.showRoleInfo': 'personal',
  'misc.showRoleWearBadge': 'never',
  'misc.showRoleClaimBenefit': 'never',

  'signature.get': 'never',
  'quote.query': 'never',
  'quote.intraday': 'never',
  'etf.newList': 'never',
  'routeConfig.android': 'never',
  'routeConfig.ios': 'never',
} as const satisfies Record<EndpointKey, OfflineRule>

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
  const rule: OfflineRule | undefined = endpoint ? OFFLINE_RULES[endpoint] : undefined
  if ((rule !== 'feed' && rule !== 'detail') || !firstPage(data)) return null
  if (rule === 'feed') return { kind: 'feed', group: requestKey }
  const group = groupOf(data, params)
  return group ? { kind: 'detail', group } : null
}
