import type { Account, Dynamic, Page, SearchColumnRequest, SearchUserRequest } from '@shared/api'
import { callData, withPage, type ApiContext, type Paged } from './core'

export function createSearchApi(ctx: ApiContext) {
  return {
    queryColumn: (req: Paged<SearchColumnRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'search.queryColumn', withPage<SearchColumnRequest>({ ...req, keyword: req.keyword.trim() })),
    queryUserList: (req: Paged<SearchUserRequest>): Promise<Page<Account>> =>
      callData(ctx, 'search.queryUserList', withPage<SearchUserRequest>({ ...req, keyword: req.keyword.trim() })),
  }
}
