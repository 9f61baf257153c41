/**
 * A headless boot of the built mini-program (dist/weapp) in Node.
 *
 * WeChat DevTools has no Linux build. This harness plays the part of WeChat's logic layer closely enough for
 * Taro's runtime: it runs app.js and page js in a fresh VM context with the globals WeChat provides (App, Page,
 * Component, getApp, getCurrentPages, wx), keeps a page stack, applies setData the way WeChat does, and dispatches
 * taps to Taro's event handler. It checks that the build is whole, boots, renders the right data, reacts and
 * navigates to pages that exist. It does not check layout, native components, the real base library or a device.
 *
 *   const app = await bootApp({ distDir: 'dist/weapp', request: 'http://127.0.0.1:3000' })
 *   const home = await app.openPage('pages/index/index')
 *   await home.waitForText('投资社区')
 *   app.close()
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { allPages, isTabPage, readAppJson, subPackagesOf, type AppJson } from './app-json'
import { readTagMap, tagOf, textOf, tidy, toWxml, type TreeNode } from './tree'

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
  /** Echo the app's console output to the test's console (it is always recorded). */
  echoConsole?: boolean
  /**
   * Query of the launch (getLaunchOptionsSync / App.onLaunch). By default the app launches, as in WeChat,
   * with the path and query of the first page opened.
   */
  launchQuery?: Record<string, string>
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

const SCREEN = { width: 390, height: 844, statusBar: 47, pixelRatio: 3 }

function systemInfo(): Record<string, unknown> {
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
const SYNC_APIS =
  /Sync$|^(canIUse|getWindowInfo|getDeviceInfo|getAppBaseInfo|getSystemSetting|getAppAuthorizeSetting|getMenuButtonBoundingClientRect|create\w+|on\w+|off\w+|nextTick)$/

const MENU_BUTTON = { width: 87, height: 32, top: 51, right: 383, bottom: 83, left: 296 }

// ---------------------------------------------------------------------------------------------------------
// Helpers

type Callbacks = {
  success?: (res: unknown) => void
  fail?: (res: unknown) => void
  complete?: (res: unknown) => void
}

type AnyFn = (...args: unknown[]) => unknown

interface PageInstance {
  route: string
  __route__: string
  options: Record<string, string>
  data: Record<string, unknown>
  [key: string]: unknown
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function errorInfo(err: unknown): { message: string; stack?: string } {
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
function parseUrl(
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

function encodeForm(data: unknown): string {
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
function inertObject(): Record<string, unknown> {
  const proxy: Record<string, unknown> = new Proxy(
    {},
    // `then` stays undefined so the object is not mistaken for a promise when awaited.
    { get: (_t, key) => (typeof key === 'string' && key !== 'then' ? () => proxy : undefined) },
  )
  return proxy
}

// ---------------------------------------------------------------------------------------------------------
// The boot

export async function bootApp(options: BootOptions): Promise<BootedApp> {
  const distDir = path.resolve(options.distDir)
  const appJson = readAppJson(distDir)
  const pages = allPages(appJson)
  const handler: RequestHandler | undefined =
    typeof options.request === 'string' ? httpHandler(options.request) : options.request

  const tags = readTagMap(distDir)
  const navigations: Navigation[] = []
  const toasts: Toast[] = []
  const requests: WxRequest[] = []
  const setDataLog: { route: string; bytes: number }[] = []
  const errors: BootError[] = []
  const consoleErrors: string[] = []
  const storage = new Map<string, unknown>(Object.entries(options.storage ?? {}))
  /** Pending timeouts of app code, with when they are due: settle() waits for the imminent ones. */
  const timers = new Map<ReturnType<typeof setTimeout>, number>()
  const intervals = new Set<ReturnType<typeof setInterval>>()
  let closed = false
  let activity = 0 // bumped by anything observable, so settle() knows when the app has gone quiet
  const pending = new Set<Promise<unknown>>()

  const track = <T>(p: Promise<T>): Promise<T> => {
    pending.add(p)
    const done = (): void => {
      pending.delete(p)
      activity++
    }
    p.then(done, done)
    return p
  }

  // --- the VM context: WeChat's logic layer has no window, document or process
  const sandbox: Record<string, unknown> = {}
  const context = vm.createContext(sandbox, { name: 'weapp-logic' })
  const sandboxJSON = vm.runInContext('JSON', context) as JSON
  /** Values handed to app code are rebuilt in its own realm, so instanceof/prototype checks behave. */
  const inward = <T>(v: T): T => (v === undefined ? v : (sandboxJSON.parse(JSON.stringify(v)) as T))

  const record = (source: string, err: unknown, page?: string): void => {
    errors.push({ source, page, ...errorInfo(err) })
  }

  const guard = (source: string, fn: () => unknown, page?: string): unknown => {
    try {
      return fn()
    } catch (err) {
      record(source, err, page)
      callAppOnError(err)
      return undefined
    }
  }

  const fmt = (args: unknown[]): string =>
    args.map((a) => (typeof a === 'string' ? a : (errorInfo(a).stack ?? safeJson(a)))).join(' ')
  const safeJson = (a: unknown): string => {
    try {
      return JSON.stringify(a) ?? String(a)
    } catch {
      return String(a)
    }
  }
  const appConsole = {
    log: (...a: unknown[]) => options.echoConsole && console.log(...a),
    info: (...a: unknown[]) => options.echoConsole && console.info(...a),
    debug: (...a: unknown[]) => options.echoConsole && console.debug(...a),
    warn: (...a: unknown[]) => options.echoConsole && console.warn(...a),
    error: (...a: unknown[]) => {
      consoleErrors.push(fmt(a))
      if (options.echoConsole) console.error(...a)
    },
    group: () => undefined,
    groupEnd: () => undefined,
    time: () => undefined,
    timeEnd: () => undefined,
    trace: () => undefined,
    table: () => undefined,
    assert: () => undefined,
  }

  const wrapTimer = (fn: unknown, args: unknown[]) => () => {
    if (closed || typeof fn !== 'function') return
    activity++
    guard('timer', () => (fn as AnyFn)(...args))
  }
  const globals: Record<string, unknown> = {
    console: appConsole,
    setTimeout: (fn: unknown, ms?: number, ...args: unknown[]) => {
      const h = setTimeout(() => {
        timers.delete(h)
        wrapTimer(fn, args)()
      }, ms)
      timers.set(h, Date.now() + Math.max(0, Number(ms) || 0))
      return h
    },
    clearTimeout: (h: ReturnType<typeof setTimeout>) => {
      timers.delete(h)
      clearTimeout(h)
    },
    setInterval: (fn: unknown, ms?: number, ...args: unknown[]) => {
      const h = setInterval(wrapTimer(fn, args), ms)
      intervals.add(h)
      return h
    },
    clearInterval: (h: ReturnType<typeof setInterval>) => {
      intervals.delete(h)
      clearInterval(h)
    },
    queueMicrotask,
    TextEncoder,
    TextDecoder,
    // WeChat's logic layer has its own `global` object, distinct from globalThis.
    global: {},
  }

  // --- pages and the stack
  const pageConfigs = new Map<string, Record<string, unknown>>()
  const componentConfigs = new Map<string, Record<string, unknown>>()
  let registering: string | undefined
  const stack: PageInstance[] = []
  const handles = new WeakMap<PageInstance, PageHandle>()
  const stats = new WeakMap<PageInstance, number[]>()
  let webviewId = 0
  let appInstance: Record<string, unknown> | undefined

  const callAppOnError = (err: unknown): void => {
    const onError = appInstance?.onError
    if (typeof onError === 'function') {
      try {
        onError.call(appInstance, errorInfo(err).stack ?? errorInfo(err).message)
      } catch {
        // An onError that throws must not hide the first error.
      }
    }
  }

  // --- a tiny CommonJS loader: each boot gets its own module cache, so Taro's module state is fresh
  const moduleCache = new Map<string, { exports: unknown }>()
  const loadModule = (file: string): unknown => {
    const abs = fs.existsSync(file) ? file : `${file}.js`
    const cached = moduleCache.get(abs)
    if (cached) return cached.exports
    if (!fs.existsSync(abs)) throw new Error(`Cannot find module ${path.relative(distDir, abs)} in ${distDir}`)
    const mod = { exports: {} as unknown }
    moduleCache.set(abs, mod)
    if (abs.endsWith('.json')) {
      mod.exports = sandboxJSON.parse(fs.readFileSync(abs, 'utf8'))
      return mod.exports
    }
    const code = fs.readFileSync(abs, 'utf8')
    const fn = vm.runInContext(`(function (require, module, exports, __filename, __dirname) {${code}\n})`, context, {
      filename: abs,
    }) as (...args: unknown[]) => void
    const localRequire = (id: string): unknown => {
      if (!id.startsWith('.') && !id.startsWith('/'))
        throw new Error(`require('${id}'): the mini-program has no node_modules at run time`)
      return loadModule(id.startsWith('/') ? path.join(distDir, id) : path.resolve(path.dirname(abs), id))
    }
    fn(localRequire, mod, mod.exports, abs, path.dirname(abs))
    return mod.exports
  }

  const pageHandle = (inst: PageInstance): PageHandle => {
    const existing = handles.get(inst)
    if (existing) return existing
    const root = (): TreeNode => (isRecord(inst.data.root) ? (inst.data.root as TreeNode) : { cn: [] })

    const walk = (visit: (node: TreeNode, dataPath: string, ancestors: TreeNode[]) => void): void => {
      const rec = (node: TreeNode, dataPath: string, ancestors: TreeNode[]): void => {
        visit(node, dataPath, ancestors)
        ;(node.cn ?? []).forEach((c, i) => rec(c, `${dataPath}.cn.[${i}]`, [...ancestors, node]))
      }
      ;(root().cn ?? []).forEach((c, i) => rec(c, `root.cn.[${i}]`, []))
    }
    const describe = (node: TreeNode, dataPath: string): RenderedNode => ({
      sid: String(node.sid),
      nn: String(node.nn),
      tag: tagOf(node, tags),
      uid: node.uid,
      className: node.cl,
      text: tidy(textOf(node)),
      path: dataPath,
    })
    const matches = (node: TreeNode, t: string): boolean => {
      const text = tidy(textOf(node))
      return text.includes(t) || text.replace(/\n/g, '').includes(t)
    }
    const findAll = (t: string): RenderedNode[] => {
      const out: RenderedNode[] = []
      walk((node, dataPath) => {
        if (node.cn && node.sid !== undefined && matches(node, t)) {
          // Innermost only: drop an ancestor already collected when a descendant matches too.
          const parentIdx = out.findIndex((o) => dataPath.startsWith(`${o.path}.`))
          if (parentIdx >= 0) out.splice(parentIdx, 1)
          out.push(describe(node, dataPath))
        }
      })
      return out
    }
    const dispatch = async (
      target: RenderedNode | string,
      type: string,
      detail: Record<string, unknown>,
    ): Promise<void> => {
      const sid = typeof target === 'string' ? target : target.sid
      let chain: TreeNode[] | undefined
      walk((node, _p, ancestors) => {
        if (!chain && String(node.sid) === sid) chain = [node, ...ancestors.slice().reverse()]
      })
      if (!chain) throw new Error(`No node with sid ${sid} on ${inst.route}`)
      const eh = inst.eh
      if (typeof eh !== 'function') throw new Error(`${inst.route} has no event handler (eh): not a Taro page?`)
      const node = chain[0]
      const ref = (n: TreeNode) => ({
        id: n.uid ?? String(n.sid),
        dataset: { sid: String(n.sid) },
        offsetLeft: 0,
        offsetTop: 0,
      })
      for (const cur of chain) {
        const event = inward({
          type,
          timeStamp: Date.now(),
          target: ref(node),
          currentTarget: ref(cur),
          detail,
          touches: [],
          changedTouches: [],
          mark: {},
          mut: false,
        })
        guard('eh', () => (eh as AnyFn).call(inst, event), inst.route)
      }
      activity++
      await settle()
    }
    const call = async (name: string, arg?: unknown): Promise<void> => {
      const fn = inst[name]
      if (typeof fn !== 'function') throw new Error(`${inst.route} has no ${name}`)
      guard(name, () => (fn as AnyFn).call(inst, arg === undefined ? undefined : inward(arg)), inst.route)
      activity++
      await settle()
    }
    const nodeBySid = (sid: string): TreeNode | undefined => {
      let found: TreeNode | undefined
      walk((node) => {
        if (!found && String(node.sid) === sid) found = node
      })
      return found
    }
    const handle: PageHandle = {
      id: Number(inst.__wxWebviewId__),
      route: inst.route,
      query: inst.options,
      data: () => JSON.parse(JSON.stringify(inst.data)) as Record<string, unknown>,
      text: () => tidy(textOf(root())),
      findByText: (t) => findAll(t)[0],
      findAllByText: findAll,
      elements: () => {
        const out: RenderedNode[] = []
        walk((node, dataPath) => {
          if (node.cn) out.push(describe(node, dataPath))
        })
        return out
      },
      wxml: (target, outer = true) => {
        if (target === undefined) return toWxml(root(), tags, false)
        const node = nodeBySid(typeof target === 'string' ? target : target.sid)
        if (!node)
          throw new Error(`No node with sid ${typeof target === 'string' ? target : target.sid} on ${inst.route}`)
        return toWxml(node, tags, outer)
      },
      tap: (n) => dispatch(n, 'tap', { x: 0, y: 0 }),
      trigger: (n, type, detail = {}) => dispatch(n, type, detail),
      triggerPullDown: () => call('onPullDownRefresh'),
      triggerReachBottom: () => call('onReachBottom'),
      callLifecycle: (name, arg) => call(name, arg),
      nodeCount: () => {
        let n = 0
        walk(() => n++)
        return n
      },
      setDataStats: () => {
        const sizes = stats.get(inst) ?? []
        return {
          calls: sizes.length,
          largestBytes: Math.max(0, ...sizes),
          totalBytes: sizes.reduce((a, b) => a + b, 0),
        }
      },
      setDataSizes: () => [...(stats.get(inst) ?? [])],
      waitForText: async (t, timeoutMs = 3000) => {
        const end = Date.now() + timeoutMs
        for (;;) {
          if (handle.text().includes(t) || handle.text().replace(/\n/g, '').includes(t)) return
          if (Date.now() > end) {
            const errs = [
              ...errors.map((e) => `  ${e.source}: ${e.message}`),
              ...consoleErrors.map((c) => `  console.error: ${c.split('\n')[0]}`),
            ].join('\n')
            throw new Error(
              `"${t}" did not appear on ${inst.route} within ${timeoutMs} ms. Text:\n${handle.text()}${errs ? `\nErrors:\n${errs}` : ''}`,
            )
          }
          await new Promise((r) => setTimeout(r, 10))
        }
      },
      isAlive: () => stack.includes(inst),
    }
    handles.set(inst, handle)
    return handle
  }

  const requirePage = (route: string): Record<string, unknown> => {
    const known = pageConfigs.get(route)
    if (known) return known
    registering = route
    try {
      loadModule(path.join(distDir, `${route}.js`))
    } finally {
      registering = undefined
    }
    const config = pageConfigs.get(route)
    if (!config) throw new Error(`${route}.js did not call Page()`)
    return config
  }

  const createInstance = (route: string, query: Record<string, string>): PageInstance => {
    const config = requirePage(route)
    const inst: PageInstance = {
      route,
      __route__: route,
      options: query,
      data: inward(isRecord(config.data) ? config.data : {}),
    }
    for (const [k, v] of Object.entries(config)) if (k !== 'data') inst[k] = v
    stats.set(inst, [])
    webviewId++
    Object.assign(inst, {
      __wxWebviewId__: webviewId,
      __wxExparserNodeId__: `page-${webviewId}`,
      is: route,
      setData(this: PageInstance, patch: Record<string, unknown>, cb?: () => void) {
        if (!isRecord(patch)) return
        const json = JSON.stringify(patch)
        const bytes = Buffer.byteLength(json ?? '', 'utf8')
        stats.get(inst)?.push(bytes)
        setDataLog.push({ route, bytes })
        const copy = sandboxJSON.parse(json) as Record<string, unknown>
        for (const [key, value] of Object.entries(copy)) applyDataPath(inst.data, key, value)
        activity++
        // The view layer renders later; the callback fires after that.
        if (typeof cb === 'function') later(cb)
      },
      selectComponent: () => null,
      selectAllComponents: () => [],
      createSelectorQuery: () => (wx.createSelectorQuery as AnyFn)(),
      createIntersectionObserver: () => (wx.createIntersectionObserver as AnyFn)(),
      getOpenerEventChannel: () => ({
        emit: () => undefined,
        on: () => undefined,
        off: () => undefined,
        once: () => undefined,
      }),
      getPageId: () => `page-${webviewId}`,
    })
    return inst
  }

  const lifecycle = (inst: PageInstance, name: string, arg?: unknown): void => {
    const fn = inst[name]
    if (typeof fn === 'function') guard(name, () => (fn as AnyFn).call(inst, arg), inst.route)
  }

  const unload = (inst: PageInstance): void => {
    const i = stack.indexOf(inst)
    if (i >= 0) stack.splice(i, 1)
    lifecycle(inst, 'onUnload')
  }

  /**
   * Puts a page on the stack and runs onLoad/onShow now and onReady on a later tick, as WeChat does once the
   * first render is back. Synchronous so that navigateTo from page code does not wait on itself.
   */
  const mount = (route: string, query: Record<string, string>): PageInstance => {
    if (!pages.includes(route)) throw new Error(`${route} is not a page of app.json (${pages.join(', ')})`)
    ensureLaunched(route, query)
    const prev = stack[stack.length - 1]
    let inst: PageInstance
    try {
      inst = createInstance(route, query)
    } catch (err) {
      record('require', err, route)
      throw err
    }
    if (prev) lifecycle(prev, 'onHide')
    stack.push(inst)
    lifecycle(inst, 'onLoad', inward(query))
    lifecycle(inst, 'onShow')
    later(() => {
      if (stack.includes(inst)) lifecycle(inst, 'onReady')
    })
    activity++
    return inst
  }

  const push = async (route: string, query: Record<string, string>): Promise<PageHandle> => {
    const inst = mount(route, query)
    await settle()
    return pageHandle(inst)
  }

  // --- wx
  const later = (fn: () => void): void => {
    ;(globals.setTimeout as AnyFn)(fn, 0)
  }
  /** An async wx API: runs impl, then success/fail/complete the way WeChat does, on a later tick. */
  const asyncApi = (name: string, impl: (opts: Record<string, unknown>) => unknown | Promise<unknown>) => {
    return (opts: unknown = {}): unknown => {
      const o = (isRecord(opts) ? opts : {}) as Record<string, unknown> & Callbacks
      const p = (async () => {
        try {
          const result = await impl(o)
          const res = inward({ errMsg: `${name}:ok`, ...(isRecord(result) ? result : {}) })
          later(() => {
            guard(`${name}.success`, () => o.success?.(res))
            guard(`${name}.complete`, () => o.complete?.(res))
          })
        } catch (err) {
          const res = inward({ errMsg: `${name}:fail ${errorInfo(err).message}` })
          later(() => {
            guard(`${name}.fail`, () => o.fail?.(res))
            guard(`${name}.complete`, () => o.complete?.(res))
          })
        }
      })()
      track(p)
      return undefined
    }
  }
  const noopApi = (name: string) => asyncApi(name, () => ({}))

  const navigate = (type: NavigationType) =>
    asyncApi(type, async (o) => {
      const from = stack[stack.length - 1]?.route
      if (type === 'navigateBack') {
        const delta = Math.max(1, Number(o.delta ?? 1))
        const ok = stack.length > 1
        navigations.push({ type, delta, ok })
        if (!ok) throw new Error('cannot navigate back at first page.')
        for (let i = 0; i < delta && stack.length > 1; i++) unload(stack[stack.length - 1])
        const top = stack[stack.length - 1]
        if (top) lifecycle(top, 'onShow')
        return {}
      }
      const url = String(o.url ?? '')
      const { path: target, query } = parseUrl(url, from, true)
      const ok = pages.includes(target)
      navigations.push({ type, url, path: target, query, ok })
      if (!ok) throw new Error(`page "${target}" is not found`)
      if (type === 'navigateTo' && isTabPage(appJson, target)) throw new Error('can not navigateTo a tabbar page')
      // WeChat keeps at most ten pages; an eleventh navigateTo fails there, so it fails here too.
      if (type === 'navigateTo' && stack.length >= 10) throw new Error('webview count limit exceed')
      if (type === 'redirectTo') {
        const top = stack[stack.length - 1]
        if (top) unload(top)
      } else if (type === 'switchTab' || type === 'reLaunch') {
        while (stack.length) unload(stack[stack.length - 1])
      }
      mount(target, query)
      return {}
    })

  const selectorQuery = (): Record<string, unknown> => {
    const queue: (() => unknown)[] = []
    const rect = {
      id: '',
      dataset: {},
      left: 0,
      right: SCREEN.width,
      top: 0,
      bottom: 0,
      width: SCREEN.width,
      height: 0,
    }
    const nodesRef = (all: boolean): Record<string, unknown> => {
      const add = (value: () => unknown, cb?: unknown): Record<string, unknown> => {
        queue.push(() => {
          const v = value()
          if (typeof cb === 'function') (cb as AnyFn)(v)
          return v
        })
        return q
      }
      const ref: Record<string, unknown> = {
        boundingClientRect: (cb?: unknown) => add(() => inward(all ? [] : rect), cb),
        scrollOffset: (cb?: unknown) =>
          add(
            () => inward({ scrollLeft: 0, scrollTop: 0, scrollWidth: SCREEN.width, scrollHeight: SCREEN.height }),
            cb,
          ),
        fields: (_f: unknown, cb?: unknown) => add(() => inward(all ? [] : {}), cb),
        node: (cb?: unknown) => add(() => (all ? inward([]) : null), cb),
        context: (cb?: unknown) => add(() => null, cb),
      }
      return ref
    }
    const q: Record<string, unknown> = {
      in: () => q,
      select: () => nodesRef(false),
      selectAll: () => nodesRef(true),
      selectViewport: () => nodesRef(false),
      exec: (cb?: unknown) => {
        later(() => {
          const results = queue.map((f) => f())
          if (typeof cb === 'function') guard('createSelectorQuery.exec', () => (cb as AnyFn)(results))
        })
        return q
      },
    }
    return q
  }

  const storageInfo = () => ({
    keys: [...storage.keys()],
    currentSize: Math.ceil(Buffer.byteLength(JSON.stringify([...storage.entries()])) / 1024),
    limitSize: 10240,
  })
  let launch: { path: string; query: Record<string, string> } | undefined
  const launchOptions = () =>
    inward({
      path: launch?.path ?? pages[0],
      query: launch?.query ?? options.launchQuery ?? {},
      scene: 1001,
      referrerInfo: {},
      apiCategory: 'default',
    })
  /**
   * WeChat starts the app for an entry page: app.js runs (app modules may read getLaunchOptionsSync while
   * loading) and App.onLaunch/onShow see that page's path and query. So app.js is loaded, and the app
   * launched, when the first page opens. Returns the app instance (what getApp() returns).
   */
  const ensureLaunched = (route: string, query: Record<string, string>): Record<string, unknown> => {
    if (launch && appInstance) return appInstance
    launch = { path: route, query: options.launchQuery ?? query }
    // app.js pulls in runtime, taro, vendors and common itself.
    try {
      loadModule(path.join(distDir, 'app.js'))
    } catch (err) {
      record('require', err, 'app.js')
      throw err
    }
    const app = appInstance as Record<string, unknown> | undefined
    if (!app) throw new Error('app.js did not call App()')
    guard('onLaunch', () => (app.onLaunch as AnyFn | undefined)?.call(app, launchOptions()))
    guard('onShow', () => (app.onShow as AnyFn | undefined)?.call(app, launchOptions()))
    return app
  }

  const wx: Record<string, unknown> = {
    // storage
    setStorageSync: (key: string, value: unknown) =>
      void storage.set(key, value === undefined ? value : JSON.parse(JSON.stringify(value))),
    getStorageSync: (key: string) => (storage.has(key) ? inward(storage.get(key)) : ''),
    removeStorageSync: (key: string) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => inward(storageInfo()),
    setStorage: asyncApi(
      'setStorage',
      (o) => void storage.set(String(o.key), JSON.parse(JSON.stringify(o.data ?? null))),
    ),
    getStorage: asyncApi('getStorage', (o) => {
      if (!storage.has(String(o.key))) throw new Error('data not found')
      return { data: storage.get(String(o.key)) }
    }),
    removeStorage: asyncApi('removeStorage', (o) => void storage.delete(String(o.key))),
    clearStorage: asyncApi('clearStorage', () => storage.clear()),
    getStorageInfo: asyncApi('getStorageInfo', storageInfo),
    // device
    getSystemInfoSync: () => inward(systemInfo()),
    getSystemInfo: asyncApi('getSystemInfo', systemInfo),
    getSystemInfoAsync: asyncApi('getSystemInfoAsync', systemInfo),
    getWindowInfo: () => {
      const s = systemInfo()
      return inward({
        pixelRatio: s.pixelRatio,
        screenWidth: s.screenWidth,
        screenHeight: s.screenHeight,
        windowWidth: s.windowWidth,
        windowHeight: s.windowHeight,
        statusBarHeight: s.statusBarHeight,
        safeArea: s.safeArea,
        screenTop: 0,
      })
    },
    getDeviceInfo: () => {
      const s = systemInfo()
      return inward({
        brand: s.brand,
        model: s.model,
        system: s.system,
        platform: s.platform,
        benchmarkLevel: 1,
        abi: 'arm64',
        deviceAbi: 'arm64',
        cpuType: 'apple',
      })
    },
    getAppBaseInfo: () => {
      const s = systemInfo()
      return inward({
        SDKVersion: s.SDKVersion,
        enableDebug: false,
        host: s.host,
        language: s.language,
        version: s.version,
        theme: 'light',
        fontSizeSetting: 16,
      })
    },
    getSystemSetting: () =>
      inward({ bluetoothEnabled: false, locationEnabled: true, wifiEnabled: true, deviceOrientation: 'portrait' }),
    getAppAuthorizeSetting: () =>
      inward({
        albumAuthorized: 'authorized',
        cameraAuthorized: 'authorized',
        locationAuthorized: 'authorized',
        notificationAuthorized: 'authorized',
      }),
    getMenuButtonBoundingClientRect: () => inward(MENU_BUTTON),
    getAccountInfoSync: () => inward({ miniProgram: { appId: 'touristappid', envVersion: 'develop', version: '' } }),
    getLaunchOptionsSync: launchOptions,
    getEnterOptionsSync: launchOptions,
    getNetworkType: asyncApi('getNetworkType', () => ({ networkType: 'wifi' })),
    onNetworkStatusChange: () => undefined,
    offNetworkStatusChange: () => undefined,
    onAppShow: () => undefined,
    offAppShow: () => undefined,
    onAppHide: () => undefined,
    offAppHide: () => undefined,
    onError: () => undefined,
    offError: () => undefined,
    onUnhandledRejection: () => undefined,
    onPageNotFound: () => undefined,
    onThemeChange: () => undefined,
    onWindowResize: () => undefined,
    offWindowResize: () => undefined,
    onMemoryWarning: () => undefined,
    getUpdateManager: () => ({
      onCheckForUpdate: () => undefined,
      onUpdateReady: () => undefined,
      onUpdateFailed: () => undefined,
      applyUpdate: () => undefined,
    }),
    canIUse: () => true,
    nextTick: (fn: unknown) => (globals.setTimeout as AnyFn)(fn, 0),
    env: { USER_DATA_PATH: 'wxfile://usr' },
    // interface
    showToast: asyncApi(
      'showToast',
      (o) =>
        void toasts.push({
          type: 'showToast',
          title: String(o.title ?? ''),
          icon: o.icon === undefined ? undefined : String(o.icon),
        }),
    ),
    hideToast: noopApi('hideToast'),
    showLoading: asyncApi(
      'showLoading',
      (o) => void toasts.push({ type: 'showLoading', title: String(o.title ?? '') }),
    ),
    hideLoading: noopApi('hideLoading'),
    showModal: asyncApi('showModal', (o) => {
      toasts.push({
        type: 'showModal',
        title: o.title === undefined ? undefined : String(o.title),
        content: o.content === undefined ? undefined : String(o.content),
      })
      const confirm = options.modalConfirm ?? true
      return { confirm, cancel: !confirm }
    }),
    showActionSheet: asyncApi('showActionSheet', () => {
      toasts.push({ type: 'showActionSheet' })
      return { tapIndex: 0 }
    }),
    setNavigationBarTitle: noopApi('setNavigationBarTitle'),
    setNavigationBarColor: noopApi('setNavigationBarColor'),
    showNavigationBarLoading: noopApi('showNavigationBarLoading'),
    hideNavigationBarLoading: noopApi('hideNavigationBarLoading'),
    setBackgroundColor: noopApi('setBackgroundColor'),
    setBackgroundTextStyle: noopApi('setBackgroundTextStyle'),
    pageScrollTo: noopApi('pageScrollTo'),
    startPullDownRefresh: asyncApi('startPullDownRefresh', () => {
      const top = stack[stack.length - 1]
      if (top) lifecycle(top, 'onPullDownRefresh')
    }),
    stopPullDownRefresh: noopApi('stopPullDownRefresh'),
    hideKeyboard: noopApi('hideKeyboard'),
    vibrateShort: noopApi('vibrateShort'),
    setClipboardData: noopApi('setClipboardData'),
    getClipboardData: asyncApi('getClipboardData', () => ({ data: '' })),
    makePhoneCall: noopApi('makePhoneCall'),
    previewImage: noopApi('previewImage'),
    showShareMenu: noopApi('showShareMenu'),
    hideShareMenu: noopApi('hideShareMenu'),
    reportAnalytics: () => undefined,
    reportEvent: () => undefined,
    createSelectorQuery: selectorQuery,
    createIntersectionObserver: () => {
      const o: Record<string, unknown> = {}
      Object.assign(o, {
        relativeTo: () => o,
        relativeToViewport: () => o,
        observe: () => undefined,
        disconnect: () => undefined,
      })
      return o
    },
    // navigation
    navigateTo: navigate('navigateTo'),
    redirectTo: navigate('redirectTo'),
    navigateBack: navigate('navigateBack'),
    switchTab: navigate('switchTab'),
    reLaunch: navigate('reLaunch'),
    navigateToMiniProgram: noopApi('navigateToMiniProgram'),
    // open abilities
    login: asyncApi('login', () => ({ code: 'harness-login-code' })),
    checkSession: noopApi('checkSession'),
    getSetting: asyncApi('getSetting', () => ({ authSetting: {} })),
    authorize: noopApi('authorize'),
    getUserProfile: asyncApi('getUserProfile', () => ({ userInfo: { nickName: '测试用户', avatarUrl: '' } })),
    // Less common APIs: present so Taro.* exists for them (a missing one is a TypeError in page code), inert.
    ...Object.fromEntries(
      [
        'uploadFile',
        'downloadFile',
        'chooseMedia',
        'chooseImage',
        'saveImageToPhotosAlbum',
        'openDocument',
        'getLocation',
        'chooseLocation',
        'openLocation',
        'scanCode',
        'requestPayment',
        'requestSubscribeMessage',
        'showShareImageMenu',
        'openSetting',
        'navigateBackMiniProgram',
        'exitMiniProgram',
        'setKeepScreenOn',
        'loadFontFace',
        'hideHomeButton',
        'setTabBarBadge',
        'removeTabBarBadge',
        'showTabBar',
        'hideTabBar',
        'vibrateLong',
        'openCustomerServiceChat',
        'updateShareMenu',
        'getImageInfo',
        'compressImage',
        'saveFile',
        'getSavedFileList',
      ].map((name) => [name, noopApi(name)]),
    ),
    onKeyboardHeightChange: () => undefined,
    offKeyboardHeightChange: () => undefined,
    getPerformance: () => ({
      now: () => Date.now(),
      getEntries: () => [],
      createObserver: () => ({ observe: () => undefined, disconnect: () => undefined }),
    }),
    createVideoContext: () => inertObject(),
    createInnerAudioContext: () => inertObject(),
    createCanvasContext: () => inertObject(),
    createAnimation: () => inertObject(),
    getBackgroundAudioManager: () => inertObject(),
    getFileSystemManager: () => inertObject(),
    arrayBufferToBase64: (buf: ArrayBuffer) => Buffer.from(buf).toString('base64'),
    base64ToArrayBuffer: (b64: string) => {
      const bytes = Buffer.from(b64, 'base64')
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
    },
    // network
    request: (opts: unknown = {}) => {
      const o = (isRecord(opts) ? opts : {}) as Record<string, unknown> & Callbacks
      const req: WxRequest = {
        url: String(o.url ?? ''),
        method: String(o.method ?? 'GET').toUpperCase(),
        data: o.data === undefined ? undefined : JSON.parse(JSON.stringify(o.data)),
        header: isRecord(o.header) ? Object.fromEntries(Object.entries(o.header).map(([k, v]) => [k, String(v)])) : {},
        dataType: o.dataType === undefined ? undefined : String(o.dataType),
        responseType: o.responseType === undefined ? undefined : String(o.responseType),
        timeout: typeof o.timeout === 'number' ? o.timeout : undefined,
      }
      requests.push(req)
      let aborted = false
      const p = (async () => {
        try {
          if (!handler) throw new Error('no request handler given to bootApp')
          const res = await handler(req)
          if (aborted || closed) return
          const out = {
            errMsg: 'request:ok',
            statusCode: res.statusCode,
            header: res.header ?? {},
            cookies: [] as string[],
          }
          const data = res.data instanceof ArrayBuffer ? res.data : inward(res.data)
          const payload = Object.assign(inward(out), { data })
          later(() => {
            guard('request.success', () => o.success?.(payload))
            guard('request.complete', () => o.complete?.(payload))
          })
        } catch (err) {
          if (closed) return
          const res = inward({ errMsg: aborted ? 'request:fail abort' : `request:fail ${errorInfo(err).message}` })
          later(() => {
            guard('request.fail', () => o.fail?.(res))
            guard('request.complete', () => o.complete?.(res))
          })
        }
      })()
      track(p)
      return {
        abort: () => void (aborted = true),
        onHeadersReceived: () => undefined,
        offHeadersReceived: () => undefined,
        onChunkReceived: () => undefined,
        offChunkReceived: () => undefined,
      }
    },
  }

  Object.assign(globals, {
    wx,
    App: (config: unknown) => {
      if (!isRecord(config)) throw new Error('App() needs an object')
      appInstance = config
    },
    Page: (config: unknown) => {
      if (!registering) throw new Error('Page() called outside a page file')
      if (!isRecord(config)) throw new Error('Page() needs an object')
      pageConfigs.set(registering, config)
    },
    Component: (config: unknown) => {
      if (isRecord(config)) componentConfigs.set(`component-${componentConfigs.size}`, config)
    },
    Behavior: (config: unknown) => config,
    getApp: () => appInstance,
    getCurrentPages: () => [...stack],
    requirePlugin: () => ({}),
    __wxConfig: inward({
      pages,
      subPackages: subPackagesOf(appJson),
      global: { window: {} },
      envVersion: 'develop',
      accountInfo: { appId: 'touristappid' },
    }),
  })
  Object.assign(sandbox, globals)

  const onRejection = (reason: unknown): void => {
    if (!closed) record('unhandledRejection', reason)
  }
  process.on('unhandledRejection', onRejection)

  /** Timeouts due this soon count as work in progress (debounces, Taro's batching); later ones do not. */
  const IMMINENT_MS = 300
  const settle = async (quietMs = 20, maxMs = 5000): Promise<void> => {
    const end = Date.now() + maxMs
    let seen = -1
    let quietSince = Date.now()
    while (Date.now() < end) {
      await new Promise((r) => setTimeout(r, 5))
      const horizon = Date.now() + IMMINENT_MS
      const imminent = [...timers.values()].some((due) => due <= horizon)
      if (activity !== seen || pending.size > 0 || imminent) {
        seen = activity
        quietSince = Date.now()
      } else if (Date.now() - quietSince >= quietMs) return
    }
  }

  return {
    appJson,
    pages,
    openPage: (pagePath, query = {}) => {
      const { path: p, query: q } = parseUrl(pagePath, undefined)
      return push(p, { ...q, ...query })
    },
    reLaunch: async (pagePath, query = {}) => {
      while (stack.length) unload(stack[stack.length - 1])
      const { path: p, query: q } = parseUrl(pagePath, undefined)
      return push(p, { ...q, ...query })
    },
    currentPage: () => {
      const top = stack[stack.length - 1]
      return top ? pageHandle(top) : undefined
    },
    pageStack: () => stack.map(pageHandle),
    appInstance: () => ensureLaunched(pages[0], {}),
    callWx: (method, ...args) => {
      const fn = wx[method]
      if (typeof fn !== 'function') return Promise.reject(new Error(`wx.${method} is not provided by the boot harness`))
      if (SYNC_APIS.test(method)) return Promise.resolve((fn as AnyFn)(...args.map((a) => inward(a))))
      return new Promise((resolve, reject) => {
        const opts = isRecord(args[0]) ? inward(args[0]) : {}
        ;(fn as AnyFn)({
          ...opts,
          success: (res: unknown) => resolve(res),
          fail: (res: unknown) => reject(new Error(isRecord(res) ? String(res.errMsg) : String(res))),
        })
      })
    },
    navigations,
    toasts,
    requests,
    setDataLog,
    errors,
    consoleErrors,
    storage,
    settle,
    close: () => {
      if (closed) return
      while (stack.length) unload(stack[stack.length - 1])
      closed = true
      for (const h of timers.keys()) clearTimeout(h)
      for (const h of intervals) clearInterval(h)
      timers.clear()
      intervals.clear()
      process.off('unhandledRejection', onRejection)
    },
  }
}

// ---------------------------------------------------------------------------------------------------------
// CLI: `npx tsx scripts/weapp/boot.ts [distDir] [baseUrl]` opens every page and prints its text.

async function main(): Promise<void> {
  const distDir = process.argv[2] ?? 'dist/weapp'
  const app = await bootApp({ distDir, request: process.argv[3] })
  let failed = false
  for (const page of app.pages) {
    try {
      const handle = await app.reLaunch(page)
      await app.settle(50)
      console.log(`--- ${page} (${handle.nodeCount()} nodes, ${handle.setDataStats().calls} setData)`)
      console.log(handle.text() || '(no text)')
    } catch (err) {
      failed = true
      console.error(`--- ${page}: ${errorInfo(err).message}`)
    }
  }
  for (const e of app.errors) console.error(`error [${e.source}${e.page ? ` ${e.page}` : ''}]: ${e.message}`)
  for (const e of app.consoleErrors) console.error(`console.error: ${e}`)
  app.close()
  if (failed || app.errors.length > 0 || app.consoleErrors.length > 0) process.exitCode = 1
}

if (require.main === module) {
  main().catch((err) => {
    console.error(errorInfo(err).stack ?? errorInfo(err).message)
    process.exitCode = 1
  })
}
