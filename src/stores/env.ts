/**
 * What the domain stores need from outside: the API (injected, so tests hand in a fake), the few
 * platform calls an interaction makes, and the login gate. Built once by the app session.
 */
import type { Api } from '@/api'
import type { Platform } from '@/platform'

export type StorePlatform = Pick<
  Platform,
  | 'kind'
  | 'toast'
  | 'getFavourite'
  | 'setFavourite'
  | 'addWatchlistStock'
  | 'getWatchlistStocks'
  | 'getWatchlistGroups'
  | 'requestQuote'
  | 'getAbTestValue'
  | 'promptGoodRating'
  | 'saveImageToAlbum'
>

export interface StoreEnv {
  api: Api
  platform: StorePlatform
  /**
   * True when logged in; otherwise starts the login (app, mini-program) or says to open the app
   * (plain browser) and answers false (docs/product.md §4.2).
   */
  requireLogin: () => boolean
  /** Logs out through the platform and forgets the identity (docs/product.md §4.2). */
  logout?: () => Promise<void>
  /**
   * True when the platform says there is no network now: a write is then refused before anything is shown as done
   * (docs/product.md §8.5). Without it, writes are always tried.
   */
  networkGone?: () => boolean
}
