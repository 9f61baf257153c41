/**
 * H5: whether the router is still fetching the code of the page it was asked for (docs/product.md §2.8). Taro's
 * router announces a navigation before it imports the page's chunk, and again once the page is mounted or shown;
 * in between the previous page would stay on screen with nothing to say the next one is coming. A navigation counts
 * as loading only while a chunk is in flight too: a page whose code is there (or a navigation the router drops
 * without a second announcement) never covers the screen, and chunks fetched in the background (the toast module,
 * the freshness engine) never do either. The listeners are added when the app's code loads, before the router
 * asks for the first page.
 */
import Taro from '@tarojs/taro'

/** Taro's H5 router: a navigation starts (before its chunk) and ends (the page is mounted or shown again). */
export const ROUTE_CHANGE_EVENT = '__taroRouterChange'
export const ROUTE_SHOWN_EVENT = '__afterTaroRouterChange'

type Listener = () => void
type ChunkLoader = (chunkId: string | number, ...rest: unknown[]) => Promise<unknown>

let navigating = false
let chunksInFlight = 0
let loading = false
const listeners = new Set<Listener>()

function update() {
  const next = navigating && chunksInFlight > 0
  if (next === loading) return
  loading = next
  listeners.forEach((listener) => listener())
}

/** A navigation is under way. */
export function routeLoadStarted(): void {
  navigating = true
  update()
}

/** The page is on screen, or its load ended in a failure another view shows. */
export function routeLoadEnded(): void {
  navigating = false
  update()
}

/** Wraps a chunk loader so the count of chunks in flight follows each one until it settles. */
export function countingChunks(load: ChunkLoader): ChunkLoader {
  return (chunkId, ...rest) => {
    chunksInFlight += 1
    update()
    const settle = () => {
      chunksInFlight -= 1
      update()
    }
    const request = load(chunkId, ...rest)
    request.then(settle, settle)
    return request
  }
}

/**
 * A navigation has started and its page is not on screen yet: a chunk that fails now is the page's. One that fails
 * otherwise was fetched in the background (the service worker's page side, code fetched ahead of a tap) and is that
 * code's own to retry; it must not take the page away.
 */
export function isNavigating(): boolean {
  return navigating
}

export function isRouteLoading(): boolean {
  return loading
}

export function subscribeRouteLoading(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

// webpack's runtime: every import() of a chunk goes through `.e`, read at the time of the call.
declare const __webpack_require__: { e?: ChunkLoader } | undefined
if (typeof __webpack_require__ !== 'undefined' && __webpack_require__?.e)
  __webpack_require__.e = countingChunks(__webpack_require__.e)

Taro.eventCenter.on(ROUTE_CHANGE_EVENT, routeLoadStarted)
Taro.eventCenter.on(ROUTE_SHOWN_EVENT, routeLoadEnded)
