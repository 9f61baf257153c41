/**
 * The one interface page code, stores and the HTTP layer use to reach the host. Three
 * implementations (native bridge, wx, browser fallback) are chosen once at start-up; nothing above
 * this layer asks "where am I".
 */
import type {
  FavouriteData,
  NativeAccountInfo,
  QuoteRequest,
  QuoteResponse,
  ShareData,
  WatchlistGroup,
} from '@shared/bridge'
import type { Emitter } from './emitter'
import type { BridgeProbe } from './transport'

export type HostKind = 'native' | 'wx' | 'browser'

export type Theme = 'light' | 'dark' | 'red'

export interface PlatformEvents {
  /** The app logged a user in (or switched account); both values are non-empty and not '0'. */
  loginUpdate: { accountId: string; token: string }
  themeChange: { theme: Theme }
  /** The page became visible again (back from another page or from the background). */
  pageVisible: undefined
  /** The app's left (back) button was tapped while the page handles it itself. */
  back: undefined
  /** Every push as it arrived, accepted or dropped (the QA page's event log). */
  received: ReceivedNativeEvent
}

export interface ReceivedNativeEvent {
  name: string
  /** The payload as sent; null when there was none. */
  payload: string | null
  /** False when the page dropped it (malformed, unknown name). */
  accepted: boolean
}

/** Client facts; empty strings where the host has none. */
export interface ClientInfo {
  clientType: string
  appVersion: string
  cid: string
  deviceId: string
  /** The host's theme, when it has one. */
  theme: Theme | null
  /** The app offers its own comment input (docs/product.md §4.8); absent elsewhere. */
  commentInput?: boolean
}

export interface SystemInfo {
  platform: string
  windowWidth: number
  windowHeight: number
  statusBarHeight: number
}

/** A string key-value store that never throws (private mode, quota, disabled storage). */
export interface KeyValueStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

export interface Platform {
  readonly kind: HostKind
  readonly events: Emitter<PlatformEvents>
  readonly sessionStorage: KeyValueStorage
  readonly localStorage: KeyValueStorage

  // Account (native app; empty elsewhere)
  communityLogin(): Promise<NativeAccountInfo | null>
  getCommunityAccount(): Promise<NativeAccountInfo | null>
  logout(): Promise<void>
  getClientInfo(): Promise<ClientInfo>
  /** Mini-program login code (wx.login); '' on other hosts. */
  miniProgramLogin(): Promise<string>

  // Content actions
  comment(params: { pubId?: string; pubType?: string; placeholder?: string; content?: string }): Promise<string | null>
  share(data: ShareData): Promise<boolean>
  getFavourite(newsId: string): Promise<boolean>
  setFavourite(data: FavouriteData, collected: boolean): Promise<boolean>
  addWatchlistStock(code: string, groupId?: string): Promise<boolean>
  getWatchlistStocks(groupId?: string): Promise<string[]>
  getWatchlistGroups(): Promise<WatchlistGroup[]>
  requestQuote(request: QuoteRequest): Promise<QuoteResponse | null>
  /** Opens an outside address in the host; false (and a log line) for a bad URL. */
  openUrl(url: string, options?: { navigationBarHidden?: boolean }): Promise<boolean>
  /** Opens an app function by id; false (and a log line) for an empty or bad id. */
  openFunction(functionId: string, params?: Record<string, string>): Promise<boolean>
  saveImageToAlbum(url: string): Promise<boolean>
  logEvent(event: string, properties?: Record<string, string | number | boolean>): void
  getAbTestValue(key: 'AccountInterflow'): Promise<string>
  promptGoodRating(): Promise<void>
  /** True the first time it is called on a given day for an account; the app keeps the marker. */
  markDailyAction(accountId: string, day: string): Promise<boolean>

  // Page and navigation
  closePage(): void
  /** refresh asks the previous page to reload (comment detail going back). */
  goBack(options?: { refresh?: boolean }): void
  reload(): void
  /** While enabled, the app's left button emits 'back' instead of leaving (add-stock page). */
  setLeftHandle(enabled: boolean): void
  /** Height of the app's status area above the web view content, in px; 0 when unknown. */
  getTopInset(): Promise<number>
  /**
   * The reader's text scale as the host reports it (the app's optional bridge call, WeChat's font setting), or null
   * when it reports none (docs/product.md §2.10).
   */
  getFontScale(): Promise<number | null>
  navigateTo(url: string): Promise<void>
  redirectTo(url: string): Promise<void>
  toast(message: string, durationMs?: number): void
  getSystemInfo(): Promise<SystemInfo>
  /** Puts text on the clipboard (an outside address to open elsewhere); false when the host would not. */
  copyText(text: string): Promise<boolean>

  // Diagnostics (the QA page, docs/qa.md)
  /** Calls a bridge method with the given params and reports the raw outcome; 'unavailable' without an app. */
  probeBridge(method: string, params: Record<string, unknown>, timeoutMs?: number): Promise<BridgeProbe>
  /** Handles a push exactly as if the app had sent it through window.communityEvent. */
  receiveNativeEvent(name: string, payload?: string): void
}

/** A photo picked for a post: a local address the upload and <Image> accept. */
export interface PickedImage {
  path: string
  bytes: number
}
