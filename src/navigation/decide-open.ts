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
  /** An outside address of a site we do not vouch for: show it and let the person open or copy it (§2.6). */
  | { kind: 'ask'; url: string; open: { kind: 'host'; url: string; navigationBarHidden: boolean } }
  /** An address this host cannot show: copy it and say where to open it (the mini-program, §2.6). */
  | { kind: 'copy'; url: string; message: string }

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

/**
 * The address parts a web view reads: scheme, then an authority of host and optional port, ended by the path,
 * the query or the fragment. Nothing else is accepted in the authority: no userinfo ('@'), no percent escapes, no
 * brackets, and no backslash, which browsers read as a slash in http(s) addresses.
 */
const WEB_ADDRESS = /^https?:\/\/([^/?#]*)/i
const AUTHORITY = /^([a-z0-9.-]+)(?::(\d{1,5}))?$/i
const DNS_LABEL = /^[a-z0-9-]+$/
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/
/** Whitespace and control characters: browsers drop tabs and newlines anywhere, so they hide a different host. */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\s\u0000-\u001f\u007f]/

/**
 * The lower-case host of an http(s) address, or null when the address is anything a browser could read with
 * another host than ours. We do not parse with `URL`: the mini-program has no WHATWG parser (Taro puts a
 * regex-based one in its place), so this accepts only the plain subset every parser reads alike
 * (test/unit/navigation checks what it accepts against WHATWG's). Internationalised hosts are refused
 * rather than mapped; a trailing dot too (a content security policy would not match it).
 */
export function webviewHostOf(url: string): string | null {
  if (INVISIBLE.test(url)) return null
  const address = WEB_ADDRESS.exec(url)
  const authority = address ? AUTHORITY.exec(address[1]) : null
  if (!authority) return null
  const [, host, port] = authority
  if (port !== undefined && Number(port) > 65_535) return null
  const labels = host.toLowerCase().split('.')
  // A punycode label is an internationalised name in ASCII dress: refused like the name itself.
  return labels.every((label) => DNS_LABEL.test(label) && !label.startsWith('xn--')) ? labels.join('.') : null
}

/** A host matches an entry when it is the entry or a subdomain of it (an address literal matches only itself). */
export function hostMatches(host: string, entry: string): boolean {
  const allowed = entry.toLowerCase()
  if (host === allowed) return true
  return !IPV4.test(allowed) && host.endsWith(`.${allowed}`)
}

/** http(s) only, the host an allowed one or a subdomain of it, and nothing in the address that hides the host. */
export function isAllowedWebviewUrl(url: string, allowedHosts: readonly string[]): boolean {
  const host = webviewHostOf(url)
  return host !== null && allowedHosts.some((entry) => hostMatches(host, entry))
}
