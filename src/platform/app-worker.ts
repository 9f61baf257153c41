/**
 * H5: the page's side of the service worker (docs/product.md §8.6; the worker is src/service-worker/worker.ts).
 * Registered in production builds only, in a plain browser and in the app's web view alike, after the page has
 * loaded and its first screen has had the network to itself: this module and workbox-window are a chunk of their own,
 * which app-worker-loader.ts fetches then. A new deployment's worker waits: the page only notes it, the
 * shell offers 有新版本 on the next in-app navigation, and the worker takes over when the reader taps 刷新.
 */
import type { Workbox } from 'workbox-window'
import { APP_WORKER } from '@/config/constants'

/** What this module uses of workbox-window's Workbox. */
export type AppWorkbox = Pick<Workbox, 'register' | 'update' | 'messageSW' | 'addEventListener'>

export interface AppWorkerEnv {
  /** Resolves once the first screen has had the network to itself. */
  afterFirstScreen: () => Promise<void>
  /** Makes the Workbox for the worker's script and scope. */
  load: () => Promise<AppWorkbox>
  serviceWorker: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'getRegistration'> | undefined
  /** Resources the page fetched before a worker controlled it (performance entries' names). */
  loadedUrls: () => string[]
  reload: () => void
  now: () => number
}

type Listener = () => void

let workbox: AppWorkbox | null = null
let registration: Pick<ServiceWorkerRegistration, 'waiting'> | null = null
let waiting = false
let lastCheck = 0
let env: AppWorkerEnv | null = null
const listeners = new Set<Listener>()

function browserEnv(): AppWorkerEnv {
  return {
    // app-worker-loader.ts loads this module only once the first screen has had the network to itself.
    afterFirstScreen: () => Promise.resolve(),
    load: async () => {
      const { Workbox } = await import(/* webpackChunkName: "app-worker" */ 'workbox-window')
      return new Workbox(APP_WORKER.script, { scope: APP_WORKER.scope })
    },
    serviceWorker: typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined,
    loadedUrls: () => performance.getEntriesByType('resource').map((entry) => entry.name),
    reload: () => location.reload(),
    now: () => Date.now(),
  }
}

/** The code and images this page loaded before the worker controlled it, for the worker's caches. */
export function urlsForWorker(urls: readonly string[], origin: string): string[] {
  return urls.filter((url) => {
    const parsed = new URL(url, origin)
    return (
      parsed.origin === origin &&
      !parsed.pathname.endsWith('.json') &&
      /^\/(community\/static|static-)/.test(parsed.pathname)
    )
  })
}

/**
 * Registers the worker (production H5 only). On a first visit nothing the page loaded went through a worker: once
 * it is active, the page hands it the list, so a reload without network still starts (workbox-routing's
 * CACHE_URLS message).
 */
export async function startAppWorker(given: AppWorkerEnv = browserEnv()): Promise<boolean> {
  if (env || !given.serviceWorker) return false
  env = given
  const controlled = Boolean(given.serviceWorker.controller)
  // The browser looks for a new worker by itself when a page opens, maybe before this page registers: the
  // registration it already has says at once whether one waits (no request, nothing the first screen waits for).
  given.serviceWorker.getRegistration().then(
    (known) => (registration ??= known ?? null),
    () => undefined,
  )
  await given.afterFirstScreen()
  const wb = await given.load().catch(() => null)
  if (!wb) return false
  workbox = wb
  wb.addEventListener('waiting', () => {
    waiting = true
    listeners.forEach((listener) => listener())
  })
  wb.addEventListener('activated', (event) => {
    if (controlled || event.isUpdate) return
    const urlsToCache = urlsForWorker(given.loadedUrls(), location.origin)
    void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } })
  })
  // A browser that refuses workers (private modes, a host's policy) is a page without one, never an error.
  return wb.register().then(
    (registered) => {
      registration = registered ?? registration
      return true
    },
    () => false,
  )
}

/** Whether a new deployment's worker is waiting to take over. */
export function isAppUpdateWaiting(): boolean {
  // The registration knows at once; workbox-window's event comes a moment later, or never for a worker the
  // browser found before this page registered.
  return waiting || Boolean(registration?.waiting)
}

export function subscribeAppUpdate(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Asks the server for a new sw.js, at most every APP_WORKER.updateCheckMs (an open page never reloads to find one). */
export function checkForAppUpdate(): void {
  if (!workbox || !env || isAppUpdateWaiting()) return
  const now = env.now()
  if (now - lastCheck < APP_WORKER.updateCheckMs) return
  lastCheck = now
  workbox.update().catch(() => undefined)
}

/** 刷新: the waiting worker takes over (the message workbox-window would send), and the page reloads once it does. */
export function applyAppUpdate(): void {
  if (!env) return
  const { reload, serviceWorker } = env
  const next = registration?.waiting
  if (!next || !serviceWorker) return reload()
  serviceWorker.addEventListener('controllerchange', () => reload())
  next.postMessage({ type: APP_WORKER.skipWaitingMessage })
}

/** Tests: forget the registration. */
export function resetAppWorkerForTests(): void {
  workbox = null
  registration = null
  env = null
  waiting = false
  lastCheck = 0
  listeners.clear()
}
