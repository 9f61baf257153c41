/**
 * Stock quotes by code: the rises on stock tags and the stock page's header. Each code is asked
 * again only when its quote is older than a minute, in batches the API splits by 50.
 */
import { action, makeObservable, observable } from 'mobx'
import type { HotStock, QuoteRow, StockRef, StockSearchItem } from '@shared/api'
import type { ReadonlyDeep } from '@/lib'
import type { StoreEnv } from './env'
import { ListQuery, fromPage, plainSource } from './list-query'
import { Loadable } from './loadable'

const FRESH_MS = 60_000

export class QuoteStore {
  private readonly rows = observable.map<string, QuoteRow>({}, { deep: false })
  private readonly askedAt = new Map<string, number>()

  constructor(
    private readonly env: StoreEnv,
    private readonly now: () => number = Date.now,
  ) {
    makeObservable<QuoteStore, 'store'>(this, { store: action })
  }

  /** up_rose (hundredths of a percent), or undefined before the quote arrived. */
  rise(code: string): number | undefined {
    return this.rows.get(code.trim().toUpperCase())?.up_rose
  }

  quote(code: string): ReadonlyDeep<QuoteRow> | undefined {
    return this.rows.get(code.trim().toUpperCase())
  }

  /**
   * The one way quotes are fetched (docs/product.md §3.9): inside the app its own quote service answers over the
   * bridge; elsewhere, or for a request the app leaves unanswered, the quote server over HTTP.
   */
  private fetchRows(codes: readonly string[]): Promise<QuoteRow[]> {
    const { api, platform } = this.env
    if (platform.kind !== 'native') return api.quote.query(codes)
    return api.quote.query(codes, async (request) => (await platform.requestQuote(request)) ?? api.quote.send(request))
  }

  private store(rows: readonly QuoteRow[]): void {
    for (const row of rows) this.rows.set(row.code.toUpperCase(), row)
  }

  /** Asks for the codes not asked lately; a failure lets them be asked again next time. */
  request(codes: Iterable<string>): void {
    const time = this.now()
    const fresh: string[] = []
    for (const raw of codes) {
      const code = raw.trim().toUpperCase()
      const asked = this.askedAt.get(code)
      if (!code || (asked !== undefined && time - asked < FRESH_MS) || fresh.includes(code)) continue
      this.askedAt.set(code, time)
      fresh.push(code)
    }
    if (fresh.length === 0) return
    this.fetchRows(fresh)
      .then((rows) => this.store(rows))
      .catch(() => {
        for (const code of fresh) this.askedAt.delete(code)
      })
  }

  /** The hot stocks (their list carries a rise of its own until the live quotes arrive). */
  hotStocks(size: number): Loadable<HotStock[]> {
    return new Loadable(async () => {
      const stocks = (await this.env.api.misc.hotStocks()).slice(0, size)
      this.request(stocks.map((stock) => stock.code))
      return stocks
    })
  }

  /** Stocks by code, name or pinyin initials (docs/product.md §4.12), with their quotes asked for as they arrive. */
  search(keyword: string): ListQuery<StockSearchItem> {
    return new ListQuery(async (pageNum, pageSize) => {
      const page = fromPage(await this.env.api.search.queryStock({ keyword, pageNum, pageSize }))
      this.request(page.items.map((stock) => stock.code))
      return page
    }, plainSource<StockSearchItem>())
  }

  /**
   * The viewer's watchlist, which only the app has (the bridge): its codes, named by their quotes.
   * Empty elsewhere, and when the app does not answer.
   */
  watchlist(): Loadable<StockRef[]> {
    return new Loadable(async () => {
      if (this.env.platform.kind !== 'native') return []
      const codes = (await this.env.platform.getWatchlistStocks().catch(() => [] as string[])).slice(0, 50)
      if (codes.length === 0) return []
      const rows = await this.fetchRows(codes)
      this.store(rows)
      return codes.map((code) => ({ code, name: this.quote(code)?.name ?? code }))
    })
  }

  /** One stock's quote for its page (loading, error, retry). */
  load(code: string | null): Loadable<ReadonlyDeep<QuoteRow> | null> {
    if (code === null) return new Loadable<ReadonlyDeep<QuoteRow> | null>(null)
    return new Loadable(async () => {
      const rows = await this.fetchRows([code])
      this.store(rows)
      this.askedAt.set(code.toUpperCase(), this.now())
      return this.quote(code) ?? null
    })
  }
}
