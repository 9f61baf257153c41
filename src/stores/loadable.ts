/**
 * One value a screen loads (a detail, a header, a quote): loading, error, retry. An answer that
 * arrives after a newer request started is dropped, so a slow first answer never overwrites a
 * retry's. A null loader means there is nothing to load (a broken link).
 */
import { action, makeObservable, observable, runInAction } from 'mobx'

/** What screens read of a Loadable: its state read-only (it changes by loading), and asking again. */
export interface LoadableView<T> {
  readonly data: T | null
  readonly loading: boolean
  readonly error: unknown
  readonly version: number
  readonly given: boolean
  /** The value shown is an offline copy saved then (docs/product.md §8.5); null when it came from the network. */
  readonly savedAt: number | null
  reload(): Promise<void>
}

/** A loader tells its Loadable that the value it resolves is an offline copy, and of when (copy-mark.ts). */
export type CopyNote = (savedAt: number | undefined) => void

export class Loadable<T> implements LoadableView<T> {
  data: T | null = null
  loading: boolean
  error: unknown = null
  /** Counts answers: a view keyed by it starts afresh with each new answer (e.g. after a login). */
  version = 0
  savedAt: number | null = null
  private ticket = 0

  /** The first value came with the page (its HTML carried the answer): nothing to load on mount. */
  readonly given: boolean

  constructor(
    private readonly loader: ((note: CopyNote) => Promise<T>) | null,
    first?: { value: T },
  ) {
    this.given = first !== undefined
    this.loading = loader !== null && !this.given
    if (first) {
      this.data = first.value
      this.version = 1
    }
    makeObservable<Loadable<T>>(this, {
      data: observable.ref,
      loading: observable,
      error: observable.ref,
      version: observable,
      savedAt: observable,
      reload: action.bound,
    })
  }

  async reload(): Promise<void> {
    const mine = ++this.ticket
    if (!this.loader) {
      this.loading = false
      return
    }
    this.loading = true
    this.error = null
    try {
      let savedAt: number | null = null
      const value = await this.loader((at) => (savedAt = at ?? null))
      if (mine !== this.ticket) return
      runInAction(() => {
        this.data = value
        this.savedAt = savedAt
        this.version += 1
      })
    } catch (failure) {
      if (mine === this.ticket) runInAction(() => (this.error = failure ?? new Error('load failed')))
    } finally {
      if (mine === this.ticket) runInAction(() => (this.loading = false))
    }
  }

  /** Answers still on the wire are dropped (the screen went away). */
  cancel(): void {
    this.ticket += 1
  }
}
