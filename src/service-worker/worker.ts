/**
 * The H5 service worker (docs/product.md §8.6), built by workbox-webpack-plugin's InjectManifest into sw.js at the
 * site's root (config/index.ts). It keeps the app shell, the code and the images on the device, never an API answer
 * or an HTML page the server wrote for someone: data copies live in the HTTP layer (src/http), one implementation for
 * H5 and the mini-program.
 *
 * - Precached at install: the static build's index.html and the entry's scripts and styles (the manifest).
 * - Navigations: the network first, never stored (the reference server writes a reader's first screen into the
 *   page); after APP_WORKER.navigationTimeoutSeconds, or with no network, the precached shell.
 * - Other code chunks (content-hashed): cache first, the APP_WORKER.codeEntries most recently used; an open page of
 *   an older build still finds its chunks.
 * - Images: cache first, APP_WORKER.imageEntries entries for APP_WORKER.imageMaxAgeDays days.
 * - No skipWaiting of its own: the page asks for it when the reader taps 刷新 (src/platform/app-worker.ts).
 */
import { ExpirationPlugin } from 'workbox-expiration'
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkOnly } from 'workbox-strategies'
import { APP_WORKER } from '@/config/constants'

/** What this file uses of the worker's global scope (the DOM library the project compiles with lacks its type). */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[]
  location: Location
  skipWaiting(): Promise<void>
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void
}

declare const self: WorkerScope

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: APP_WORKER.navigationTimeoutSeconds,
      plugins: [{ handlerDidError: async () => matchPrecache(APP_WORKER.shell) }],
    }),
    { allowlist: [new RegExp(`^${APP_WORKER.scope}`)] },
  ),
)

// After the navigation route: the precache's own route would otherwise answer /community/ with its index.html.
precacheAndRoute(self.__WB_MANIFEST)

const sameOrigin = (url: URL) => url.origin === self.location.origin
const CODE_PATH = new RegExp(`^${APP_WORKER.scope}static/(js|css)/`)

registerRoute(
  ({ url }) => sameOrigin(url) && CODE_PATH.test(url.pathname),
  new CacheFirst({
    cacheName: APP_WORKER.caches.code,
    // Each deployment brings new names; the old ones leave as they stop being used.
    plugins: [new ExpirationPlugin({ maxEntries: APP_WORKER.codeEntries, purgeOnQuotaError: true })],
  }),
)

// An image the page hands over by address (CACHE_URLS, after a first visit) has no destination: its path says.
const IMAGE_PATH =
  /^\/(static-(avatars|covers|uploads)\/|community\/static\/images\/)|\.(png|jpe?g|gif|webp|avif|svg)$/i

registerRoute(
  ({ request, url }) =>
    request.destination === 'image' || (request.destination === '' && IMAGE_PATH.test(url.pathname)),
  new CacheFirst({
    cacheName: APP_WORKER.caches.images,
    plugins: [
      // Content images from the broker's CDN arrive opaque (status 0) to <img>; they are kept too.
      { cacheWillUpdate: async ({ response }) => (response.status === 200 || response.status === 0 ? response : null) },
      new ExpirationPlugin({
        maxEntries: APP_WORKER.imageEntries,
        maxAgeSeconds: APP_WORKER.imageMaxAgeDays * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null
  if (data?.type === APP_WORKER.skipWaitingMessage) void self.skipWaiting()
})
