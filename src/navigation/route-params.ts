import type { QueryRecord } from '@/lib'
import type { RoutePath } from '@/config/routes'
import type { Theme } from '@/platform'

/** The parameters docs/product.md §2.3 lists per route; other routes take a free query. */
export interface KnownRouteParams {
  'community/personalCenter/index': { accountId?: string; toAccountId?: string }
  'community/articleDetail/index': { articleId: string; source: 'article' | 'post'; theme?: Theme }
  'monetary_circle/circle/circle': { circleId: string }
  'topics/topicPage/index': { topicId: string }
  'community/dynamicData/index': { lookUserId: string }
  'community/hotFund/index': { lookUserId: string }
  'community/orgDetail/index': { toAccountId: string }
  'pages/follow/index': { toAccountId: string; tab?: 'following' | 'followers' }
  /** What a new post starts with; mode 'article' opens the long-article form for verified accounts. */
  'community/post/index': { topicId?: string; circleId?: string; code?: string; name?: string; mode?: 'article' }
  /**
   * A stock's comment board (docs/product.md §4.17): the stock's code with its market prefix, its name
   * for the title until the quote arrives, and the comment a feed card was opened from.
   */
  'community/stockCommit/index': { code: string; name?: string; articleId?: string }
}

export type KnownRoutePath = keyof KnownRouteParams

/** The argument list openRoute takes after the path: required params where §2.3 lists them. */
export type RouteParamsArgs<P extends RoutePath> = P extends KnownRoutePath
  ? [params: KnownRouteParams[P] & QueryRecord]
  : [params?: QueryRecord]
