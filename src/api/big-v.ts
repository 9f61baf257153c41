import type {
  Account,
  AccountPageRequest,
  BigVHome,
  Dynamic,
  EndpointRequest,
  Live,
  Page,
  PageRequest,
  ShortVideo,
  ViewerFields,
} from '@shared/api'
import { callData, withPage, type ApiContext, type Paged } from './core'

type AccountLivesRequest = EndpointRequest<'bigV.queryLiveInfoByAccountId'>
type AccountVideosRequest = EndpointRequest<'bigV.queryVideoInfoByAccountId'>

export function createBigVApi(ctx: ApiContext) {
  return {
    homeInfo: (toAccountId: string, accountId?: string): Promise<BigVHome> =>
      callData(ctx, 'bigV.queryBigVHomeInfo', { toAccountId, accountId }),
    /** CRH-CM-IN2312. */
    list: (req: Paged<PageRequest & ViewerFields> = {}): Promise<Page<Account>> =>
      callData(ctx, 'bigV.list', withPage<PageRequest & ViewerFields>(req)),
    articles: (req: Paged<AccountPageRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'bigV.queryArticleInfoByAccountId', withPage<AccountPageRequest>(req)),
    lives: (req: Paged<AccountLivesRequest>): Promise<Page<Live>> =>
      callData(ctx, 'bigV.queryLiveInfoByAccountId', withPage<AccountLivesRequest>(req)),
    videos: (req: Paged<AccountVideosRequest>): Promise<Page<ShortVideo>> =>
      callData(ctx, 'bigV.queryVideoInfoByAccountId', withPage<AccountVideosRequest>(req)),
    findAccountId: async (userCode: string): Promise<string | null> =>
      (await callData(ctx, 'bigV.findAccountId', { userCode })).accountId,
  }
}
