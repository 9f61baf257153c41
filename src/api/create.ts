import { DEFAULT_PRODUCT } from '@shared/api'
import type { Request, RequestOptions } from '@/http/types'
import { createAccountServiceApi } from './account-service'
import { createArticleApi } from './article'
import { createBigVApi } from './big-v'
import { createCircleApi } from './circle'
import { createCollectionApi } from './collection'
import type { ApiContext } from './core'
import { createEtfApi } from './etf'
import { createFeedApi } from './feed'
import { createFollowApi } from './follow'
import { createLikeApi } from './like'
import { createLiveApi } from './live'
import { createMiscApi } from './misc'
import { createPageApi } from './page'
import { createPublishApi } from './publish'
import { createQuoteApi } from './quote'
import { createRouteConfigApi } from './route-config'
import { createSearchApi } from './search'
import { createSignatureApi } from './signature'
import { createTopicApi } from './topic'
import { createUserInfoApi } from './user-info'
import { createVoteApi } from './vote'

/**
 * Every domain bound to one request function and product id. Kept free of '@/http' (the real
 * request) so tests and the server's own checks can build it with a fake.
 */
export function createApi(
  request: Request,
  product: string = DEFAULT_PRODUCT,
  atBoot?: <T>(options: RequestOptions) => T | undefined,
) {
  const ctx: ApiContext = { request, product, atBoot }
  return {
    page: createPageApi(ctx),
    live: createLiveApi(ctx),
    topic: createTopicApi(ctx),
    follow: createFollowApi(ctx),
    like: createLikeApi(ctx),
    bigV: createBigVApi(ctx),
    circle: createCircleApi(ctx),
    search: createSearchApi(ctx),
    article: createArticleApi(ctx),
    publish: createPublishApi(ctx),
    vote: createVoteApi(ctx),
    collection: createCollectionApi(ctx),
    accountService: createAccountServiceApi(ctx),
    userInfo: createUserInfoApi(ctx),
    misc: createMiscApi(ctx),
    signature: createSignatureApi(ctx),
    quote: createQuoteApi(ctx),
    etf: createEtfApi(ctx),
    routeConfig: createRouteConfigApi(ctx),
    feed: createFeedApi(ctx),
  }
}
export type Api = ReturnType<typeof createApi>
