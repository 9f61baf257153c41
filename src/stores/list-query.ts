/**
 * A paged list of one query (a feed, a comment thread, search results), kept as keys into an
 * entity store: the list knows which items and in what order, the store holds each item once, so
 * a like or follow changed anywhere shows in every list at once (docs/product.md §10).
 *
 * Paging rules: one request at a time; a refresh starts over and wins over a load-more in flight;
 * loading stops at the end; a failure keeps what is shown and can be retried.
 */
import { action, computed, makeObservable, observable, runInAction } from 'mobx'
import type { Page } from '@shared/api'
import { LIMITS } from '@/config/constants'
import { copySavedAt } from '@/http/copy-mark'

/** One page of results; `hasMore` is the server's word on the end. */
export interface PageResult<T> {
  items: readonly T[]
  hasMore: boolean
  /** The page is an offline copy saved then (ms since the epoch; docs/product.md §8.5). */
  savedAt?: number
}

/** page is 1-based. */
export type PageLoader<Raw> = (page: number, pageSize: number) => Promise<PageResult<Raw>>

/** Where the list's items live: each raw item is stored (merged) and named by its key. */
export interface EntitySource<Raw, T> {
  ingest(raw: Raw): string
  resolve(key: string): T | undefined
}

/** An API page as a PageResult: a missing list is an empty page, not a crash. */
export function fromPage<T>(page: Page<T>): PageResult<T> {
  const result: PageResult<T> = { items: Array.isArray(page.list) ? page.list : [], hasMore: Boolean(page.hasMore) }
  const savedAt = copySavedAt(page)
  if (savedAt !== undefined) result.savedAt = savedAt
  return result
}

/** A list whose items are kept as they came (no entity store behind them). */
export function plainSource<T>(): EntitySource<T, T> {
  const items = new Map<string, T>()
  let next = 0
  return {
    ingest(raw) {
      const key = String((next += 1))
      items.set(key, raw)
      return key
    },
    resolve: (key) => items.get(key),
  }
}

/** What screens read: the same shape for every list (read-only: the list changes by its actions). */
export interface PagedList<T> {
  readonly items: readonly T[]
  /** The first page is loading and nothing is shown yet. */
  readonly loading: boolean
  /** A refresh (pull to refresh) is running over items already shown. */
  readonly refreshing: boolean
  readonly loadingMore: boolean
  /** The last request failed (first page: error view; later pages: tap-to-retry footer). */
  readonly error: unknown
  readonly hasMore: boolean
  /** The first page has answered at least once. */
  readonly loaded: boolean
  /** How many items a page asks for. */
  readonly pageSize: number
  /** The first page shown is an offline copy saved then (docs/product.md §8.5); null when it came from the network. */
  readonly savedAt: number | null
  refresh(): Promise<void>
  loadMore(): Promise<void>
  retry(): Promise<void>
}

export interface ListQueryOptions<T> {
  pageSize?: number
  /** Items that no longer exist (deleted) drop out of the list at once. */
  isGone?: (item: T) => boolean
  /** The screen showing the list has gone (its store may stop tracking it). */
  onDispose?: () => void
  /**
   * The list is the viewer's own (their follows' news, collections, messages): another account must not see it
   * for a moment, so a change of account empties it before asking again.
   */
  perViewer?: boolean
}

export class ListQuery<Raw, T = Raw> implements PagedList<T> {
  keys: readonly string[] = []
  loading = false
  refreshing = false
  loadingMore = false
  error: unknown = null
  hasMore = true
  loaded = false
  savedAt: number | null = null

  readonly pageSize: number
  private nextPage = 1
  private inFlight: 'first' | 'more' | null = null
  private generation = 0
  private lastFailed: 'first' | 'more' | null = null

  constructor(
    private readonly loader: PageLoader<Raw>,
    private readonly source: EntitySource<Raw, T>,
    private readonly options: ListQueryOptions<T> = {},
  ) {
    this.pageSize = options.pageSize ?? LIMITS.pageSize
    makeObservable<ListQuery<Raw, T>, 'take'>(this, {
      keys: observable.ref,
      loading: observable,
      refreshing: observable,
      loadingMore: observable,
      error: observable.ref,
      hasMore: observable,
      loaded: observable,
      savedAt: observable,
      items: computed,
      refresh: action.bound,
      restart: action.bound,
      loadMore: action.bound,
      takeNewest: action.bound,
      prepend: action.bound,
      remove: action.bound,
      take: action,
    })
  }

  /** Called when the screen that made the list unmounts. */
  dispose(): void {
    this.options.onDispose?.()
  }

  get items(): readonly T[] {
    const { isGone } = this.options
    const items: T[] = []
    for (const key of this.keys) {
      const item = this.source.resolve(key)
      if (item !== undefined && !isGone?.(item)) items.push(item)
    }
    return items
  }

  private take(raws: readonly Raw[]): string[] {
    return raws.map((raw) => this.source.ingest(raw))
  }

  async refresh(): Promise<void> {
    // A second refresh while one runs is dropped; a load-more in flight is superseded.
    if (this.inFlight === 'first') return
    const ticket = ++this.generation
    this.inFlight = 'first'
    this.error = null
    this.loadingMore = false
    if (this.keys.length > 0) this.refreshing = true
    else this.loading = true
    try {
      const page = await this.loader(1, this.pageSize)
      if (ticket !== this.generation) return
      runInAction(() => {
        this.keys = this.take(page.items)
        // A copy has no next page to ask for offline: only its first page was kept.
        this.savedAt = page.savedAt ?? null
        this.hasMore = page.hasMore && page.savedAt === undefined
        this.nextPage = 2
        this.lastFailed = null
      })
    } catch (failure) {
      if (ticket !== this.generation) return
      runInAction(() => {
        this.lastFailed = 'first'
        this.error = failure ?? new Error('load failed')
      })
    } finally {
      if (ticket === this.generation) {
        runInAction(() => {
          this.inFlight = null
          this.loading = false
          this.refreshing = false
          this.loaded = true
        })
      }
    }
  }

  /**
   * Another account is signed in (docs/product.md §4.2): starts over as a refresh does, but also when a page is
   * already on its way, whose answer (for the last account) is then dropped.
   */
  restart(): Promise<void> {
    this.generation += 1
    this.inFlight = null
    this.loading = false
    this.refreshing = false
    this.loadingMore = false
    if (this.options.perViewer) {
      this.keys = []
      this.hasMore = true
    }
    return this.refresh()
  }

  async loadMore(): Promise<void> {
    if (this.inFlight !== null || !this.hasMore || this.keys.length === 0) return
    const ticket = this.generation
    const page = this.nextPage
    this.inFlight = 'more'
    this.error = null
    this.loadingMore = true
    try {
      const result = await this.loader(page, this.pageSize)
      if (ticket !== this.generation) return
      runInAction(() => {
        const incoming = this.take(result.items)
        const arrived = new Set(incoming)
        // An item already shown (a page boundary moved, or the viewer's own reply placed early) is
        // shown once, where this page of the server puts it.
        this.keys = [...this.keys.filter((key) => !arrived.has(key)), ...incoming]
        this.hasMore = result.hasMore
        this.nextPage = page + 1
        this.lastFailed = null
      })
    } catch (failure) {
      if (ticket !== this.generation) return
      runInAction(() => {
        this.lastFailed = 'more'
        this.error = failure ?? new Error('load failed')
      })
    } finally {
      if (ticket === this.generation) {
        runInAction(() => {
          this.inFlight = null
          this.loadingMore = false
        })
      }
    }
  }

  /**
   * What was written since the list loaded goes on top (docs/product.md §4.20), the rest stays where it is: the first
   * page is asked again and the items of it not shown yet are put first, each once. When none of that page is shown
   * (more new items than a page), the page replaces the list, as a refresh would. Later pages keep counting from where
   * they were: the server's pages have moved down by the new items, and loadMore shows each item once.
   */
  async takeNewest(): Promise<void> {
    if (this.inFlight === 'first') return
    const ticket = ++this.generation
    this.inFlight = 'first'
    this.loadingMore = false
    try {
      const page = await this.loader(1, this.pageSize)
      if (ticket !== this.generation) return
      runInAction(() => {
        const incoming = this.take(page.items)
        const shown = new Set(this.keys)
        if (!incoming.some((key) => shown.has(key))) {
          this.keys = incoming
          this.hasMore = page.hasMore
          this.nextPage = 2
        } else this.keys = [...incoming.filter((key) => !shown.has(key)), ...this.keys]
      })
    } finally {
      if (ticket === this.generation) runInAction(() => (this.inFlight = null))
    }
  }

  /** Bound, like the paging actions, so screens can hand it to a button as it is. */
  readonly retry = (): Promise<void> => (this.lastFailed === 'more' ? this.loadMore() : this.refresh())

  /** Something the viewer just made belongs on top (or, for oldest-first threads, at the end). */
  prepend(raw: Raw, where: 'start' | 'end' = 'start'): void {
    const key = this.source.ingest(raw)
    const rest = this.keys.filter((k) => k !== key)
    this.keys = where === 'start' ? [key, ...rest] : [...rest, key]
  }

  remove(key: string): void {
    this.keys = this.keys.filter((k) => k !== key)
  }
}
