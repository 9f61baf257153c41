/**
 * The state of one boot of the mini-program, shared by the harness's parts (sandbox, page stack,
 * page handles, wx, settle). Each part installs its functions here, so they find each other at call time.
 */
import type vm from 'node:vm'
import type { AppJson } from '../app-json'
import type { readTagMap } from '../tree'
import type {
  BootError,
  BootOptions,
  Navigation,
  PageHandle,
  PageInstance,
  RequestHandler,
  Toast,
  WxRequest,
} from './model'

export interface BootRuntime {
  options: BootOptions
  distDir: string
  appJson: AppJson
  pages: string[]
  handler: RequestHandler | undefined
  tags: ReturnType<typeof readTagMap>
  navigations: Navigation[]
  toasts: Toast[]
  /** What page code put on the clipboard (wx.setClipboardData), in order. */
  clipboard: string[]
  requests: WxRequest[]
  setDataLog: { route: string; bytes: number }[]
  errors: BootError[]
  consoleErrors: string[]
  storage: Map<string, unknown>
  /** Pending timeouts of app code, with when they are due: settle() waits for the imminent ones. */
  timers: Map<ReturnType<typeof setTimeout>, number>
  intervals: Set<ReturnType<typeof setInterval>>
  closed: boolean
  /** Bumped by anything observable, so settle() knows when the app has gone quiet. */
  activity: number
  pending: Set<Promise<unknown>>
  pageConfigs: Map<string, Record<string, unknown>>
  componentConfigs: Map<string, Record<string, unknown>>
  /** The page file being loaded, which Page() registers under. */
  registering: string | undefined
  stack: PageInstance[]
  handles: WeakMap<PageInstance, PageHandle>
  stats: WeakMap<PageInstance, number[]>
  webviewId: number
  appInstance: Record<string, unknown> | undefined
  launch: { path: string; query: Record<string, string> } | undefined

  // sandbox.ts
  sandbox: Record<string, unknown>
  context: vm.Context
  sandboxJSON: JSON
  globals: Record<string, unknown>
  track<T>(p: Promise<T>): Promise<T>
  inward<T>(v: T): T
  record(source: string, err: unknown, page?: string): void
  guard(source: string, fn: () => unknown, page?: string): unknown
  callAppOnError(err: unknown): void
  loadModule(file: string): unknown
  later(fn: () => void): void
  // settle.ts
  settle(quietMs?: number, maxMs?: number): Promise<void>
  // page-handle.ts
  pageHandle(inst: PageInstance): PageHandle
  // page-stack.ts
  lifecycle(inst: PageInstance, name: string, arg?: unknown): void
  unload(inst: PageInstance): void
  mount(route: string, query: Record<string, string>): PageInstance
  push(route: string, query: Record<string, string>): Promise<PageHandle>
  /** What App.onLaunch / getLaunchOptionsSync see: the first page's path and query. */
  launchOptions(): Record<string, unknown>
  ensureLaunched(route: string, query: Record<string, string>): Record<string, unknown>
  // wx-api.ts
  wx: Record<string, unknown>
}
