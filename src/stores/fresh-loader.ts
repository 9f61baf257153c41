/**
 * H5: the engine of live freshness is its own chunk, fetched when a page has settled (docs/product.md §2.9: the first
 * screen carries only what it draws).
 */
import type { StoreEnv } from './env'
import type { FreshnessStore } from './fresh-engine'
import type { RootStore } from './root'

export async function loadFreshEngine(root: RootStore, env: StoreEnv): Promise<FreshnessStore> {
  const { createFreshEngine } = await import('./fresh-engine')
  return createFreshEngine(root, env)
}
