import type { FastifyInstance } from 'fastify'
import type { Fund, FundRange, FundTrend, HotStock, QuoteResponse, QuoteRow, ServletEnvelope } from '@shared/api'
import { FUNC_NO, FUND_CODE_PATTERN, FUND_RANGES, QUOTE_ATTRS_ZERO_PREFIXES, STOCK_CODE_PATTERN } from '@shared/api'
import { dayString } from '../china-day'
import { prep, type DB } from '../db'
import { badRequest, notFound, ok } from '../http/envelope'
import { simulateIntraday } from '../intraday'
import { define, obj, scalarText, str, type RouteContext } from './define'

const QUOTE_BATCH_MAX = 50

/** Days back from the latest net value for each range; 今年 starts from the last day of the year before. */
const RANGE_DAYS: Record<Exclude<FundRange, 'ytd'>, number> = { '1m': 30, '3m': 91, '6m': 182, '1y': 365 }

/** The day whose net value a range's return is measured from. */
export function rangeStartDay(range: FundRange, latestDay: string): string {
  if (range === 'ytd') return `${Number(latestDay.slice(0, 4)) - 1}-12-31`
  const t = Date.parse(`${latestDay}T00:00:00Z`) - RANGE_DAYS[range] * 86_400_000
  return new Date(t).toISOString().slice(0, 10)
}

const SESSION_CLOSE_MINUTES = 15 * 60
/** Minutes since midnight in Beijing (UTC+8, no daylight saving). */
const beijingMinutes = (t: number) => Math.floor(((t + 8 * 3_600_000) % 86_400_000) / 60_000)

const isFundRange = (value: string): value is FundRange => (FUND_RANGES as readonly string[]).includes(value)

const riseOf = (base: number, last: number) => Math.round(((last - base) / base) * 10000)

function quoteRows(db: DB, codes: string[]): QuoteRow[] {
  const rows = prep(
    db,
    'SELECT code, name, up_rose, price_milli FROM stocks WHERE code IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify(codes)) as {
    code: string
    name: string
    up_rose: number
    price_milli: number
  }[]
  const byCode = new Map(rows.map((r) => [r.code, r]))
  // Answered in the order asked; unknown codes are left out, as the contract says.
  return codes.flatMap((code) => {
    const r = byCode.get(code)
    return r ? [{ code: r.code, name: r.name, up_rose: r.up_rose, price: r.price_milli / 1000 }] : []
  })
}

export function registerMarketRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  // Validated by hand: the quote gateway answers errors in its own envelope with HTTP 200.
  define(app, ctx, 'quote.query', null, (input) => {
    const head = (input as Partial<typeof input>).json_head
    const body = (input as Partial<typeof input>).json_body
    // Only strings and numbers are read: an object's toString/valueOf is the caller's code, not data.
    const sequenceText = scalarText(body?.sequence_no ?? 0)
    const sequence = Number(sequenceText) || 0
    const raw: unknown = body?.code_list
    const listed = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []).map(scalarText)
    const codes = listed.map((c) => (c ?? '').trim().toUpperCase()).filter((c) => c !== '')
    const attrsText = scalarText(head?.attrs)
    const fail = (message: string): QuoteResponse => ({
      json_head: { error_no: '-1', error_info: message, sequence_no: sequence },
      json_body: { cycle_content: [] },
    })
    if (!head || !body) return fail('请求格式错误：缺少 json_head 或 json_body')
    if (sequenceText === null || attrsText === null || listed.includes(null)) return fail('请求参数格式有误')
    if (codes.length === 0) return fail('code_list 不能为空')
    if (codes.length > QUOTE_BATCH_MAX) return fail(`每次最多查询 ${QUOTE_BATCH_MAX} 个代码`)
    const attrs = Number(attrsText)
    const mismatched = codes.filter((c) => (QUOTE_ATTRS_ZERO_PREFIXES.some((p) => c.startsWith(p)) ? 0 : 128) !== attrs)
    if (mismatched.length) return fail(`attrs 与代码市场不符：${mismatched.slice(0, 3).join(',')}`)
    return { json_head: { error_no: '0', sequence_no: sequence }, json_body: { cycle_content: quoteRows(db, codes) } }
  })

  define(app, ctx, 'misc.getHotStock', null, () => {
    const rows = prep(
      db,
      `SELECT s.code, s.name, s.up_rose, s.price_milli, s.hot, COUNT(ds.dynamic_id) AS mentions
       FROM stocks s JOIN dynamic_stocks ds ON ds.code = s.code
       GROUP BY s.code ORDER BY mentions DESC, s.hot DESC, s.code LIMIT 10`,
    ).all() as { code: string; name: string; up_rose: number; price_milli: number; hot: number; mentions: number }[]
    const list: HotStock[] = rows.map((r) => ({
      code: r.code,
      name: r.name,
      up_rose: r.up_rose,
      price: r.price_milli / 1000,
      heat: r.mentions * 100 + r.hot,
    }))
    return ok(list)
  })

  // A bad code or range is the caller's mistake: 400 with the reason, as every endpoint of ours answers it.
  define(app, ctx, 'misc.fundServlet', obj({ funcNo: str(16), fundCode: str(16), range: str(8) }), (input) => {
    const range: string = input.range ?? '1m'
    if (!isFundRange(range)) throw badRequest(`range 取值无效：${range}（可选 ${FUND_RANGES.join('、')}）`)
    if (input.fundCode !== undefined && !FUND_CODE_PATTERN.test(input.fundCode))
      throw badRequest('基金代码有误：应为 6 位数字')
    if (input.fundCode !== undefined && !prep(db, 'SELECT 1 FROM funds WHERE code = ?').get(input.fundCode))
      throw notFound('基金不存在')
    const latest = (prep(db, 'SELECT MAX(day) AS day FROM fund_trends').get() as { day: string | null }).day
    const start = rangeStartDay(range, latest ?? '1970-01-01')
    if (input.funcNo === FUNC_NO.fundRange) {
      const rows = prep(
        db,
        `SELECT f.code, f.name,
           (SELECT nav_milli FROM fund_trends t WHERE t.code = f.code ORDER BY day DESC LIMIT 1) AS last,
           (SELECT nav_milli FROM fund_trends t WHERE t.code = f.code AND day <= ? ORDER BY day DESC LIMIT 1) AS base
         FROM funds f WHERE ? IS NULL OR f.code = ?`,
      ).all(start, input.fundCode ?? null, input.fundCode ?? null) as {
        code: string
        name: string
        last: number | null
        base: number | null
      }[]
      const results: Fund[] = rows
        .filter((r) => r.last !== null && r.base !== null)
        .map((r) => ({ fundCode: r.code, fundName: r.name, nav: r.last! / 1000, rise: riseOf(r.base!, r.last!) }))
        .sort((a, b) => b.rise - a.rise || a.fundCode.localeCompare(b.fundCode))
      return { error_no: '0', results } satisfies ServletEnvelope<Fund>
    }
    if (input.funcNo === FUNC_NO.fundTrend) {
      if (input.fundCode === undefined) throw badRequest('缺少必填参数：fundCode')
      // From the last value on or before the range's start (the base every rise is measured from) to now.
      const points = prep(
        db,
        `SELECT day, nav_milli FROM fund_trends WHERE code = ? AND day >= COALESCE(
           (SELECT MAX(day) FROM fund_trends WHERE code = ? AND day <= ?), '') ORDER BY day`,
      ).all(input.fundCode, input.fundCode, start) as { day: string; nav_milli: number }[]
      const first = points[0]?.nav_milli ?? 1
      const trend: FundTrend = {
        fundCode: input.fundCode,
        points: points.map((p) => ({ date: p.day, nav: p.nav_milli / 1000, rise: riseOf(first, p.nav_milli) })),
      }
      return { error_no: '0', results: [trend] }
    }
    throw badRequest(`不支持的功能号：${input.funcNo ?? ''}`)
  })

  define(app, ctx, 'quote.intraday', obj({ code: str(16) }, ['code']), (input) => {
    const code = input.code.trim().toUpperCase()
    if (!STOCK_CODE_PATTERN.test(code)) throw badRequest('股票代码有误：应为市场前缀加代码，如 SH600519')
    const stock = prep(db, 'SELECT code, name, up_rose, price_milli FROM stocks WHERE code = ?').get(code) as
      { code: string; name: string; up_rose: number; price_milli: number } | undefined
    if (!stock) throw notFound('股票不存在')
    // The last finished session: today's once it closed at 15:00 Beijing time, otherwise the trading day before.
    const now = Date.now()
    const today = dayString(now)
    const closed = beijingMinutes(now) >= SESSION_CLOSE_MINUTES
    const session = prep(
      db,
      `SELECT MAX(day) AS day FROM trading_days WHERE is_trading = 1 AND (day < ? OR (day = ? AND ?))`,
    ).get(today, today, closed ? 1 : 0) as { day: string | null }
    const simulated = simulateIntraday(
      { code: stock.code, name: stock.name, price: stock.price_milli / 1000, upRose: stock.up_rose },
      session.day ?? today,
    )
    return ok(simulated)
  })

  define(app, ctx, 'etf.newList', obj({ type: str(32), version: str(32), channel: str(32) }), () => {
    const rows = prep(db, "SELECT code, name FROM funds WHERE kind = 'etf' AND is_new_etf = 1 ORDER BY code").all() as {
      code: string
      name: string
    }[]
    return {
      code: '0',
      msg: '成功',
      content: {
        totalCount: rows.length,
        newEtfDataField: ['fundCode', 'fundName', 'trackIndex'],
        newEtfDataRecord: rows.map((r) => [r.code, r.name, r.name.replace(/\s*ETF$/, '') + '指数']),
      },
    }
  })

  define(
    app,
    ctx,
    'misc.getTradingDay',
    obj({ date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } }, ['date']),
    (input) => {
      const parsed = Date.parse(`${input.date}T00:00:00Z`)
      if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== input.date) {
        throw badRequest('date 格式不正确，应为 YYYY-MM-DD')
      }
      const row = prep(db, 'SELECT is_trading FROM trading_days WHERE day = ?').get(input.date) as
        { is_trading: number } | undefined
      // Outside the seeded calendar, fall back to the weekday rule rather than guessing holidays.
      const weekday = new Date(parsed).getUTCDay()
      const trading = row ? row.is_trading === 1 : weekday !== 0 && weekday !== 6
      return ok({ normalday: input.date, istradingday: trading })
    },
  )
}
