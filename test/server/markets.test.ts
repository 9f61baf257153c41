import type { FastifyInstance } from 'fastify'
import {
  FUNC_NO,
  FUND_RANGES,
  type EndpointRequest,
  type Fund,
  type FundTrend,
  type Intraday,
  type ServletEnvelope,
} from '@shared/api'
import { rangeStartDay } from '../../server/domain/markets'
import { call, get, makeServer } from './helpers'

const CHINESE = /[\u4e00-\u9fff]/

let app: FastifyInstance
beforeAll(async () => {
  ;({ app } = await makeServer())
})
afterAll(() => app.close())

async function servlet<T>(query: string): Promise<{ status: number; body: ServletEnvelope<T> & { msg?: string } }> {
  const res = await get(app, `/servlet/json?${query}`)
  return { status: res.statusCode, body: JSON.parse(res.body) }
}

describe('markets: fund ranges and trends', () => {
  it('ranks the funds by their return over each range, every range different', async () => {
    const byRange = new Map<string, Fund[]>()
    for (const range of FUND_RANGES) {
      const { status, body } = await servlet<Fund>(`funcNo=${FUNC_NO.fundRange}&range=${range}`)
      expect(status).toBe(200)
      expect(body.error_no).toBe('0')
      expect(body.results.length).toBeGreaterThan(20)
      const rises = body.results.map((f) => f.rise)
      expect(rises).toEqual([...rises].sort((a, b) => b - a))
      byRange.set(range, body.results)
    }
    const firstRises = FUND_RANGES.map((r) => byRange.get(r)![0].rise)
    expect(new Set(firstRises).size).toBe(FUND_RANGES.length)
  })

  it('answers a trend whose last rise is the fund’s return over the same range', async () => {
    const funds = (await servlet<Fund>(`funcNo=${FUNC_NO.fundRange}&range=6m`)).body.results
    const fund = funds[3]
    for (const range of FUND_RANGES) {
      const ranked = (await servlet<Fund>(`funcNo=${FUNC_NO.fundRange}&range=${range}&fundCode=${fund.fundCode}`)).body
      const { body } = await servlet<FundTrend>(`funcNo=${FUNC_NO.fundTrend}&range=${range}&fundCode=${fund.fundCode}`)
      const points = body.results[0].points
      expect(points[0].rise).toBe(0)
      expect(points.at(-1)!.rise).toBe(ranked.results[0].rise)
      expect(points.some((p) => p.rise !== 0)).toBe(true)
      expect(points[0].date <= rangeStartDay(range, points.at(-1)!.date)).toBe(true)
    }
    const year = (await servlet<FundTrend>(`funcNo=${FUNC_NO.fundTrend}&range=1y&fundCode=${fund.fundCode}`)).body
    expect(year.results[0].points.length).toBeGreaterThanOrEqual(366)
  })

  it('refuses an unknown range, a bad fund code or function with 400, an unknown fund with 404, in Chinese', async () => {
    const cases: [string, number][] = [
      [`funcNo=${FUNC_NO.fundRange}&range=toString`, 400],
      [`funcNo=${FUNC_NO.fundTrend}&fundCode=000001&range=2y`, 400],
      [`funcNo=${FUNC_NO.fundTrend}&fundCode=abc&range=1m`, 400],
      [`funcNo=${FUNC_NO.fundTrend}&range=1m`, 400],
      [`funcNo=${FUNC_NO.fundRange}&fundCode=12345&range=1m`, 400],
      ['funcNo=1&range=1m', 400],
      [`funcNo=${FUNC_NO.fundTrend}&fundCode=999999&range=1m`, 404],
    ]
    for (const [query, status] of cases) {
      const res = await servlet<never>(query)
      expect({ query, status: res.status }).toEqual({ query, status })
      expect(res.body.msg).toMatch(CHINESE)
    }
  })

  it('refuses a function or range outside the one request definition, naming the allowed values', async () => {
    const unknownFunction = await servlet<never>('funcNo=1&range=1m')
    expect(unknownFunction.status).toBe(400)
    expect(unknownFunction.body.msg).toBe(`功能号取值无效，可选：${FUNC_NO.fundRange}、${FUNC_NO.fundTrend}`)
    const unknownRange = await servlet<never>(`funcNo=${FUNC_NO.fundRange}&range=2y`)
    expect(unknownRange.body.msg).toBe(`时间范围取值无效，可选：${FUND_RANGES.join('、')}`)
  })

  it('types the market and community requests from their one definition (checked by tsc)', () => {
    const trend: EndpointRequest<'misc.fundServlet'> = { funcNo: FUNC_NO.fundTrend, fundCode: '000001', range: 'ytd' }
    // @ts-expect-error a range outside FUND_RANGES
    const range: EndpointRequest<'misc.fundServlet'> = { funcNo: FUNC_NO.fundRange, range: '2y' }
    // @ts-expect-error the function number is required
    const noFunction: EndpointRequest<'misc.fundServlet'> = { range: '1m' }
    // @ts-expect-error a live's status is one of LIVE_STATUSES
    const status: EndpointRequest<'live.getLives'> = { pageNum: 1, pageSize: 20, status: 'paused' }
    // @ts-expect-error a topic vote names its option
    const vote: EndpointRequest<'topic.topicVote'> = { topicId: '1' }
    expect([trend, range, noFunction, status, vote]).toHaveLength(5)
  })

  it('gives 今年 its own start: the last day of the year before', () => {
    expect(rangeStartDay('ytd', '2026-11-23')).toBe('2025-12-31')
    expect(rangeStartDay('1m', '2026-03-01')).toBe('2026-01-30')
  })
})

describe('markets: intraday ticks', () => {
  it('simulates the latest session minute by minute, the same each time, ending on the quoted price', async () => {
    const first = await call(app, 'quote.intraday', { code: 'sh600519' })
    expect(first.status).toBe(200)
    const data = first.body.data as Intraday
    expect(data.code).toBe('SH600519')
    expect(data.ticks).toHaveLength(241)
    expect(data.ticks[0].time).toBe('09:30')
    expect(data.ticks.at(-1)!.time).toBe('15:00')
    const quote = await call(app, 'quote.query', {
      json_head: { function_id: '6004', attrs: 0, length: 1 },
      json_body: {
        sequence_no: 1,
        list_range: '0-0',
        op_type: 1,
        op_type_sort: 0,
        code_lnum: 1,
        code_list: ['SH600519'],
      },
    })
    const row = quote.body.json_body.cycle_content[0]
    expect(data.ticks.at(-1)!.price).toBe(row.price)
    expect(Math.round(((row.price - data.preClose) / data.preClose) * 10000)).toBeCloseTo(row.up_rose, -1)
    expect(new Set(data.ticks.map((t) => t.price)).size).toBeGreaterThan(50)
    // The last finished session: never today before 15:00 Beijing time, never a weekend.
    const beijing = new Date(Date.now() + 8 * 3_600_000)
    const today = beijing.toISOString().slice(0, 10)
    expect(beijing.getUTCHours() < 15 ? data.day < today : data.day <= today).toBe(true)
    expect([0, 6]).not.toContain(new Date(`${data.day}T00:00:00Z`).getUTCDay())
    const again = await call(app, 'quote.intraday', { code: 'SH600519' })
    expect(again.body.data).toEqual(data)
  })

  it('refuses a malformed code with 400 and an unknown one with 404, in Chinese', async () => {
    for (const [code, status] of [
      ['600519', 400],
      ['SH-600519', 400],
      ['SH999998', 404],
    ] as const) {
      const res = await call(app, 'quote.intraday', { code })
      expect({ code, status: res.status }).toEqual({ code, status })
      expect((res.body as unknown as { msg: string }).msg).toMatch(CHINESE)
    }
    expect((await get(app, '/hq/intraday.json')).statusCode).toBe(400)
  })
})
