/**
 * H5: offline copies live in IndexedDB (idb-keyval), not in localStorage: they run to megabytes, localStorage holds
 * about 5 MB for the whole origin (the session and drafts live there too) and writes it on the main thread, while
 * IndexedDB is asynchronous and far larger (docs/product.md §8.5). Where IndexedDB cannot open (some private modes),
 * every call fails and the HTTP layer simply keeps no copies.
 */
import { createStore, del, get, set } from 'idb-keyval'
import type { CopyBackend } from './copy-backend'

export function createCopyBackend(): CopyBackend {
  const store = createStore('community-offline', 'copies')
  return {
    get: (key) => get<string>(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
  }
}
