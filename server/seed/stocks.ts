/** Stocks: the known names first, then generated ones of every market, each with a price and a rise. */
import { fillStockInitials } from '../stock-initials'
import type { SeedContext } from './context'
import * as P from './phrases'

export function seedStocks({ db, rng }: SeedContext): { code: string; name: string }[] {
  const insStock = db.prepare(
    `INSERT INTO stocks (code, market, name, price_milli, pre_close_milli, up_rose, volume, hot) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const stocks: { code: string; name: string }[] = []
  const codes = new Set<string>()
  const stockNames = new Set<string>()
  const addStock = (code: string, name: string) => {
    // A code is its two-letter market prefix and the number in that market (STOCK_CODE_PATTERN): USAAPL is US.
    const market = code.slice(0, 2)
    const pre = rng.int(2000, 200000) * 10
    const upRose = Math.round((rng.next() * 2 - 1) ** 3 * 1000)
    const price = Math.round((pre * (10000 + upRose)) / 10000)
    insStock.run(code, market, name, price, pre, upRose, rng.int(1000, 9_000_000) * 100, rng.int(0, 10000))
    codes.add(code)
    stockNames.add(name)
    stocks.push({ code, name })
  }
  for (const [code, name] of P.KNOWN_STOCKS) addStock(code, name)
  const markets: ReadonlyArray<readonly [string, () => string]> = [
    ['SH', () => String(rng.pick([600000, 601000, 603000, 688000]) + rng.int(1, 999))],
    ['SZ', () => String(rng.pick([0, 2000, 300000]) + rng.int(1, 999)).padStart(6, '0')],
    ['BJ', () => String(rng.pick([830000, 870000, 430000]) + rng.int(1, 999))],
    ['HK', () => String(rng.int(1, 9999)).padStart(5, '0')],
  ]
  while (stocks.length < 400) {
    const [prefix, number] = rng.pick(markets)
    const code = prefix + number()
    const name = rng.pick(P.STOCK_PREFIXES) + rng.pick(P.STOCK_MIDDLES) + rng.pick(P.STOCK_SUFFIXES)
    if (codes.has(code) || stockNames.has(name)) continue
    addStock(code, name)
  }
  fillStockInitials(db)
  const equities = stocks.filter((s) => !s.code.startsWith('ZI'))
  return equities
}
