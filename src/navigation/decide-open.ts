/**
 * Pure decisions for opening things: which address and which host call. The effects live in
 * open.ts; these are unit-tested without Taro.
 */
import { withQuery, type QueryRecord } from '@/lib'
import type { RouteEntry } from '@/config/routes'
import type { HostKind } from '@/platform'
// By its own path: the pure decisions load no platform implementation (and no Taro) with it.
import { isFunctionId } from '@/platform/bridge-platform'

/** The H5 site's base path (router basename); pages opened through the app carry it. */
export const COMMUNITY_BASE = '/community'
export const NAV_BAR_HIDDEN_PARAM = 'navigationBarHidden'
export const WEBVIEW_PATH = '/pages/webview/index'
export const MINI_STOCK_PATH = '/subPackages-stock/pages/stock/stock'
/**
 * App-scheme links, agreed with the native team (docs/bridge.md): the app opens its own stock
 * detail and live room screens for these.
 */
export const APP_STOCK_LINK = 'broker://stock/detail'
export const APP_LIVE_LINK = 'broker://live/room'
/**
 * An app function as operations configure it (a feature icon's address): the app opens its function
 * `<id>` with the query as its params (docs/bridge.md, openFunction).
 */
export const APP_FUNCTION_LINK = 'broker://function/'

export interface AppFunction {
  functionId: string
  params: Record<string, string>
}

/** 'broker://function/openAccount?from=community' -> { functionId: 'openAccount', params: { from: 'community' } }. */
export function parseAppFunctionLink(url: string): AppFunction | null {
  const text = url.trim()
  if (!text.toLowerCase().startsWith(APP_FUNCTION_LINK)) return null
  const [id, query = ''] = text.slice(APP_FUNCTION_LINK.length).split('#')[0].split('?')
  if (!isFunctionId(id)) return null
  const params: Record<string, string> = {}
  for (const pair of query.split('&')) {
    if (!pair) continue
    const at = pair.indexOf('=')
    const key = at < 0 ? pair : pair.slice(0, at)
    const value = at < 0 ? '' : pair.slice(at + 1)
    try {
      params[decodeURIComponent(key)] = decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
      return null
    }
  }
  return { functionId: id, params }
}

export type OpenDecision =
  /** A page of this app through the router. */
  | { kind: 'navigate'; url: string }
  /** Through the host app (its scheme or a new web view), with the navigation bar hidden if asked. */
  | { kind: 'host'; url: string; navigationBarHidden: boolean }
  /** One of the app's own functions by id (the bridge's openFunction). */
  | { kind: 'function'; functionId: string; params: Record<string, string> }
  /** Nothing to open; tell the user why. */
  | { kind: 'refuse'; message: string }

export interface OpenRouteInput {
  entry: RouteEntry
  params?: QueryRecord
  host: HostKind
  /** 'https://broker.example' on H5; '' in the mini-program. */
  origin: string
}

/** A page's full address on the H5 site, for links people take elsewhere (a poster, a share). */
export function pageAddress(path: string, origin: string): string {
  return `${origin}${COMMUNITY_BASE}/${path}`
}

/** A route-table page: through the host app for openInHost pages inside the app, else the router. */
export function decideOpenRoute({ entry, params = {}, host, origin }: OpenRouteInput): OpenDecision {
  if (entry.openInHost && host === 'native' && origin) {
    const url = withQuery(pageAddress(entry.path, origin), { ...params, [NAV_BAR_HIDDEN_PARAM]: 1 })
    return { kind: 'host', url, navigationBarHidden: true }
  }
  return { kind: 'navigate', url: withQuery(`/${entry.path}`, params) }
}

export interface StockRef {
  code: string
  name?: string
}

/** Stock detail: the app's own screen, the mini-program's stock subpackage, or our page in a browser. */
export function decideOpenStock(stock: StockRef, host: HostKind): OpenDecision {
  const code = stock.code.trim()
  if (!code) return { kind: 'refuse', message: '股票代码为空，无法打开' }
  if (host === 'native') return { kind: 'host', url: withQuery(APP_STOCK_LINK, { code }), navigationBarHidden: false }
  return { kind: 'navigate', url: withQuery(MINI_STOCK_PATH, { name: stock.name ?? '', code, from: 'community' }) }
}

/** The live room exists only in the app; elsewhere we say so instead of opening a dead page. */
export function decideOpenLiveRoom(webinarId: string, host: HostKind): OpenDecision {
  if (host !== 'native') return { kind: 'refuse', message: '请在App内观看直播' }
  if (!webinarId.trim()) return { kind: 'refuse', message: '直播不存在或已结束' }
  return { kind: 'host', url: withQuery(APP_LIVE_LINK, { webinarId: webinarId.trim() }), navigationBarHidden: false }
}

export const WEBVIEW_REFUSED_MESSAGE = '该链接不在可信任的网站范围内，暂时无法打开'

function hostOf(url: string): string | null {
  const match = /^https?:\/\/([^/?#:@]+(?::[^/?#@]*)?@)?([^/?#:]+)(?::\d+)?(?:[/?#]|$)/i.exec(url.trim())
  return match ? match[2].toLowerCase() : null
}

/** http(s) only, and the host must be an allowed one or a subdomain of it. */
export function isAllowedWebviewUrl(url: string, allowedHosts: readonly string[]): boolean {
  const host = hostOf(url)
  // Anything but plain host characters (backslashes, '@', percent escapes) is a trick, not a site.
  if (!host || !/^[a-z0-9.-]+$/.test(host)) return false
  return allowedHosts.some((allowed) => {
    const a = allowed.toLowerCase()
    return host === a || host.endsWith(`.${a}`)
  })
}

/** An outside link opens in our web-view page, never anything the allow-list does not know. */
export function decideOpenOutsideLink(url: string, allowedHosts: readonly string[]): OpenDecision {
  if (!isAllowedWebviewUrl(url, allowedHosts)) return { kind: 'refuse', message: WEBVIEW_REFUSED_MESSAGE }
  return { kind: 'navigate', url: withQuery(WEBVIEW_PATH, { url: url.trim() }) }
}
