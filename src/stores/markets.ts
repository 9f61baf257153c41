/**
 * Market data only the stock page and the hot-fund page show (docs/product.md §4.16): a stock's intraday
 * ticks, the funds ranked over a range, and a fund's trend. A page-only store (RootStore.lazyStore), so
 * its code loads with those pages and not with the first screen.
 */
import type { Fund, FundRange, FundTrend, Intraday } from '@shared/api'
import type { StoreEnv } from './env'
import { Loadable } from './loadable'
import type { ReadonlyDeep } from '@/lib'
import { useStores } from './context'

/** The hot-fund page's list: the best funds of the range. */
export const HOT_FUND_COUNT = 20

export class MarketStore {
  constructor(private readonly env: StoreEnv) {}

  intraday(code: string | null): Loadable<Intraday | null> {
    if (code === null) return new Loadable<Intraday | null>(null)
    return new Loadable(() => this.env.api.quote.intraday(code))
  }

  hotFunds(range: FundRange): Loadable<Fund[]> {
    return new Loadable(async () => (await this.env.api.misc.fundRanges(range)).slice(0, HOT_FUND_COUNT))
  }

  fundTrend(fundCode: string, range: FundRange): Loadable<FundTrend | null> {
    return new Loadable(() => this.env.api.misc.fundTrend(fundCode, range))
  }
}

export function useMarkets(): ReadonlyDeep<MarketStore> {
  return useStores().lazyStore(MarketStore, (_root, env) => new MarketStore(env))
}
