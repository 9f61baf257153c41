/**
 * Which host are we running in? One pure function so the decision is tested, not scattered.
 * The markers below are the contract with the native team (docs/bridge.md, "Detection").
 */
import type { HostKind } from './types'

/** User-agent fragments the broker app adds to its web view. */
export const APP_USER_AGENT_MARKERS = ['BrokerApp/', 'community-app'] as const

/** Path prefixes the app opens the H5 site under (with and without the site's /community base). */
export const APP_PATH_PREFIXES = ['/app/', '/community/app/'] as const

export interface HostFacts {
  userAgent: string
  pathname: string
  /** window.community is present. */
  hasBridge: boolean
  /** The build is the mini-program (TARO_ENV === 'weapp'). */
  isMiniProgram: boolean
}

export function detectHost(facts: HostFacts): HostKind {
  if (facts.isMiniProgram) return 'wx'
  if (facts.hasBridge) return 'native'
  const userAgent = facts.userAgent ?? ''
  if (APP_USER_AGENT_MARKERS.some((marker) => userAgent.includes(marker))) return 'native'
  const pathname = facts.pathname ?? ''
  if (APP_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return 'native'
  return 'browser'
}

/**
 * The H5 site opened inside a mini-program's web-view component: WeChat marks that page with
 * `window.__wxjs_environment === 'miniprogram'` (once its JS bridge is ready) and a `miniProgram`
 * user-agent token (from the start). The product's mini-program rules apply there too.
 */
export function isMiniProgramWebView(facts: { userAgent: string; wxjsEnvironment?: unknown }): boolean {
  return facts.wxjsEnvironment === 'miniprogram' || /\bminiProgram\b/i.test(facts.userAgent ?? '')
}

/** Android web views need the user-info poll after login (docs/product.md §4.2). */
export function isAndroidUserAgent(userAgent: string): boolean {
  return /android/i.test(userAgent ?? '')
}
