/**
 * Funds and ETFs with their net values of the last 366 days, from which every range return (近1月 … 今年)
 * is computed when asked, so a fund's return and its trend chart always agree.
 */
import { dayString } from '../china-day'
import { DAY, type SeedContext } from './context'
import { createRng, textSeed, type Rng } from './prng'
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
    let oldest = 0
    for (let d = RECENT_DAYS; d >= 0; d--) {
      nav = Math.max(100, Math.round(nav * (1 + (rng.next() - 0.5) * 0.03)))
      if (d === RECENT_DAYS) oldest = nav
      insTrend.run(f.code, dayString(now - d * DAY), nav)
    }
    // The older days come from the fund's own stream, walking back: the shared stream, and every stage
    // seeded after this one, stay as they were before the history grew past a quarter.
    const own = createRng(textSeed(f.code, SEED_OF_HISTORY))
    nav = oldest
    for (let d = RECENT_DAYS + 1; d <= HISTORY_DAYS; d++) {
      nav = Math.max(100, Math.round(nav / (1 + (own.next() - 0.48) * 0.024)))
      insTrend.run(f.code, dayString(now - d * DAY), nav)
    }
  }
}

const RECENT_DAYS = 90
/** A year and a day: the start of 近1年 (365 days back) and of 今年 (the last day of the year before) on any day. */
export const HISTORY_DAYS = 366
const SEED_OF_HISTORY = 0x46554e44

function ranges(rng: Rng): Record<string, number> {
  const r = () => Math.round((rng.next() - 0.4) * 3000)
  return { week: r(), month: r(), threeMonths: r(), sixMonths: r(), year: r() }
}
