/**
 * Search by stock code, name and pinyin initials; hot searches from what people searched; circle
 * membership and topic votes kept across a restart (docs/product.md §4.12).
 */
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, fillPath } from '@shared/api'
import { stockInitials } from '../../server/stock-initials'
import { DEV, OTHER, call, makeServer, tempDir } from './helpers'

const findStock = async (app: FastifyInstance, keyword: string) =>
  (await call(app, 'search.queryStock', { keyword, pageNum: 1, pageSize: 10 })).body.data

describe('stock search', () => {
  let app: FastifyInstance
  beforeAll(async () => ({ app } = await makeServer()))
  afterAll(() => app.close())

  it('reads names in context: 银行 is yh, 长江 is cj, letters stay', () => {
    expect(stockInitials('贵州茅台')).toBe('gzmt')
    expect(stockInitials('招商银行')).toBe('zsyh')
    expect(stockInitials('长江电力')).toBe('cjdl')
    expect(stockInitials('万科A')).toBe('wka')
  })

  it('finds a stock by pinyin initials, by its number without the market, and by name, the exact one first', async () => {
    const byInitials = await findStock(app, 'GZMT')
    expect(byInitials.list[0]).toMatchObject({ code: 'SH600519', name: '贵州茅台', initials: 'gzmt' })
    const byNumber = await findStock(app, '600519')
    expect(byNumber.list[0].code).toBe('SH600519')
    const byName = await findStock(app, '茅台')
    expect(byName.list.map((s) => s.code)).toContain('SH600519')
    const none = await findStock(app, 'zzzzzz')
    expect(none).toMatchObject({ list: [], total: 0 })
  })

  it('treats % and _ as text, not as wildcards', async () => {
    expect((await findStock(app, '%')).total).toBe(0)
    expect((await findStock(app, '_')).total).toBe(0)
  })
})

describe('hot searches', () => {
  it('starts from the seeded words and rises with what people find, once per person a day', async () => {
    const { app } = await makeServer()
    const hot = async () => (await call(app, 'search.hotWords')).body.data.map((w) => w.word)
    const start = await hot()
    expect(start).toHaveLength(10)
    expect(start[0]).toBe('贵州茅台')
    expect(start).not.toContain('zsyh')

    // Many people (signed in, each from their own address) finding 招商银行 by its initials puts the word in the
    // list; one person repeating it does not count twice.
    const url = fillPath(ENDPOINTS['search.queryStock'].path, 'community')
    for (let i = 0; i < 30; i++) {
      const n = 10002 + i
      await app.inject({
        method: 'POST',
        url,
        remoteAddress: `10.40.0.${i + 1}`,
        payload: {
          keyword: 'zsyh',
          pageNum: 1,
          pageSize: 10,
          accountId: `acc-${n}`,
          token: `tok-${n}`,
          userCode: `uc-${n}`,
        },
      })
    }
    const repeated = await hot()
    expect(repeated[0]).toBe('zsyh')
    for (let i = 0; i < 5; i++) {
      await call(app, 'search.queryStock', { keyword: 'zsyh', pageNum: 1, pageSize: 10, ...DEV })
    }
    const { body } = await call(app, 'search.hotWords')
    expect(body.data.filter((w) => w.word === 'zsyh')).toHaveLength(1)

    // A search that finds nothing never becomes a suggestion.
    for (let i = 0; i < 40; i++) {
      await call(app, 'search.queryColumn', { keyword: '不存在的词xyz', pageNum: 1, pageSize: 10, accountId: `a${i}` })
    }
    expect(await hot()).not.toContain('不存在的词xyz')

    // Punctuation alone names nothing, even when it finds posts (a '%' in "涨了5%").
    for (let i = 0; i < 40; i++) {
      await call(app, 'search.queryColumn', { keyword: '%', pageNum: 1, pageSize: 10, accountId: `p${i}` })
    }
    expect(await hot()).not.toContain('%')
    await app.close()
  })
})

describe('circle membership and topic votes across a restart', () => {
  it('keeps a joined circle and a topic vote after closing and reopening the same file', async () => {
    const dir = tempDir()
    const first = await makeServer(dir)
    const mine = await call(first.app, 'follow.myFollowCircles', {
      ...OTHER,
      pageNum: 1,
      pageSize: 50,
    })
    const joined = new Set(mine.body.data.list.map((c) => c.circleId))
    const circleId = ['1', '2', '3', '4', '5', '6'].find((id) => !joined.has(id))!
    const join = await call(first.app, 'follow.followCircles', { ...OTHER, circleId, follow: 1 })
    expect(join.body.data.followed).toBe(true)

    let topicId = ''
    for (let n = 1; n <= 40 && !topicId; n++) {
      const id = String(n)
      const info = await call(first.app, 'topic.queryTopicInfo', { topicId: id, ...OTHER })
      if (info.body.data.vote && info.body.data.vote.myOptionId === null) topicId = id
    }
    expect(topicId).not.toBe('')
    const before = await call(first.app, 'topic.queryTopicInfo', { topicId, ...OTHER })
    const option = before.body.data.vote!.options[0]
    const voted = await call(first.app, 'topic.topicVote', { ...OTHER, topicId, optionId: option.optionId })
    expect(voted.body.data.myOptionId).toBe(option.optionId)
    await first.app.close()

    const second = await makeServer(dir)
    expect(second.app.seedResult).toBeNull()
    const circle = await call(second.app, 'circle.findInformation', { circleId, ...OTHER })
    expect(circle.body.data.followed).toBe(true)
    const after = await call(second.app, 'topic.queryTopicInfo', { topicId, ...OTHER })
    expect(after.body.data.vote?.myOptionId).toBe(option.optionId)
    expect(after.body.data.vote?.options[0].count).toBe(option.count + 1)
    await second.app.close()
  })
})
