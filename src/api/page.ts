import type { PageInfo } from '@shared/api'
import { callData, dataAtBoot, type ApiContext } from './core'

export function createPageApi(ctx: ApiContext) {
  return {
    /** Activity page configuration by page id. */
    info: (pageId: string, accountId?: string): Promise<PageInfo> =>
      callData(ctx, 'page.info', { accountId }, { pageId }),
    /** The same call's answer if the page's HTML carried it (home's does), else undefined. */
    infoAtBoot: (pageId: string, accountId?: string): PageInfo | undefined =>
      dataAtBoot(ctx, 'page.info', { accountId }, { pageId }),
  }
}
