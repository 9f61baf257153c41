/** Boots the built mini-program in Node: the runtime's parts installed in order, and the handle tests use. */
import path from 'node:path'
import { allPages, readAppJson } from '../app-json'
import { readTagMap } from '../tree'
import { SYNC_APIS, httpHandler, isRecord, parseUrl, type AnyFn, type BootedApp, type BootOptions } from './model'
import { installPageHandles } from './page-handle'
import { installPageStack } from './page-stack'
import type { BootRuntime } from './runtime'
import { installSandbox } from './sandbox'
import { installSettle } from './settle'
import { installWx } from './wx-api'

export async function bootApp(options: BootOptions): Promise<BootedApp> {
  const distDir = path.resolve(options.distDir)
  const appJson = readAppJson(distDir)
  const state = {
    options,
    distDir,
    appJson,
    pages: allPages(appJson),
    handler: typeof options.request === 'string' ? httpHandler(options.request) : options.request,
    tags: readTagMap(distDir),
    navigations: [],
    toasts: [],
    clipboard: [],
    requests: [],
    setDataLog: [],
    errors: [],
    consoleErrors: [],
    storage: new Map<string, unknown>(Object.entries(options.storage ?? {})),
    timers: new Map(),
    intervals: new Set(),
    closed: false,
    activity: 0,
    pending: new Set(),
    pageConfigs: new Map(),
    componentConfigs: new Map(),
    registering: undefined,
    stack: [],
    handles: new WeakMap(),
    stats: new WeakMap(),
    webviewId: 0,
    appInstance: undefined,
    launch: undefined,
  }
  // Each part installs its functions on the runtime; later parts use earlier ones, and all find each other at call time.
  const rt = state as unknown as BootRuntime
  installSandbox(rt)
  installSettle(rt)
  installPageHandles(rt)
  installPageStack(rt)
  installWx(rt)
  const { pages, stack, navigations, toasts, requests, setDataLog, errors, consoleErrors, storage, timers, intervals } =
    rt

  const onRejection = (reason: unknown): void => {
    if (!rt.closed) rt.record('unhandledRejection', reason)
  }
  process.on('unhandledRejection', onRejection)

  return {
    appJson,
    pages,
    openPage: (pagePath, query = {}) => {
      const { path: p, query: q } = parseUrl(pagePath, undefined)
      return rt.push(p, { ...q, ...query })
    },
    reLaunch: async (pagePath, query = {}) => {
      while (stack.length) rt.unload(stack[stack.length - 1])
      const { path: p, query: q } = parseUrl(pagePath, undefined)
      return rt.push(p, { ...q, ...query })
    },
    currentPage: () => {
      const top = stack[stack.length - 1]
      return top ? rt.pageHandle(top) : undefined
    },
    pageStack: () => stack.map(rt.pageHandle),
    appInstance: () => rt.ensureLaunched(pages[0], {}),
    callWx: (method, ...args) => {
      const fn = rt.wx[method]
      if (typeof fn !== 'function') return Promise.reject(new Error(`wx.${method} is not provided by the boot harness`))
      if (SYNC_APIS.test(method)) return Promise.resolve((fn as AnyFn)(...args.map((a) => rt.inward(a))))
      return new Promise((resolve, reject) => {
        const opts = isRecord(args[0]) ? rt.inward(args[0]) : {}
        ;(fn as AnyFn)({
          ...opts,
          success: (res: unknown) => resolve(res),
          fail: (res: unknown) => reject(new Error(isRecord(res) ? String(res.errMsg) : String(res))),
        })
      })
    },
    navigations,
    toasts,
    clipboard: state.clipboard,
    requests,
    setDataLog,
    errors,
    consoleErrors,
    storage,
    settle: rt.settle,
    close: () => {
      if (rt.closed) return
      while (stack.length) rt.unload(stack[stack.length - 1])
      rt.closed = true
      for (const h of timers.keys()) clearTimeout(h)
      for (const h of intervals) clearInterval(h)
      timers.clear()
      intervals.clear()
      process.off('unhandledRejection', onRejection)
    },
  }
}
