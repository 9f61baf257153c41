import type { PageInfo } from '@shared/api'
import { HOME_PAGE_ID, bannerImages } from '@shared/home-page'
import { prep, type DB } from './db'

/**
 * The first banner image of the app home's configuration, read as `page.info` answers it: the home page's
 * largest paint, which its HTML preloads (server/preload.ts). Nothing when the configuration is missing or
 * broken; the page then simply loads it later.
 */
export function homeLeadImages(db: DB): string[] {
  try {
    const row = prep(db, 'SELECT content FROM page_info WHERE page_id = ?').get(HOME_PAGE_ID) as
      { content: string } | undefined
    if (!row) return []
    const info = JSON.parse(row.content) as Pick<PageInfo, 'modules'>
    return Array.isArray(info.modules) ? bannerImages(info).slice(0, 1) : []
  } catch {
    return []
  }
}
