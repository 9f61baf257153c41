import type { AuthFields, AuthPageRequest, Dynamic, Page } from '@shared/api'
import { callData, withPage, type ApiContext, type Paged } from './core'

export function createCollectionApi(ctx: ApiContext) {
  return {
    collect: async (auth: AuthFields, articleId: string): Promise<boolean> =>
      (await callData(ctx, 'collection.insColl', { ...auth, articleId })).collected,
    uncollect: async (auth: AuthFields, articleId: string): Promise<boolean> =>
      (await callData(ctx, 'collection.delColl', { ...auth, articleId })).collected,
    mine: (req: Paged<AuthPageRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'collection.myCollections', withPage<AuthPageRequest>(req)),
  }
}
