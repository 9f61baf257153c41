import { prep, type DB } from '../db'

/**
 * Read cache that can never serve stale data: entries are tagged with SQLite's total_changes(),
 * which this process's single connection bumps on every write, so any write empties the cache.
 * Worth it because building a feed page (36 columns × 20 rows into objects) costs far more than
 * the rest of a request, and reads vastly outnumber writes.
 */
const caches = new WeakMap<DB, { version: number; entries: Map<string, unknown> }>()
const MAX_ENTRIES = 2000

export function cached<T>(db: DB, key: string, compute: () => T): T {
  const version = (prep(db, 'SELECT total_changes() AS n').get() as { n: number }).n
  let cache = caches.get(db)
  if (!cache || cache.version !== version) {
    cache = { version, entries: new Map() }
    caches.set(db, cache)
  }
  if (cache.entries.has(key)) return cache.entries.get(key) as T
  const value = compute()
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear()
  cache.entries.set(key, value)
  return value
}
