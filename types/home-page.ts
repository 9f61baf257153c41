/**
 * The app home as operations configure it (docs/product.md §4.13). Shared by the app, which draws the banner,
 * and the reference server, which tells the browser about the banner's first image before any script runs.
 */
import type { PageInfo } from './api'

/** The app home's page id in the page configuration. */
export const HOME_PAGE_ID = 'app-home'

/** The banner images of a page's configuration; a module configured wrongly gives none rather than breaking home. */
export function bannerImages(info: Pick<PageInfo, 'modules'>): string[] {
  const banner = info.modules.find((module) => module.type === 'banner')
  const images = banner?.config.images
  if (!Array.isArray(images)) return []
  return images.filter((image): image is string => typeof image === 'string' && image.trim() !== '')
}
