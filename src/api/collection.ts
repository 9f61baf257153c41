import type { AuthFields } from '@shared/api'
import { callData, type ApiContext } from './core'

export function createCollectionApi(ctx: ApiContext) {
  return {
    collect: async (auth: AuthFields, articleId: string): Promise<boolean> =>
      (await callData(ctx, 'collection.insColl', { ...auth, articleId })).collected,
    uncollect: async (auth: AuthFields, articleId: string): Promise<boolean> =>
      (await callData(ctx, 'collection.delColl', { ...auth, articleId })).collected,
  }
}
