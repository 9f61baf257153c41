import { FUNC_NO, FUND_RANGES, type Fund, type FundTrend } from '@shared/api'
import type { DB } from '../../../server/db'
import {
  QUOTE_BATCH_MAX,
  articlesInCategory,
  etfCircleFeed,
  etfThemes,
  etfsByCodes,
  fundResults,
  hotStocks,
  marginEtfs,
  newEtfs,
  quote,
  rangeStartDay,
  stockIntraday,
  tradingDay,
} from '../../../server/domain/markets'
import { SEED_NOW, seededDatabase, apiError } from './seeded'

let db: DB
beforeAll(() => {
  db = seededDatabase()
})
afterAll(() => db.close())

const PAGE = { pageNum: 1, pageSize: 100 }
const HOUR = 3_600_000

/** The ApiError `run` throws, or a failure when it throws nothing. */
const stockCodes = (where = '1') =>
  (db.prepare(`SELECT code FROM stocks WHERE ${where} ORDER BY code`).all() as { code: string }[]).map((r) => r.code)

describe('quotes', () => {
  const head = (attrs: unknown) => ({ json_head: { attrs } })
  it('answers the codes asked in the order asked, leaving unknown codes out and reading lower case', () => {
    const [a, b] = stockCodes("code LIKE 'SH%'")
    const answer = quote(db, { ...head(0), json_body: { sequence_no: 7, code_list: [b.toLowerCase(), 'SH000000', a] } })
    expect(answer).toMatchObject({ sequence: 7 })
    expect('rows' in answer && answer.rows.map((r) => r.code)).toEqual([b, a])
  })

  it('takes a comma-separated list as the gateway does', () => {
    const [a, b] = stockCodes("code LIKE 'SZ%'")
    const answer = quote(db, { ...head('0'), json_body: { code_list: `${a},${b}` } })
    expect('rows' in answer && answer.rows.map((r) => r.code)).toEqual([a, b])
  })

  it('refuses, in Chinese, a request without its parts, an empty or oversized list, objects and a wrong market', () => {
    const code = stockCodes("code LIKE 'SH%'")[0]
    const errorOf = (q: Parameters<typeof quote>[1]) => {
      const answer = quote(db, q)
      return 'error' in answer ? answer.error : null
    }
    expect(errorOf({ json_body: { code_list: [code] } })).toMatch(/json_head/)
    expect(errorOf({ ...head(0), json_body: { code_list: [] } })).toMatch(/不能为空/)
    const many = Array.from({ length: QUOTE_BATCH_MAX + 1 }, (_, i) => `SH${600000 + i}`)
    expect(errorOf({ ...head(0), json_body: { code_list: many } })).toMatch(/最多/)
    expect(errorOf({ ...head(0), json_body: { code_list: [{ toString: () => code }] } })).toMatch(/格式有误/)
    expect(errorOf({ ...head({}), json_body: { code_list: [code] } })).toMatch(/格式有误/)
    expect(errorOf({ ...head(128), json_body: { code_list: [code] } })).toMatch(/attrs 与代码市场不符/)
  })
})

describe('hot stocks', () => {
  it('lists at most ten, the most mentioned first, and a stock posts start naming rises to the top', () => {
    const before = hotStocks(db)
    expect(before.length).toBeLessThanOrEqual(10)
    const quiet = stockCodes('code NOT IN (SELECT code FROM dynamic_stocks)')[0]
    const posts = (db.prepare('SELECT id FROM dynamics ORDER BY id LIMIT 200').all() as { id: number }[]).map(
      (r) => r.id,
    )
    const fresh = seededDatabase()
    try {
      const mention = fresh.prepare('INSERT OR IGNORE INTO dynamic_stocks (code, dynamic_id) VALUES (?, ?)')
      for (const id of posts) mention.run(quiet, id)
      const after = hotStocks(fresh)
      expect(after[0].code).toBe(quiet)
      expect(after[0].heat).toBeGreaterThan(after[1].heat)
    } finally {
      fresh.close()
    }
  })
})

describe('intraday', () => {
  const code = () => stockCodes("code LIKE 'SH%'")[0]
  // SEED_NOW is Friday 12:00 China time; the calendar around it has Thursday and Friday as trading days.
  it('shows the previous trading day before the 15:00 close and today after it', () => {
    expect(stockIntraday(db, code(), SEED_NOW).day).toBe('2026-11-19')
    expect(stockIntraday(db, code(), SEED_NOW + 3.5 * HOUR).day).toBe('2026-11-20')
    expect(stockIntraday(db, code(), SEED_NOW + 22 * HOUR).day).toBe('2026-11-20')
  })

  it('ends on the stored price, the same ticks every time', () => {
    const stock = db.prepare('SELECT price_milli FROM stocks WHERE code = ?').get(code()) as { price_milli: number }
    const first = stockIntraday(db, code().toLowerCase(), SEED_NOW)
    expect(first.ticks.at(-1)!.price).toBe(stock.price_milli / 1000)
    expect(stockIntraday(db, code(), SEED_NOW + HOUR)).toEqual(first)
  })

  it('refuses a code without its market (400) and a code no stock has (404)', () => {
    expect(apiError(() => stockIntraday(db, '600519', SEED_NOW)).status).toBe(400)
    expect(apiError(() => stockIntraday(db, 'SH999999', SEED_NOW)).status).toBe(404)
  })
})

describe('trading days', () => {
  it('reads the calendar, and outside it closes weekends only', () => {
    expect(tradingDay(db, '2026-11-20')).toEqual({ normalday: '2026-11-20', istradingday: true })
    expect(tradingDay(db, '2026-11-21').istradingday).toBe(false)
    db.prepare("UPDATE trading_days SET is_trading = 0 WHERE day = '2026-11-23'").run()
    expect(tradingDay(db, '2026-11-23').istradingday).toBe(false)
    expect(tradingDay(db, '2030-01-01').istradingday).toBe(true)
    expect(tradingDay(db, '2030-01-05').istradingday).toBe(false)
  })

  it('refuses a day that is not on the calendar at all', () => {
    const error = apiError(() => tradingDay(db, '2026-02-30'))
    expect([error.status, error.message]).toEqual([400, 'date 格式不正确，应为 YYYY-MM-DD'])
  })
})

describe('funds', () => {
  const ranking = (range: string, fundCode?: string) =>
    fundResults(db, { funcNo: FUNC_NO.fundRange, range, fundCode }) as Fund[]

  it('ranks the funds by their return over the range, one month when none is given', () => {
    const rises = ranking('3m').map((f) => f.rise)
    expect(rises.length).toBeGreaterThan(1)
    expect(rises).toEqual([...rises].sort((a, b) => b - a))
    expect(fundResults(db, { funcNo: FUNC_NO.fundRange })).toEqual(ranking('1m'))
  })

  it('a trend starts from the range’s base at 0 and ends on the fund’s return over the range', () => {
    const fund = ranking('6m')[2]
    for (const range of FUND_RANGES) {
      const [trend] = fundResults(db, { funcNo: FUNC_NO.fundTrend, range, fundCode: fund.fundCode }) as FundTrend[]
      expect(trend.points[0].rise).toBe(0)
      expect(trend.points.at(-1)!.rise).toBe(ranking(range, fund.fundCode)[0].rise)
    }
  })

  it('refuses a bad range, code or function with 400 and an unknown fund with 404', () => {
    const status = (query: Parameters<typeof fundResults>[1]) => apiError(() => fundResults(db, query)).status
    expect(status({ funcNo: FUNC_NO.fundRange, range: '2y' })).toBe(400)
    expect(status({ funcNo: FUNC_NO.fundRange, fundCode: '12345' })).toBe(400)
    expect(status({ funcNo: FUNC_NO.fundTrend })).toBe(400)
    expect(status({ funcNo: '999' })).toBe(400)
    expect(status({ funcNo: FUNC_NO.fundTrend, fundCode: '999999' })).toBe(404)
  })

  it('measures 今年 from the last day of the year before and other ranges in days back', () => {
    expect(rangeStartDay('ytd', '2026-11-23')).toBe('2025-12-31')
    expect(rangeStartDay('1m', '2026-03-01')).toBe('2026-01-30')
  })
})

describe('ETF boards', () => {
  const etfCodes = (where = '1') =>
    (
      db.prepare(`SELECT code FROM funds WHERE kind = 'etf' AND ${where} ORDER BY code`).all() as { code: string }[]
    ).map((r) => r.code)

  it('answers ETFs by code in the order asked, leaving out codes that are not ETFs', () => {
    const [a, b] = etfCodes()
    const fund = (db.prepare("SELECT code FROM funds WHERE kind = 'fund' LIMIT 1").get() as { code: string }).code
    expect(etfsByCodes(db, [b, fund, a]).map((e) => e.fundCode)).toEqual([b, a])
    expect(apiError(() => etfsByCodes(db, [])).status).toBe(400)
  })

  it('lists only margin-eligible ETFs on the margin board and in its themes', () => {
    const eligible = new Set(etfCodes('margin_eligible = 1'))
    expect(marginEtfs(db).map((e) => e.fundCode)).toEqual([...eligible])
    const themed = etfThemes(db, 'margin').flatMap((t) => t.etfs.map((e) => e.fundCode))
    expect(themed.length).toBeGreaterThan(0)
    expect(themed.every((c) => eligible.has(c))).toBe(true)
  })

  it('puts the strongest theme first, each theme’s rise the average of its ETFs’ rises', () => {
    const themes = etfThemes(db)
    expect(themes.map((t) => t.up_rose)).toEqual([...themes.map((t) => t.up_rose)].sort((a, b) => b - a))
    for (const theme of themes) {
      expect(theme.etfs.length).toBeGreaterThan(0)
      const rises = theme.etfs.flatMap((e) => (e.up_rose === null ? [] : [e.up_rose]))
      if (rises.length) expect(theme.up_rose).toBe(Math.round(rises.reduce((a, b) => a + b) / rises.length))
    }
  })

  it('lists the new ETFs as rows of the fields it names', () => {
    const content = newEtfs(db)
    expect(content.totalCount).toBe(etfCodes('is_new_etf = 1').length)
    expect(content.newEtfDataRecord.every((row) => row.length === content.newEtfDataField.length)).toBe(true)
  })

  it('an ETF circle’s feed holds the accounts’ posts and the circle’s, and refuses a circle that does not exist', () => {
    const circle = db
      .prepare('SELECT circle_id AS id, account_id FROM dynamics WHERE circle_id IS NOT NULL AND status >= 0 LIMIT 1')
      .get() as {
      id: number
      account_id: string
    }
    const other = (db.prepare('SELECT id FROM accounts WHERE id <> ? LIMIT 1').get(circle.account_id) as { id: string })
      .id
    const feed = etfCircleFeed(db, [other], String(circle.id), PAGE, undefined)
    expect(feed.list.every((d) => d.accountId === other || d.circle?.circleId === String(circle.id))).toBe(true)
    expect(feed.total).toBeGreaterThan(etfCircleFeed(db, [other], undefined, PAGE, undefined).total)
    expect(apiError(() => etfCircleFeed(db, [other], '999999', PAGE, undefined)).message).toBe('圈子不存在')
    expect(apiError(() => etfCircleFeed(db, [], undefined, PAGE, undefined)).status).toBe(400)
  })

  it('lists by category only the category’s long-form articles', () => {
    const margin = (
      db
        .prepare("SELECT COUNT(*) AS n FROM dynamics WHERE category = 'margin' AND pub_type = 2 AND status >= 0")
        .get() as { n: number }
    ).n
    const found = articlesInCategory(db, 'margin', PAGE, undefined)
    expect(found.total).toBe(margin)
    expect(found.total).toBeGreaterThan(0)
  })
})
