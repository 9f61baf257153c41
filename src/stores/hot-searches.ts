/** The words many people search, from the server (docs/product.md §4.12): suggestions before a keyword is typed. */
import type { StoreEnv } from './env'
import { Loadable } from './loadable'
import type { ReadonlyDeep } from '@/lib'
import { useStores } from './context'
import type { RootStore } from './root'

export class HotSearchStore {
  constructor(private readonly env: StoreEnv) {}

  words(): Loadable<string[]> {
    return new Loadable(async () => (await this.env.api.search.hotWords()).map((item) => item.word))
  }
}

/** Made when the search page first needs it (RootStore.lazyStore): its code loads with that page, not home. */
export function hotSearchesOf(root: RootStore): HotSearchStore {
  return root.lazyStore(HotSearchStore, (_root, env) => new HotSearchStore(env))
}

export const useHotSearches = (): ReadonlyDeep<HotSearchStore> => hotSearchesOf(useStores())
