/**
 * Stocks (docs/product.md §4.16, §4.17): quotes for a list of codes in the quote gateway's protocol, the stocks
 * the community talks about most, a stock's last session minute by minute, and whether a day is a trading day.
 */
import type { HotStock, Intraday, QuoteRow, TradingDay } from '@shared/api'
import { STOCK_CODE_PATTERN } from '@shared/api'
import { quoteAttrs } from '@shared/stock-codes'
import { dayString } from '../../china-day'
import { prep, type DB } from '../../db'
import { badRequest, notFound } from '../../http/envelope'
import { scalarText } from '../format'
import { simulateIntraday } from './intraday'

export const QUOTE_BATCH_MAX = 50

/** What a quote request asks, read by hand: the gateway answers a malformed request in its own envelope. */
export interface QuoteQuery {
  json_head?: { attrs?: unknown }
  json_body?: { sequence_no?: unknown; code_list?: unknown }
}

/** The gateway's answer before its envelope: the rows asked for, or why none. */
export type QuoteAnswer = { sequence: number } & ({ rows: QuoteRow[] } | { error: string })

/**
 * Quotes for the codes asked, in the order asked (unknown codes left out). Only strings and numbers are read: an
 * object's toString/valueOf is the caller's code, not data. `attrs` must name the codes' market (0 for the
 * prefixes that take it, 128 for the rest).
 */
export function quote(db: DB, query: QuoteQuery): QuoteAnswer {
  const head = query.json_head
  const body = query.json_body
  const sequenceText = scalarText(body?.sequence_no ?? 0)
  const sequence = Number(sequenceText) || 0
  const raw = body?.code_list
  const listed = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []).map(scalarText)
  const codes = listed.map((c) => (c ?? '').trim().toUpperCase()).filter((c) => c !== '')
  const attrsText = scalarText(head?.attrs)
  const fail = (error: string): QuoteAnswer => ({ sequence, error })
  if (!head || !body) return fail('请求格式错误：缺少 json_head 或 json_body')
  if (sequenceText === null || attrsText === null || listed.includes(null)) return fail('请求参数格式有误')
  if (codes.length === 0) return fail('code_list 不能为空')
  if (codes.length > QUOTE_BATCH_MAX) return fail(`每次最多查询 ${QUOTE_BATCH_MAX} 个代码`)
  const attrs = Number(attrsText)
  const mismatched = codes.filter((c) => quoteAttrs(c) !== attrs)
  if (mismatched.length) return fail(`attrs 与代码市场不符：${mismatched.slice(0, 3).join(',')}`)
  return { sequence, rows: quoteRows(db, codes) }
}

function quoteRows(db: DB, codes: string[]): QuoteRow[] {
  const rows = prep(
    db,
    'SELECT code, name, up_rose, price_milli FROM stocks WHERE code IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify(codes)) as { code: string; name: string; up_rose: number; price_milli: number }[]
  const byCode = new Map(rows.map((r) => [r.code, r]))
  return codes.flatMap((code) => {
    const r = byCode.get(code)
    return r ? [{ code: r.code, name: r.name, up_rose: r.up_rose, price: r.price_milli / 1000 }] : []
  })
}

/** The ten stocks posts mention most; a stock's own heat breaks ties and adds to the shown heat. */
export function hotStocks(db: DB): HotStock[] {
  const rows = prep(
    db,
    `SELECT s.code, s.name, s.up_rose, s.price_milli, s.hot, COUNT(ds.dynamic_id) AS mentions
     FROM stocks s JOIN dynamic_stocks ds ON ds.code = s.code
     GROUP BY s.code ORDER BY mentions DESC, s.hot DESC, s.code LIMIT 10`,
  ).all() as { code: string; name: string; up_rose: number; price_milli: number; hot: number; mentions: number }[]
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    up_rose: r.up_rose,
    price: r.price_milli / 1000,
    heat: r.mentions * 100 + r.hot,
  }))
}

const SESSION_CLOSE_MINUTES = 15 * 60
/** Minutes since midnight in Beijing (UTC+8, no daylight saving). */
const beijingMinutes = (t: number) => Math.floor(((t + 8 * 3_600_000) % 86_400_000) / 60_000)

/**
 * A stock's last finished session minute by minute: today's once it closed at 15:00 Beijing time, otherwise the
 * trading day before. The code is read case-insensitively and must carry its market prefix.
 */
export function stockIntraday(db: DB, code: string, now: number): Intraday {
  const wanted = code.trim().toUpperCase()
  if (!STOCK_CODE_PATTERN.test(wanted)) throw badRequest('股票代码有误：应为市场前缀加代码，如 SH600519')
  const stock = prep(db, 'SELECT code, name, up_rose, price_milli FROM stocks WHERE code = ?').get(wanted) as
    { code: string; name: string; up_rose: number; price_milli: number } | undefined
  if (!stock) throw notFound('股票不存在')
  const today = dayString(now)
  const closed = beijingMinutes(now) >= SESSION_CLOSE_MINUTES
  const session = prep(
    db,
    `SELECT MAX(day) AS day FROM trading_days WHERE is_trading = 1 AND (day < ? OR (day = ? AND ?))`,
  ).get(today, today, closed ? 1 : 0) as { day: string | null }
  return simulateIntraday(
    { code: stock.code, name: stock.name, price: stock.price_milli / 1000, upRose: stock.up_rose },
    session.day ?? today,
  )
}

/** Whether `date` (YYYY-MM-DD, a real calendar day) is a trading day; outside the seeded calendar, Monday to Friday. */
export function tradingDay(db: DB, date: string): TradingDay {
  const parsed = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed) || new Date(parsed).toISOString().slice(0, 10) !== date) {
    throw badRequest('date 格式不正确，应为 YYYY-MM-DD')
  }
  const row = prep(db, 'SELECT is_trading FROM trading_days WHERE day = ?').get(date) as
    { is_trading: number } | undefined
  // Rather than guess holidays outside the calendar, only weekends are closed there.
  const weekday = new Date(parsed).getUTCDay()
  const trading = row ? row.is_trading === 1 : weekday !== 0 && weekday !== 6
  return { normalday: date, istradingday: trading }
}
