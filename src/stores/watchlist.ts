/**
 * Whether a stock is in the viewer's watchlist, and adding it (docs/product.md §4.16). The watchlist is
 * the app's own: inside it the bridge reads and adds; elsewhere there is none to show, and adding says
 * to open the app. A page-only store (the stock page), made through RootStore.lazyStore.
 */
import { action, makeObservable, observable } from 'mobx'
import { TEXTS } from '@/config/constants'
import type { WatchlistGroup } from '@shared/bridge'
import type { StoreEnv } from './env'
import type { InteractionRunner, Outcome } from './interactions'
import type { ReadonlyDeep } from '@/lib'
import { useStores } from './context'

export const WATCHLIST_TEXTS = {
  added: '已加入自选',
  failed: '加入自选失败，请稍后重试',
  pickGroup: '加入自选分组',
} as const

/** 'app-only': outside the app, where the watchlist cannot be read. */
export type WatchState = 'unknown' | 'absent' | 'present' | 'app-only'

const addKey = (code: string) => `watchlist:${code}`

export class WatchlistStore {
  private readonly states = observable.map<string, WatchState>({}, { deep: false })

  constructor(
    private readonly env: StoreEnv,
    private readonly runner: InteractionRunner,
  ) {
    makeObservable<WatchlistStore, 'set'>(this, { set: action })
  }

  private set(code: string, state: WatchState): void {
    this.states.set(code, state)
  }

  state(code: string): WatchState {
    if (this.env.platform.kind !== 'native') return 'app-only'
    return this.states.get(code) ?? 'unknown'
  }

  isBusy(code: string): boolean {
    return this.runner.isBusy(addKey(code))
  }

  /** Reads the app's watchlist (getOptionalStocks); an app that does not answer leaves the state unknown. */
  async check(code: string): Promise<void> {
    if (this.env.platform.kind !== 'native') return
    try {
      const codes = await this.env.platform.getWatchlistStocks()
      this.set(code, codes.some((c) => c.trim().toUpperCase() === code) ? 'present' : 'absent')
    } catch {
      this.set(code, 'unknown')
    }
  }

  /**
   * The viewer's watchlist groups in the app (getOptionalStockGroups), to pick where a stock goes; none outside the
   * app, or when the app has none or does not answer (the stock then goes to the default group).
   */
  async groups(): Promise<WatchlistGroup[]> {
    if (this.env.platform.kind !== 'native') return []
    return this.env.platform.getWatchlistGroups().catch(() => [])
  }

  /**
   * Adds through the bridge (addOptionalStock) as one interaction, into `groupId` or the app's default group: shown
   * at once, undone if the app refuses.
   */
  add(code: string, groupId?: string): Promise<Outcome<boolean>> {
    if (this.env.platform.kind !== 'native') {
      this.env.platform.toast(TEXTS.openInApp)
      return Promise.resolve({ status: 'failed', error: new Error('watchlist is the app’s') })
    }
    const before = this.state(code)
    return this.runner.run({
      key: addKey(code),
      // The app's own watchlist needs the app's login, not ours.
      needsLogin: false,
      apply: () => this.set(code, 'present'),
      rollback: () => this.set(code, before),
      send: async () => {
        if (!(await this.env.platform.addWatchlistStock(code, groupId))) throw new Error('watchlist add refused')
        return true
      },
      done: () => WATCHLIST_TEXTS.added,
      fallback: WATCHLIST_TEXTS.failed,
    })
  }
}

export function useWatchlist(): ReadonlyDeep<WatchlistStore> {
  return useStores().lazyStore(WatchlistStore, (root, env) => new WatchlistStore(env, root.interactions))
}
