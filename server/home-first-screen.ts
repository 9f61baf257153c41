import { ENDPOINTS, fillPath, type PageInfo } from '@shared/api'
import type { BootAnswers } from '@shared/boot-answers'
import { bannerImages, HOME_PAGE_ID } from '@shared/home-page'
import type { DB } from './db'
import { ok } from './http/envelope'
import { pageInfo } from './routes/misc'

/** What home's HTML carries for its first screen (docs/product.md §2.9). */
export interface HomeFirstScreen {
  /** The banner's first image, the page's largest paint: preloaded (server/preload.ts). */
  leadImages: string[]
  /** Home's `page.info` answer, the same for every viewer: written into the HTML (server/boot-answers.ts). */
  bootAnswers: BootAnswers
}

const NOTHING: HomeFirstScreen = { leadImages: [], bootAnswers: {} }

/**
 * Both read from one `page.info` answer, built by that route's own function and envelope. Nothing when the
 * configuration is missing or broken: the page then asks and loads as always.
 */
export function homeFirstScreen(db: DB, productId: string): HomeFirstScreen {
  let info: PageInfo
  try {
    info = pageInfo(db, HOME_PAGE_ID)
  } catch {
    return NOTHING
  }
  let leadImages: string[] = []
  try {
    leadImages = bannerImages(info).slice(0, 1)
  } catch {
    // A banner module of the wrong shape: home shows no banner, so there is nothing to preload.
  }
  return {
    leadImages,
    bootAnswers: { [fillPath(ENDPOINTS['page.info'].path, productId, { pageId: HOME_PAGE_ID })]: ok(info) },
  }
}
