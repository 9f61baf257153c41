/**
 * Live freshness (docs/product.md §4.20) as screens use it: a list's count of new items, watching its feed while its
 * page shows, and taking the new items on top. The engine (fresh-engine.ts) loads once the page has settled: the first
 * screen's own requests go first, and a page counts as loaded (its network quiet) before a connection that never
 * ends opens. Nothing is lost meanwhile: once connected, one question asks what the lists on screen lack.
 */
import { observable, runInAction } from 'mobx'
import type { FreshFeed } from '@shared/api'
import { useStores } from './context'
import type { DynamicEntity, DynamicStore } from './dynamics'
import type { FreshnessStore } from './fresh-engine'
import { loadFreshEngine } from './fresh-loader'
import type { PagedList } from './list-query'
import type { RootStore } from './root'

/** How long after a page first watches a feed the engine loads and connects. */
export const SETTLE_MS = 10_000

/** The engine, made for the session when it is wanted. */
export type FreshEngineLoader = () => Promise<Pick<FreshnessStore, 'count' | 'watch' | 'take'>>

/** The id of a list's top item, the newest in its feed's order (0 when it shows none). */
function newestOf(list: PagedList<DynamicEntity>): number {
  const top = list.items[0]
  return top ? Number(top.articleId) || 0 : 0
}

interface Watching {
  feed: FreshFeed
  newest: () => number
  stop?: () => void
}

/** A list's side of it: its feed's count, watching while the page shows, and taking the new items on top. */
export class FreshLists {
  private readonly engine = observable.box<Awaited<ReturnType<FreshEngineLoader>> | null>(null, { deep: false })
  private readonly watching = new Set<Watching>()
  private starting = false

  constructor(
    private readonly dynamics: Pick<DynamicStore, 'freshFeedOf' | 'showNewest'>,
    private readonly load: FreshEngineLoader,
    private readonly settleMs = SETTLE_MS,
  ) {}

  count(list: PagedList<DynamicEntity>): number {
    const feed = this.dynamics.freshFeedOf(list)
    const engine = this.engine.get()
    return feed && engine ? engine.count(feed) : 0
  }

  /** Watches the list's feed (none for a list that is not of one); answers the function that stops. */
  watch(list: PagedList<DynamicEntity>): () => void {
    const feed = this.dynamics.freshFeedOf(list)
    if (!feed) return () => undefined
    const entry: Watching = { feed, newest: () => newestOf(list) }
    this.watching.add(entry)
    const engine = this.engine.get()
    if (engine) entry.stop = engine.watch(feed, entry.newest)
    else this.start()
    return () => {
      this.watching.delete(entry)
      entry.stop?.()
    }
  }

  /** The tap on the pill: the new items on top of the list, and the count gone. */
  async showNew(list: PagedList<DynamicEntity>): Promise<void> {
    const feed = this.dynamics.freshFeedOf(list)
    if (!feed) return
    await this.dynamics.showNewest(list)
    this.engine.get()?.take(feed)
  }

  /** Loads the engine once the page has settled, then hands it the lists watching by then. */
  private start(): void {
    if (this.starting) return
    this.starting = true
    setTimeout(() => {
      this.load().then(
        (engine) => {
          runInAction(() => this.engine.set(engine))
          for (const entry of this.watching) entry.stop = engine.watch(entry.feed, entry.newest)
        },
        () => (this.starting = false),
      )
    }, this.settleMs)
  }
}

/** The session's one FreshLists, made when a page with a watched feed first shows (RootStore.lazyStore). */
export function freshnessOf(root: RootStore): FreshLists {
  return root.lazyStore(FreshLists, (root, env) => new FreshLists(root.dynamics, () => loadFreshEngine(root, env)))
}

export const useFreshness = (): FreshLists => freshnessOf(useStores())
