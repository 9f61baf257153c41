import type { AuthFields, Dynamic, EndpointRequest, Page } from '@shared/api'
import { callData, withPage, type ApiContext, type Paged } from './core'

/** One's own collections: the app always sends the caller's identity. */
type MyCollectionsRequest = AuthFields & EndpointRequest<'collection.myCollections'>

export function createCollectionApi(ctx: ApiContext) {
  return {
    collect: async (auth: AuthFields, articleId: string): Promise<boolean> =>
      (await callData(ctx, 'collection.insColl', { ...auth, articleId })).collected,
    uncollect: async (auth: AuthFields, articleId: string): Promise<boolean> =>
      (await callData(ctx, 'collection.delColl', { ...auth, articleId })).collected,
    mine: (req: Paged<MyCollectionsRequest>): Promise<Page<Dynamic>> =>
      callData(ctx, 'collection.myCollections', withPage<MyCollectionsRequest>(req)),
  }
}
