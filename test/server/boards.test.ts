import type { FastifyInstance } from 'fastify'
import { DEFAULT_COMMUNITY_ACCOUNTS } from '@/config/community-accounts'
import { call, errorBody, expectError, makeServer } from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  ;({ app } = await makeServer())
})
afterAll(() => app.close())

const { etf, etfMargin } = DEFAULT_COMMUNITY_ACCOUNTS

describe('market boards: ETF lists', () => {
  it('names the new ETFs of the data service with their rises, in the order asked', async () => {
    const codes = (await call(app, 'etf.newList', { type: 'new', version: '1', channel: 'h5' })).body.content
      .newEtfDataRecord
    const asked = codes.map((row) => String(row[0])).reverse()
    const res = await call(app, 'etf.byCodes', { codes: [...asked, '000000'] })
    expect(res.status).toBe(200)
    expect(res.body.data.map((e) => e.fundCode)).toEqual(asked)
    for (const e of res.body.data) {
      expect(e.fundName).toMatch(/ETF/)
      expect(typeof e.up_rose).toBe('number')
    }
  })

  it('groups ETFs into themes with their average rise, strongest first; the margin scope only margin ETFs', async () => {
    const themes = (await call(app, 'etf.themes', {})).body.data
    expect(themes.length).toBeGreaterThanOrEqual(5)
    expect(themes.map((t) => t.up_rose)).toEqual([...themes.map((t) => t.up_rose)].sort((a, b) => b - a))
    for (const theme of themes) {
      const rises = theme.etfs.map((e) => e.up_rose as number)
      expect(theme.up_rose).toBe(Math.round(rises.reduce((a, b) => a + b, 0) / rises.length))
    }
    const margin = (await call(app, 'etf.marginList')).body.data
    expect(margin.length).toBeGreaterThan(3)
    const marginCodes = new Set(margin.map((e) => e.fundCode))
    const marginThemes = (await call(app, 'etf.themes', { scope: 'margin' })).body.data
    expect(marginThemes.flatMap((t) => t.etfs).every((e) => marginCodes.has(e.fundCode))).toBe(true)
    // New ETFs are not margin-eligible yet.
    const fresh = (await call(app, 'etf.newList', { type: 'new', version: '1', channel: 'h5' })).body.content
    expect(fresh.newEtfDataRecord.some((row) => marginCodes.has(String(row[0])))).toBe(false)
  })

  it('answers the same lists on every seed (deterministic)', async () => {
    const other = await makeServer()
    try {
      const a = (await call(app, 'etf.marginList')).body.data.map((e) => e.fundCode)
      const b = (await call(other.app, 'etf.marginList')).body.data.map((e) => e.fundCode)
      expect(b).toEqual(a)
    } finally {
      await other.app.close()
    }
  })

  it('refuses bad input with 400 and a Chinese message', async () => {
    for (const payload of [{}, { codes: [] }, { codes: ['51030'] }, { codes: 'x' }]) {
      const res = await call(app, 'etf.byCodes', payload)
      expectError(res.raw, 400)
      expect(errorBody(res.raw).msg).toMatch(/[\u4e00-\u9fa5]/)
    }
    expectError((await call(app, 'etf.byCodes', { codes: Array.from({ length: 51 }, () => '510300') })).raw, 400)
    expectError((await call(app, 'etf.themes', { scope: 'toString' })).raw, 400)
  })
})

describe('market boards: ETF circles', () => {
  it('lists the posts of the circle’s accounts and of its circle, newest first', async () => {
    const res = await call(app, 'etf.circleFeed', {
      accountIds: [...etf.accountIds],
      circleId: etf.circleId,
      pageNum: 1,
      pageSize: 30,
    })
    expect(res.status).toBe(200)
    const list = res.body.data.list
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((d) => etf.accountIds.includes(d.accountId) || d.circle?.circleId === etf.circleId)).toBe(true)
    const margin = await call(app, 'etf.circleFeed', {
      accountIds: [...etfMargin.accountIds],
      pageNum: 1,
      pageSize: 10,
    })
    expect(margin.body.data.list.every((d) => etfMargin.accountIds.includes(d.accountId))).toBe(true)
  })

  it('refuses a missing account list, a bad id or an unknown circle', async () => {
    expectError((await call(app, 'etf.circleFeed', { pageNum: 1, pageSize: 10 })).raw, 400)
    expectError((await call(app, 'etf.circleFeed', { accountIds: [], pageNum: 1, pageSize: 10 })).raw, 400)
    expectError((await call(app, 'etf.circleFeed', { accountIds: ['<x>'], pageNum: 1, pageSize: 10 })).raw, 400)
    const unknown = await call(app, 'etf.circleFeed', { accountIds: ['acc-10002'], circleId: '9999' })
    expectError(unknown.raw, 400)
    expect(errorBody(unknown.raw).msg).toBe('圈子不存在')
  })
})

describe('market boards: articles by category', () => {
  it('lists the margin-trading articles, newest first', async () => {
    const res = await call(app, 'article.byCategory', { category: 'margin', pageNum: 1, pageSize: 50 })
    expect(res.status).toBe(200)
    const list = res.body.data.list
    expect(list.length).toBeGreaterThanOrEqual(10)
    expect(list.every((d) => d.pubType === 2)).toBe(true)
    expect(list.some((d) => d.title.includes('维持担保比例'))).toBe(true)
    const times = list.map((d) => d.createdDate)
    expect([...times].sort().reverse()).toEqual(times)
  })

  it('refuses an unknown category with 400', async () => {
    for (const category of ['toString', '', 'news']) {
      const res = await call(app, 'article.byCategory', { category, pageNum: 1, pageSize: 5 })
      expectError(res.raw, 400)
    }
    expectError((await call(app, 'article.byCategory', { pageNum: 1, pageSize: 5 })).raw, 400)
  })
})
