/**
 * Funds (docs/product.md §4.16, §4.17): the funds ranked by their return over a range, and one fund's net value
 * over a range, each rise measured from the last net value on or before the range's start.
 */
import type { Fund, FundRange, FundTrend } from '@shared/api'
import { FUNC_NO, FUND_CODE_PATTERN, FUND_RANGES } from '@shared/api'
import { prep, type DB } from '../../db'
import { badRequest, notFound } from '../../http/envelope'

/** Days back from the latest net value for each range; 今年 starts from the last day of the year before. */
const RANGE_DAYS: Record<Exclude<FundRange, 'ytd'>, number> = { '1m': 30, '3m': 91, '6m': 182, '1y': 365 }

/** The day whose net value a range's return is measured from. */
export function rangeStartDay(range: FundRange, latestDay: string): string {
  if (range === 'ytd') return `${Number(latestDay.slice(0, 4)) - 1}-12-31`
  const t = Date.parse(`${latestDay}T00:00:00Z`) - RANGE_DAYS[range] * 86_400_000
  return new Date(t).toISOString().slice(0, 10)
}

const isFundRange = (value: string): value is FundRange => (FUND_RANGES as readonly string[]).includes(value)

/** Rise from `base` to `last`, hundredths of a percent. */
const riseOf = (base: number, last: number) => Math.round(((last - base) / base) * 10000)

/** What the fund servlet is asked: the function, an optional fund and the range (一个月 when left out). */
export interface FundQuery {
  funcNo?: string
  fundCode?: string
  range?: string
}

/**
 * The fund servlet's results: the ranking (FUNC_NO.fundRange, optionally one fund's row) or one fund's trend
 * (FUNC_NO.fundTrend, fundCode required). A bad code, range or function is the caller's mistake (400), an
 * unknown fund 404.
 */
export function fundResults(db: DB, query: FundQuery): Fund[] | FundTrend[] {
  const range = query.range ?? '1m'
  if (!isFundRange(range)) throw badRequest(`range 取值无效：${range}（可选 ${FUND_RANGES.join('、')}）`)
  const { fundCode } = query
  if (fundCode !== undefined && !FUND_CODE_PATTERN.test(fundCode)) throw badRequest('基金代码有误：应为 6 位数字')
  if (fundCode !== undefined && !prep(db, 'SELECT 1 FROM funds WHERE code = ?').get(fundCode))
    throw notFound('基金不存在')
  const latest = (prep(db, 'SELECT MAX(day) AS day FROM fund_trends').get() as { day: string | null }).day
  const start = rangeStartDay(range, latest ?? '1970-01-01')
  if (query.funcNo === FUNC_NO.fundRange) return fundRanking(db, start, fundCode)
  if (query.funcNo === FUNC_NO.fundTrend) {
    if (fundCode === undefined) throw badRequest('缺少必填参数：fundCode')
    return [fundTrend(db, fundCode, start)]
  }
  throw badRequest(`不支持的功能号：${query.funcNo ?? ''}`)
}

/** The funds with a net value on both ends, the best return since `start` first. */
function fundRanking(db: DB, start: string, fundCode: string | undefined): Fund[] {
  const rows = prep(
    db,
    `SELECT f.code, f.name,
       (SELECT nav_milli FROM fund_trends t WHERE t.code = f.code ORDER BY day DESC LIMIT 1) AS last,
       (SELECT nav_milli FROM fund_trends t WHERE t.code = f.code AND day <= ? ORDER BY day DESC LIMIT 1) AS base
     FROM funds f WHERE ? IS NULL OR f.code = ?`,
  ).all(start, fundCode ?? null, fundCode ?? null) as {
    code: string
    name: string
    last: number | null
    base: number | null
  }[]
  return rows
    .flatMap((r) =>
      r.last !== null && r.base !== null
        ? [{ fundCode: r.code, fundName: r.name, nav: r.last / 1000, rise: riseOf(r.base, r.last) }]
        : [],
    )
    .sort((a, b) => b.rise - a.rise || a.fundCode.localeCompare(b.fundCode))
}

/** From the last value on or before `start` (the base every rise is measured from) to the latest. */
function fundTrend(db: DB, fundCode: string, start: string): FundTrend {
  const points = prep(
    db,
    `SELECT day, nav_milli FROM fund_trends WHERE code = ? AND day >= COALESCE(
       (SELECT MAX(day) FROM fund_trends WHERE code = ? AND day <= ?), '') ORDER BY day`,
  ).all(fundCode, fundCode, start) as { day: string; nav_milli: number }[]
  const first = points[0]?.nav_milli ?? 1
  return {
    fundCode,
    points: points.map((p) => ({ date: p.day, nav: p.nav_milli / 1000, rise: riseOf(first, p.nav_milli) })),
  }
}
