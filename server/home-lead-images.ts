import { bannerImages, HOME_PAGE_ID } from '@shared/home-page'
import type { DB } from './db'
import { pageInfo } from './routes/misc'

/**
 * The first banner image of the app home's configuration, read as `page.info` answers it: the home page's
 * largest paint, which its HTML preloads (server/preload.ts). Nothing when the configuration is missing or
 * broken; the page then simply loads it later.
 */
export function homeLeadImages(db: DB): string[] {
  try {
    const info = pageInfo(db, HOME_PAGE_ID)
    return Array.isArray(info.modules) ? bannerImages(info).slice(0, 1) : []
  } catch {
    return []
  }
}
