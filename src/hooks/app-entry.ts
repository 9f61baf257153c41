import { readBuildSettings } from '@/config/build-settings'
import { appOpenLink } from '@/lib/app-link'
import { getPlatform } from '@/platform'

/** What a plain browser can offer instead of a login (docs/product.md §6.4); each null when not configured. */
export interface AppEntryOffer {
  /** The broker app's link to this very page (APP_OPEN_LINK). */
  openInAppLink: string | null
  /** The app's download page (APP_DOWNLOAD_URL). */
  downloadLink: string | null
  go: (link: string) => void
}

const leaveFor = (link: string) => {
  if (typeof window !== 'undefined') window.location.assign(link)
}

/**
 * Logging in is the app's (or WeChat's) to do: a plain browser cannot, so a login prompt there offers to open the
 * page in the app, or to download it, as the build configures (src/config/build-settings.ts). null in the app and
 * the mini-program, where the prompt logs in.
 */
export function appEntryOffer(
  pageUrl: string = typeof window === 'undefined' ? '' : window.location.href,
  go: (link: string) => void = leaveFor,
): AppEntryOffer | null {
  if (getPlatform().kind !== 'browser') return null
  const settings = readBuildSettings()
  const download = settings.APP_DOWNLOAD_URL.trim()
  return { openInAppLink: appOpenLink(settings.APP_OPEN_LINK, pageUrl), downloadLink: download || null, go }
}

/**
 * Inside the app a collection is one of the app's own favourites (docs/product.md §4.15): the app keeps them and the
 * bridge can tell only whether one item is among them, so 我的收藏 there points to the app's favourites, opened
 * through the configured app function (APP_FAVOURITES_FUNCTION_ID). null outside the app, where the server keeps
 * the collections and the page lists them; `functionId` null when none is configured.
 */
export function appFavouritesEntry(): { functionId: string | null } | null {
  if (getPlatform().kind !== 'native') return null
  return { functionId: readBuildSettings().APP_FAVOURITES_FUNCTION_ID.trim() || null }
}
