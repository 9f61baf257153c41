/**
 * The platform layer's entry: pick the implementation once, hand the same instance to everyone.
 */
import { detectHost, isMiniProgramWebView } from './detect'
import { createBrowserPlatform, createNativePlatform, createWxPlatform } from './hosts'
import { createRefreshRegistry, runRefreshOnVisible, type RefreshRegistry } from './refresh'
import { hasBridge, type BridgeHost, type Logger } from './transport'
import type { Platform } from './types'

export type {
  Platform,
  PlatformEvents,
  HostKind,
  Theme,
  ClientInfo,
  SystemInfo,
  KeyValueStorage,
  PickedImage,
  ReceivedNativeEvent,
} from './types'
export type { BridgeProbe } from './transport'
export type { Emitter, Unsubscribe } from './emitter'
export type { RefreshRegistry } from './refresh'
export type { Logger } from './transport'
export { createEmitter } from './emitter'
export {
  detectHost,
  isAndroidUserAgent,
  isMiniProgramWebView,
  APP_USER_AGENT_MARKERS,
  APP_PATH_PREFIXES,
} from './detect'
export { configureMessagingSdk, MESSAGING_SDK_APIS } from './messaging-sdk'
export { createBrowserPlatform, createNativePlatform, createWxPlatform } from './hosts'
export { createRefreshRegistry } from './refresh'
export { createMemoryStorage, createWebStorage, createTaroStorage } from './storage'
export { mapNativeTheme, parseLoginUpdate } from './native-events'
export { cleanId, cleanText } from './values'
export { isOpenableUrl, isFunctionId } from './bridge-platform'

export interface SelectOptions {
  /** Defaults to globalThis.window when there is one. */
  host?: BridgeHost
  isMiniProgram?: boolean
  log?: Logger
}

function browserHost(): BridgeHost | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as BridgeHost)
}

/** Builds the platform for the current host. Call once; use getPlatform() afterwards. */
export function selectPlatform({
  host = browserHost(),
  isMiniProgram = process.env.TARO_ENV === 'weapp',
  log,
}: SelectOptions = {}): Platform {
  if (isMiniProgram || !host) return createWxPlatform({ log })
  const navigator = host.navigator as { userAgent?: string } | undefined
  const location = host.location as { pathname?: string } | undefined
  const kind = detectHost({
    userAgent: navigator?.userAgent ?? '',
    pathname: location?.pathname ?? '',
    hasBridge: hasBridge(host),
    isMiniProgram: false,
  })
  const platform = kind === 'native' ? createNativePlatform({ host, log }) : createBrowserPlatform({ host, log })
  forwardDocumentVisibility(host, platform)
  return platform
}

/**
 * The H5 site inside a mini-program web view (never the mini-program build itself, whose platform
 * is 'wx'). Read at call time: WeChat sets its marker once the page's bridge is ready.
 */
export function inMiniProgramWebView(host: BridgeHost | undefined = browserHost()): boolean {
  if (!host || process.env.TARO_ENV === 'weapp') return false
  const navigator = host.navigator as { userAgent?: string } | undefined
  return isMiniProgramWebView({
    userAgent: navigator?.userAgent ?? '',
    wxjsEnvironment: (host as { __wxjs_environment?: unknown }).__wxjs_environment,
  })
}

/** The browser's own visibility signal, so the refresh hook also works without the app's event. */
function forwardDocumentVisibility(host: BridgeHost, platform: Platform) {
  const document = host.document as
    { visibilityState?: string; addEventListener?: (name: string, handler: () => void) => void } | undefined
  document?.addEventListener?.('visibilitychange', () => {
    if (document.visibilityState === 'visible') platform.events.emit('pageVisible', undefined)
  })
}

let current: Platform | null = null
let refresh: RefreshRegistry | null = null

/** The platform chosen at start-up (chosen now, if start-up has not run yet). */
export function getPlatform(): Platform {
  if (!current) setPlatform(selectPlatform())
  return current as Platform
}

/** Installs a platform (start-up, tests) and wires the page-visible refresh hook to it. */
export function setPlatform(platform: Platform): void {
  current = platform
  refresh = createRefreshRegistry()
  runRefreshOnVisible(platform.events, refresh)
}

/** The page's refresh hook for the current platform (see refresh.ts). */
export function getRefreshRegistry(): RefreshRegistry {
  getPlatform()
  return refresh as RefreshRegistry
}
