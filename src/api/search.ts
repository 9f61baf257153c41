import type { Account, Dynamic, EndpointRequest, HotSearchWord, Page, StockSearchItem } from '@shared/api'
import { callData, withPage, type ApiContext, type Paged } from './core'

type SearchColumnRequest = EndpointRequest<'search.queryColumn'>
type SearchUserRequest = EndpointRequest<'search.queryUserList'>
type SearchStockRequest = EndpointRequest<'search.queryStock'>

export function createSearchApi(ctx: ApiContext) {
  return {
    queryColumn: (req: Paged<SearchColumnRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'search.queryColumn', withPage<SearchColumnRequest>({ ...req, keyword: req.keyword.trim() })),
    queryUserList: (req: Paged<SearchUserRequest>): Promise<Page<Account>> =>
      callData(ctx, 'search.queryUserList', withPage<SearchUserRequest>({ ...req, keyword: req.keyword.trim() })),
    queryStock: (req: Paged<SearchStockRequest>): Promise<Page<StockSearchItem>> =>
      callData(ctx, 'search.queryStock', withPage<SearchStockRequest>({ ...req, keyword: req.keyword.trim() })),
    hotWords: (): Promise<HotSearchWord[]> => callData(ctx, 'search.hotWords'),
  }
}
