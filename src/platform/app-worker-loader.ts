/**
 * H5: the page side of the service worker (app-worker.ts, with workbox-window) is a chunk of its own, fetched after
 * the page's load event and APP_WORKER.registerDelayMs, when it registers the worker (docs/product.md §8.6): the first
 * screen neither downloads nor runs it. What the new-version offer asks before then is answered here: the
 * registration the browser already has says whether a new worker waits, and 刷新 fetches the page side at once.
 */
import { APP_WORKER } from '@/config/constants'

type AppWorkerSide = typeof import('./app-worker')

let side: AppWorkerSide | null = null
let starting: Promise<boolean> | null = null
let known: Pick<ServiceWorkerRegistration, 'waiting'> | null = null
let hurry: () => void = () => undefined

/** The page's load event, then APP_WORKER.registerDelayMs: the first screen's own chunks have come by then. */
export function afterFirstScreen(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
  return loaded.then(() => new Promise((resolve) => setTimeout(resolve, APP_WORKER.registerDelayMs)))
}

/** Loads the worker's page side once the first screen is done and registers the worker; false where there is none. */
export function startAppWorkerAfterFirstScreen(wait: () => Promise<void> = afterFirstScreen): Promise<boolean> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
  if (!container) return Promise.resolve(false)
  if (starting) return starting
  // The browser looks for a new worker by itself when a page opens, maybe before this page registers.
  container.getRegistration().then(
    (registration) => (known = registration ?? null),
    () => undefined,
  )
  const waited = new Promise<void>((resolve) => {
    hurry = resolve
    void wait().then(resolve)
  })
  starting = waited
    .then(() => import(/* webpackChunkName: "app-worker" */ './app-worker'))
    .then((loaded) => {
      side = loaded
      return loaded.startAppWorker()
    })
    .catch(() => false)
  return starting
}

/** Whether a new deployment's worker waits to take over (app-worker.ts once loaded, the known registration before). */
export function isAppUpdateWaiting(): boolean {
  return side ? side.isAppUpdateWaiting() : Boolean(known?.waiting)
}

/** Asks the server for a new worker (app-worker.ts); nothing before the page side has loaded and registered. */
export function checkForAppUpdate(): void {
  side?.checkForAppUpdate()
}

/** 刷新: the page side loads now if it has not yet, then the waiting worker takes over and the page reloads. */
export async function applyAppUpdate(): Promise<void> {
  hurry()
  await starting
  side?.applyAppUpdate()
}

/** Tests: as before the page side loaded. */
export function resetAppWorkerLoaderForTests(): void {
  side = null
  starting = null
  known = null
  hurry = () => undefined
}
