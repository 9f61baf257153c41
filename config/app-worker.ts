import path from 'node:path'
import type { Asset, Compilation } from 'webpack'

/** Where the worker is written, beside index.html: its scope is then the whole site (/community/). */
export const APP_WORKER_FILE = 'sw.js'

/**
 * What the worker precaches: the static build's index.html (the shell a navigation falls back to) and the entry's
 * own scripts and styles. Page chunks are cached as they load (src/service-worker/worker.ts), not all at install.
 */
export function precachedAsset({ asset, compilation }: { asset: Asset; compilation: Compilation }): boolean {
  if (asset.name === 'index.html') return true
  return [...compilation.entrypoints.values()].some((entry) => entry.getFiles().includes(asset.name))
}

/** workbox-webpack-plugin's InjectManifest settings for the H5 build (config/index.ts). */
export const APP_WORKER_BUILD = {
  swSrc: path.resolve(__dirname, '..', 'src', 'service-worker', 'worker.ts'),
  swDest: APP_WORKER_FILE,
  include: [precachedAsset],
  // Content-hashed names need no revision of their own.
  dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
}
