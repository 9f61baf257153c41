import type { AccountPageRequest, BigVHome, Dynamic, EndpointRequest, Page, ShortVideo } from '@shared/api'
import { callData, withPage, type ApiContext, type Paged } from './core'

type AccountVideosRequest = EndpointRequest<'bigV.queryVideoInfoByAccountId'>

export function createBigVApi(ctx: ApiContext) {
  return {
    homeInfo: (toAccountId: string, accountId?: string): Promise<BigVHome> =>
      callData(ctx, 'bigV.queryBigVHomeInfo', { toAccountId, accountId }),
    articles: (req: Paged<AccountPageRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'bigV.queryArticleInfoByAccountId', withPage<AccountPageRequest>(req)),
    videos: (req: Paged<AccountVideosRequest>): Promise<Page<ShortVideo>> =>
      callData(ctx, 'bigV.queryVideoInfoByAccountId', withPage<AccountVideosRequest>(req)),
  }
}
