import type { FastifyInstance } from 'fastify'
import type { Fund, FundTrend, HotStock, QuoteResponse, QuoteRow, ServletEnvelope } from '@shared/api'
import { FUNC_NO, QUOTE_ATTRS_ZERO_PREFIXES } from '@shared/api'
import { prep, type DB } from '../db'
import { badRequest, ok } from '../http/envelope'
import { define, obj, scalarText, str, type RouteContext } from './define'

const QUOTE_BATCH_MAX = 50

/** Funds' stored ranges, keyed by the range names the client sends. */
const RANGE_KEYS: Record<string, string> = {
  '1w': 'week',
  '1m': 'month',
  '3m': 'threeMonths',
  '6m': 'sixMonths',
  '1y': 'year',
  ytd: 'year',
}
const RANGE_DAYS: Record<string, number> = { '1w': 7, '1m': 30, '3m': 90, '6m': 182, '1y': 365, ytd: 365 }

const servletError = <T>(message: string): ServletEnvelope<T> => ({ error_no: '-1', error_info: message, results: [] })

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

  define(app, ctx, 'misc.fundServlet', obj({ funcNo: str(16), fundCode: str(16), range: str(8) }), (input) => {
    const range = input.range ?? '1m'
    const rangeKey = Object.hasOwn(RANGE_KEYS, range) ? RANGE_KEYS[range] : undefined
    if (!rangeKey) return servletError<Fund | FundTrend>(`range 取值无效：${range}`)
    if (input.funcNo === FUNC_NO.fundRange) {
      const rows = (
        input.fundCode
          ? prep(db, 'SELECT code, name, nav_milli, ranges FROM funds WHERE code = ?').all(input.fundCode)
          : prep(db, 'SELECT code, name, nav_milli, ranges FROM funds ORDER BY kind, code').all()
      ) as { code: string; name: string; nav_milli: number; ranges: string }[]
      if (input.fundCode && rows.length === 0) return servletError<Fund | FundTrend>('基金不存在')
      const results: Fund[] = rows.map((r) => ({
        fundCode: r.code,
        fundName: r.name,
        nav: r.nav_milli / 1000,
        rise: (JSON.parse(r.ranges) as Record<string, number>)[rangeKey] ?? 0,
      }))
      const sorted = results.sort((a, b) => b.rise - a.rise || a.fundCode.localeCompare(b.fundCode))
      return { error_no: '0', results: sorted } satisfies ServletEnvelope<Fund>
    }
    if (input.funcNo === FUNC_NO.fundTrend) {
      if (!input.fundCode) return servletError<Fund | FundTrend>('缺少必填参数：fundCode')
      const points = prep(db, 'SELECT day, nav_milli FROM fund_trends WHERE code = ? ORDER BY day DESC LIMIT ?').all(
        input.fundCode,
        RANGE_DAYS[range] + 1,
      ) as {
        day: string
        nav_milli: number
      }[]
      if (points.length === 0) return servletError<Fund | FundTrend>('基金不存在')
      points.reverse()
      const first = points[0].nav_milli
      const trend: FundTrend = {
        fundCode: input.fundCode,
        points: points.map((p) => ({
          date: p.day,
          nav: p.nav_milli / 1000,
          rise: Math.round(((p.nav_milli - first) / first) * 10000),
        })),
      }
      return { error_no: '0', results: [trend] }
    }
    return servletError<Fund | FundTrend>(`不支持的功能号：${input.funcNo ?? ''}`)
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
