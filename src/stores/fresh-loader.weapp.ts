/** The mini-program loads no code at run time: the engine of live freshness is part of the package. */
import type { StoreEnv } from './env'
import { createFreshEngine, type FreshnessStore } from './fresh-engine'
import type { RootStore } from './root'

export async function loadFreshEngine(root: RootStore, env: StoreEnv): Promise<FreshnessStore> {
  return createFreshEngine(root, env)
}
