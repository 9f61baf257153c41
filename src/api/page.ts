import type { PageInfo } from '@shared/api'
import { callData, type ApiContext } from './core'

export function createPageApi(ctx: ApiContext) {
  return {
    /** Activity page configuration by page id. */
    info: (pageId: string, accountId?: string): Promise<PageInfo> =>
      callData(ctx, 'page.info', { accountId }, { pageId }),
  }
}
