import type { RoutePath } from '@/config/routes'
import { pageAddress } from './decide-open'
import { currentOrigin } from './origin'

/** A page's address on this site, as people can open it outside the app (poster, share card). */
export function sitePageAddress(path: RoutePath): string {
  return pageAddress(path, currentOrigin())
}
