/** The words many people search, from the server (docs/product.md §4.12): suggestions before a keyword is typed. */
import type { StoreEnv } from './env'
import { Loadable } from './loadable'

export class HotSearchStore {
  constructor(private readonly env: StoreEnv) {}

  words(): Loadable<string[]> {
    return new Loadable(async () => (await this.env.api.search.hotWords()).map((item) => item.word))
  }
}
