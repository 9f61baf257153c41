/** The boot harness's public types and its pure helpers (values, URLs, data paths, the HTTP bridge). */
import path from 'node:path'
import type { AppJson } from '../app-json'

// ---------------------------------------------------------------------------------------------------------
// Public types

export interface WxRequest {
  url: string
  method: string
  data?: unknown
  header: Record<string, string>
  dataType?: string
  responseType?: string
  timeout?: number
}

export interface WxResponse {
  statusCode: number
  data: unknown
  header?: Record<string, string>
}

export type RequestHandler = (req: WxRequest) => Promise<WxResponse> | WxResponse

export interface BootOptions {
  distDir: string
  /**
   * Where wx.request goes: a base URL (every request's origin is replaced by it, relative URLs resolve
   * against it, so all API hosts reach one reference server) or an in-memory handler. Without it every
   * request fails the way an offline phone's does.
   */
  request?: string | RequestHandler
  /** Initial wx storage. */
  storage?: Record<string, unknown>
  /** Answer of showModal; default: confirmed. */
  modalConfirm?: boolean
  /**
   * The photos wx.chooseMedia / wx.chooseImage hand over (as temp files); wx.uploadFile sends them as
   * multipart to the request's server (a base URL only).
   */
  pickFiles?: { path: string; data: Buffer; type?: string }[]
  /** Echo the app's console output to the test's console (it is always recorded). */
  echoConsole?: boolean
  /**
   * Query of the launch (getLaunchOptionsSync / App.onLaunch). By default the app launches, as in WeChat,
   * with the path and query of the first page opened.
   */
  launchQuery?: Record<string, string>
  /**
   * What wx.getAppBaseInfo reports beyond its defaults: the reader's font setting, e.g.
   * `{ fontSizeSetting: 23.8, fontSizeScaleFactor: 1.4 }` for WeChat's care mode (关怀模式).
   */
  appBaseInfo?: Record<string, unknown>
  /**
   * The phone's network, which the test switches (FakeNetwork): getNetworkType answers its type, a switch calls the
   * onNetworkStatusChange listeners, and with 'none' every request fails as an offline phone's does. Wi-Fi when absent.
   */
  network?: FakeNetwork
}

type NetworkListener = (state: { isConnected: boolean; networkType: string }) => void

/** A network the test turns off and on (BootOptions.network). */
export class FakeNetwork {
  readonly listeners = new Set<NetworkListener>()
  constructor(public type = 'wifi') {}
  get connected(): boolean {
    return this.type !== 'none'
  }
  /** Switches the network; the app hears it through onNetworkStatusChange (run app.settle() after). */
  set(type: string): void {
    this.type = type
    for (const listener of [...this.listeners]) listener({ isConnected: this.connected, networkType: type })
  }
}

export type NavigationType = 'navigateTo' | 'redirectTo' | 'navigateBack' | 'switchTab' | 'reLaunch'

export interface Navigation {
  type: NavigationType
  /** The url as the page code passed it. */
  url?: string
  /** Resolved page path without leading slash or query. */
  path?: string
  query?: Record<string, string>
  delta?: number
  /** Whether the target exists in app.json (navigateBack: whether the stack was deep enough). */
  ok: boolean
}

export interface Toast {
  type: 'showToast' | 'showModal' | 'showLoading' | 'showActionSheet'
  title?: string
  content?: string
  icon?: string
}

export interface BootError {
  /** Where it was caught: a lifecycle, 'eh', 'require', 'timer', 'console.error', 'unhandledRejection'. */
  source: string
  page?: string
  message: string
  stack?: string
}

export interface SetDataStats {
  calls: number
  largestBytes: number
  totalBytes: number
}

/** One node of the tree Taro sends through setData (`root.cn...`), with where it sits. */
export interface RenderedNode {
  sid: string
  /** Taro's node-name code (template id). */
  nn: string
  /** The WXML tag the code stands for in this build (view, text, image...). */
  tag: string
  uid?: string
  className?: string
  text: string
  /** setData path of the node, e.g. root.cn.[0].cn.[1]. */
  path: string
}

export interface PageHandle {
  /** Stable per page instance (WeChat's webview id). */
  readonly id: number
  readonly route: string
  readonly query: Record<string, string>
  /** A deep copy of the page's data. */
  data(): Record<string, unknown>
  /** All text of the rendered tree; element boundaries become line breaks. */
  text(): string
  /** The innermost element whose text contains t. */
  findByText(t: string): RenderedNode | undefined
  findAllByText(t: string): RenderedNode[]
  /** Every element node, in document order. */
  elements(): RenderedNode[]
  /** Markup of the rendered tree (or of one node), tags resolved from base.wxml. */
  wxml(node?: RenderedNode | string, outer?: boolean): string
  /** Taps a node as WeChat would: its handler first, then each ancestor's (native bubbling). */
  tap(node: RenderedNode | string): Promise<void>
  /** Any other event type (input, change, scroll...), same bubbling. */
  trigger(node: RenderedNode | string, type: string, detail?: Record<string, unknown>): Promise<void>
  triggerPullDown(): Promise<void>
  triggerReachBottom(): Promise<void>
  /** Calls a page lifecycle by name (onShow, onHide, onPageScroll...) with the given argument. */
  callLifecycle(name: string, arg?: unknown): Promise<void>
  nodeCount(): number
  setDataStats(): SetDataStats
  /** Payload size in bytes of each setData call, in order. */
  setDataSizes(): number[]
  waitForText(t: string, timeoutMs?: number): Promise<void>
  /** True while the page is in the stack. */
  isAlive(): boolean
}

export interface BootedApp {
  readonly appJson: AppJson
  readonly pages: string[]
  /** Opens a page as navigateTo would (pushed on the stack) and waits for its first render. */
  openPage(pagePath: string, query?: Record<string, string>): Promise<PageHandle>
  /** Drops the whole stack and opens a page (reLaunch). */
  reLaunch(pagePath: string, query?: Record<string, string>): Promise<PageHandle>
  currentPage(): PageHandle | undefined
  pageStack(): PageHandle[]
  /**
   * Calls a wx API as page code would (App.callWxMethod of the automator): resolves with the success result,
   * rejects with the errMsg; a Sync API's return value is passed through.
   */
  callWx(method: string, ...args: unknown[]): Promise<unknown>
  /** What getApp() returns inside the app. */
  appInstance(): Record<string, unknown>
  navigations: Navigation[]
  toasts: Toast[]
  /** What page code put on the clipboard (wx.setClipboardData), in order. */
  clipboard: string[]
  requests: WxRequest[]
  /** Every setData of every page, in order, with its payload size (bytes of JSON). */
  setDataLog: { route: string; bytes: number }[]
  errors: BootError[]
  consoleErrors: string[]
  storage: Map<string, unknown>
  /** Lets pending timers, requests and navigations run; resolves when nothing changed for `quietMs`. */
  settle(quietMs?: number, maxMs?: number): Promise<void>
  close(): void
}

// ---------------------------------------------------------------------------------------------------------
// Device values: an iPhone 13 on WeChat 8.0.x, so layout code that reads them gets plausible numbers.

export const SCREEN = { width: 390, height: 844, statusBar: 47, pixelRatio: 3 }

export function systemInfo(): Record<string, unknown> {
  return {
    brand: 'iPhone',
    model: 'iPhone 13<iPhone14,5>',
    pixelRatio: SCREEN.pixelRatio,
    screenWidth: SCREEN.width,
    screenHeight: SCREEN.height,
    windowWidth: SCREEN.width,
    windowHeight: SCREEN.height,
    statusBarHeight: SCREEN.statusBar,
    language: 'zh_CN',
    version: '8.0.50',
    system: 'iOS 17.5',
    platform: 'ios',
    fontSizeSetting: 16,
    SDKVersion: '3.5.8',
    benchmarkLevel: 1,
    theme: 'light',
    enableDebug: false,
    deviceOrientation: 'portrait',
    safeArea: {
      left: 0,
      right: SCREEN.width,
      top: SCREEN.statusBar,
      bottom: SCREEN.height - 34,
      width: SCREEN.width,
      height: SCREEN.height - SCREEN.statusBar - 34,
    },
    screenTop: 0,
    host: { env: 'WeChat' },
  }
}

/** wx APIs that return their result instead of calling success/fail. */
export const SYNC_APIS =
  /Sync$|^(canIUse|getWindowInfo|getDeviceInfo|getAppBaseInfo|getSystemSetting|getAppAuthorizeSetting|getMenuButtonBoundingClientRect|create\w+|on\w+|off\w+|nextTick)$/

export const MENU_BUTTON = { width: 87, height: 32, top: 51, right: 383, bottom: 83, left: 296 }

// ---------------------------------------------------------------------------------------------------------
// Helpers

export type Callbacks = {
  success?: (res: unknown) => void
  fail?: (res: unknown) => void
  complete?: (res: unknown) => void
}

export type AnyFn = (...args: unknown[]) => unknown

export interface PageInstance {
  route: string
  __route__: string
  options: Record<string, string>
  data: Record<string, unknown>
  [key: string]: unknown
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

export function errorInfo(err: unknown): { message: string; stack?: string } {
  // Errors thrown inside the VM context are not `instanceof Error` here: duck-type them.
  if (typeof err === 'object' && err !== null) {
    const e = err as { message?: unknown; stack?: unknown }
    if (typeof e.message === 'string')
      return { message: e.message, stack: typeof e.stack === 'string' ? e.stack : undefined }
  }
  return { message: String(err) }
}

/** Splits 'root.cn.[0].cn[2].v' into ['root', 'cn', 0, 'cn', 2, 'v']. */
export function parseDataPath(key: string): (string | number)[] {
  const parts: (string | number)[] = []
  const re = /\[(\d+)\]|([^.[\]]+)/g
  for (let m = re.exec(key); m; m = re.exec(key)) parts.push(m[1] !== undefined ? Number(m[1]) : m[2])
  return parts
}

/** Applies one setData entry like WeChat: intermediate objects/arrays are created as needed. */
export function applyDataPath(target: Record<string, unknown>, key: string, value: unknown): void {
  const parts = parseDataPath(key)
  let cur: Record<string | number, unknown> = target
  for (let i = 0; i < parts.length - 1; i++) {
    const part = parts[i]
    let next = cur[part]
    if (typeof next !== 'object' || next === null) {
      next = typeof parts[i + 1] === 'number' ? [] : {}
      cur[part] = next
    }
    cur = next as Record<string | number, unknown>
  }
  if (parts.length > 0) cur[parts[parts.length - 1]] = value
}

/**
 * Splits a page url the way WeChat's router does, quirks included, so pages that depend on browser-style
 * parsing fail here as they would on a phone: values are not decoded (pages decodeURIComponent them), a value
 * ends at its next '=' (`code=3==x` gives '3'), and a bare key passed through a route API becomes the string
 * 'undefined' (WeChat's own forum confirms both; encode values to avoid them).
 */
export function parseUrl(
  url: string,
  fromRoute: string | undefined,
  viaRouteApi = false,
): { path: string; query: Record<string, string> } {
  const q = url.indexOf('?')
  const rawPath = q < 0 ? url : url.slice(0, q)
  const rawQuery = q < 0 ? '' : url.slice(q + 1)
  let p = rawPath
  if (!p.startsWith('/') && fromRoute) p = path.posix.join(path.posix.dirname(fromRoute), p)
  p = path.posix.normalize(p).replace(/^\/+/, '')
  const query: Record<string, string> = {}
  for (const pair of rawQuery.split('&')) {
    if (!pair) continue
    const [key, value] = pair.split('=')
    query[key] = value ?? (viaRouteApi ? 'undefined' : '')
  }
  return { path: p, query }
}

export function encodeForm(data: unknown): string {
  if (typeof data === 'string') return data
  if (!isRecord(data)) return ''
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined) continue
    params.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))
  }
  return params.toString()
}

/** The default request handler: plain HTTP to one base URL, with wx.request's encoding rules. */
export function httpHandler(baseUrl: string): RequestHandler {
  const base = new URL(baseUrl)
  return async (req) => {
    const given = new URL(req.url, base)
    const target = new URL(given.pathname + given.search, base)
    const method = req.method.toUpperCase()
    const headerKey = Object.keys(req.header).find((k) => k.toLowerCase() === 'content-type')
    const contentType = headerKey ? req.header[headerKey] : 'application/json'
    let body: string | undefined
    if (method === 'GET' || method === 'HEAD') {
      // wx.request turns GET data into the query string.
      const extra = encodeForm(req.data)
      if (extra) target.search = target.search ? `${target.search}&${extra}` : `?${extra}`
    } else if (req.data !== undefined) {
      body = /x-www-form-urlencoded/i.test(contentType)
        ? encodeForm(req.data)
        : typeof req.data === 'string'
          ? req.data
          : JSON.stringify(req.data)
    }
    // One content-type, whatever casing the app used: fetch would join two into "a, b".
    const headers: Record<string, string> = { ...req.header }
    if (headerKey) delete headers[headerKey]
    headers['content-type'] = contentType
    const res = await fetch(target, {
      method,
      headers,
      body,
      signal: req.timeout ? AbortSignal.timeout(req.timeout) : undefined,
    })
    const header: Record<string, string> = {}
    res.headers.forEach((v, k) => (header[k] = v))
    let data: unknown
    if (req.responseType === 'arraybuffer') data = await res.arrayBuffer()
    else {
      const text = await res.text()
      data = text
      if (req.dataType !== 'text') {
        try {
          data = JSON.parse(text)
        } catch {
          // WeChat hands over the raw string when the body is not JSON.
        }
      }
    }
    return { statusCode: res.status, data, header }
  }
}

/** A context object (video, audio, canvas, animation...) whose every method is a chainable no-op. */
export function inertObject(): Record<string, unknown> {
  const proxy: Record<string, unknown> = new Proxy(
    {},
    // `then` stays undefined so the object is not mistaken for a promise when awaited.
    { get: (_t, key) => (typeof key === 'string' && key !== 'then' ? () => proxy : undefined) },
  )
  return proxy
}

// ---------------------------------------------------------------------------------------------------------
// The boot
