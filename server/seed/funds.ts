/** Funds and ETFs with their range returns and 90 days of net values. */
import { dayString } from '../china-day'
import { DAY, type SeedContext } from './context'
import type { Rng } from './prng'
import * as P from './phrases'

export function seedFunds({ db, rng, now }: SeedContext): void {
  const insFund = db.prepare(
    'INSERT INTO funds (code, name, kind, is_new_etf, nav_milli, ranges) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const insTrend = db.prepare('INSERT INTO fund_trends (code, day, nav_milli) VALUES (?, ?, ?)')
  const fundRows: { code: string; nav: number }[] = []
  P.ETF_NAMES.forEach((name, i) => {
    const code = String(i % 2 ? 159800 + i * 7 : 510000 + i * 31)
    const nav = rng.int(500, 5000)
    insFund.run(code, name, 'etf', i >= 14 ? 1 : 0, nav, JSON.stringify(ranges(rng)))
    fundRows.push({ code, nav })
  })
  for (let i = 0; i < 40; i++) {
    const code = String(1000 + i * 37).padStart(6, '0')
    const nav = rng.int(800, 4000)
    insFund.run(
      code,
      `${rng.pick(P.STOCK_PREFIXES)}${rng.pick(P.STOCK_MIDDLES)}${rng.pick(P.FUND_SUFFIXES)}`,
      'fund',
      0,
      nav,
      JSON.stringify(ranges(rng)),
    )
    fundRows.push({ code, nav })
  }
  for (const f of fundRows) {
    let nav = f.nav
    for (let d = 90; d >= 0; d--) {
      nav = Math.max(100, Math.round(nav * (1 + (rng.next() - 0.5) * 0.03)))
      insTrend.run(f.code, dayString(now - d * DAY), nav)
    }
  }
}

function ranges(rng: Rng): Record<string, number> {
  const r = () => Math.round((rng.next() - 0.4) * 3000)
  return { week: r(), month: r(), threeMonths: r(), sixMonths: r(), year: r() }
}
