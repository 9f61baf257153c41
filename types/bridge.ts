/**
 * The native bridge contract between the H5 pages and the broker app's web view (docs/product.md §7.1).
 * docs/bridge.md describes the same protocol in prose for the native team; keep the two together.
 *
 * Protocol in one paragraph: the app injects `window.community` with one method
 * `call(method, paramsJson, callbackName)`. The web side installs a one-shot global function under
 * `callbackName` and the app answers by calling it with a JSON string (or plain object). The app may
 * instead return the JSON string synchronously from `call`. App-initiated events arrive through the
 * global `window.communityEvent(name, payload)` that the web side installs at start-up.
 */

import type { QuoteRequest } from './api'

/** Account info as the app hands it over (docs/product.md §3.1). Every field may be missing or empty. */
export interface NativeAccountInfo {
  token?: string
  userCode?: string
  /** The community account id. */
  account?: string
  /** Masked mobile number. */
  phoneNo?: string
  nickName?: string
  avatar_path?: string
  cid?: string
  deviceId?: string
  appVersion?: string
  /** Company (institution) flag. */
  companyFlag?: string
  /** Encrypted fund account. */
  fundaccount?: string
}

export interface NativeClientInfo {
  /** 'ios' | 'android' as the app reports it; free text, never trusted for logic beyond equality. */
  clientType?: string
  appVersion?: string
  cid?: string
  deviceId?: string
  /** The app's current theme, 'day' or 'night'. */
  theme?: string
  /** true when the app has its own comment input (the `comment` call): comments are then written in it. */
  commentInput?: boolean
}

export interface ShareData {
  title?: string
  summary?: string
  content?: string
  source?: string
  link?: string
  date?: string
  cover?: string
  businessType?: string
  newsId?: string
  cardParameters?: string
  style?: string
  file?: string
  filename?: string
  shareOptions?: string
  /** Defaults to 0 (docs/product.md §3.8). */
  contentType?: number
}

export interface FavouriteData {
  title?: string
  summary?: string
  source?: string
  link?: string
  time?: string
  cover?: string
  newsId: string
}

/** The app's quote service speaks the quote server's protocol: it takes the same request (docs/bridge.md). */
export type { QuoteRequest }

/** The quote server's answer as the app passes it on; anything in it may be missing (read defensively). */
export interface QuoteResponse {
  json_body?: { cycle_content?: unknown[]; [field: string]: unknown }
  [field: string]: unknown
}

export interface WatchlistGroup {
  id: string
  name: string
}

/**
 * Every method the web side calls: params it sends and the answer it expects.
 * An answer the app never sends, or sends malformed, is read as "empty" (null).
 */
export interface BridgeMethods {
  communityLogin: { params: Record<string, never>; result: NativeAccountInfo }
  getCommunityAccount: { params: Record<string, never>; result: NativeAccountInfo }
  logout: { params: Record<string, never>; result: Record<string, unknown> }
  /** The app's comment input, opened with `content` (the draft so far) when given. */
  comment: {
    params: { pubId?: string; pubType?: string; placeholder?: string; content?: string }
    result: { content?: string }
  }
  share: { params: ShareData; result: { success?: boolean } }
  getFavourite: { params: { newsId: string }; result: { collected?: boolean } }
  setFavourite: { params: FavouriteData & { collected: boolean }; result: { success?: boolean } }
  addOptionalStock: { params: { code: string; groupId?: string }; result: { success?: boolean } }
  getOptionalStocks: { params: { groupId?: string }; result: { codes?: string[] } }
  getOptionalStockGroups: { params: Record<string, never>; result: { groups?: WatchlistGroup[] } }
  requestQuote: { params: QuoteRequest; result: QuoteResponse }
  openUrl: { params: { url: string; navigationBarHidden?: boolean }; result: Record<string, unknown> }
  openFunction: { params: { functionId: string; params?: Record<string, string> }; result: Record<string, unknown> }
  saveImage: { params: { url: string }; result: { success?: boolean } }
  logEvent: {
    params: { event: string; properties?: Record<string, string | number | boolean> }
    result: Record<string, unknown>
  }
  getABTestValue: { params: { key: 'AccountInterflow' }; result: { value?: string } }
  goodRating: { params: Record<string, never>; result: Record<string, unknown> }
  getDailyMarker: { params: { accountId: string }; result: { day?: string } }
  setDailyMarker: { params: { accountId: string; day: string }; result: Record<string, unknown> }
  getClientInfo: { params: Record<string, never>; result: NativeClientInfo }
  closePage: { params: Record<string, never>; result: Record<string, unknown> }
  goBack: { params: { refresh: boolean }; result: Record<string, unknown> }
  reload: { params: Record<string, never>; result: Record<string, unknown> }
  setLeftHandle: { params: { enabled: boolean }; result: Record<string, unknown> }
  getTopInset: { params: Record<string, never>; result: { top?: number } }
  /**
   * Optional (docs/product.md §2.10): the reader's text size in the app as a scale, 1 being standard (1.4 in its
   * large-text setting). Asked only when the start address has no fontScale; an app without it may leave it
   * unanswered, and the page keeps the standard size.
   */
  getFontScale: { params: Record<string, never>; result: { fontScale?: number } }
}

export type BridgeMethod = keyof BridgeMethods

/** Events the app sends through `window.communityEvent(name, payload)`. Payloads are strings. */
export type NativeEventName = 'loginUpdate' | 'themeChange' | 'pageVisible' | 'back'

/** What the app injects into the web view. */
export interface CommunityModule {
  call(method: string, paramsJson: string, callbackName: string): string | void | undefined | null
}

/** Global names of the protocol; the only place they are spelled. */
export const BRIDGE_GLOBALS = {
  module: 'community',
  eventHandler: 'communityEvent',
  callbackPrefix: 'communityCallback_',
} as const
