/**
 * Hot searches cannot be written by one client (issue 29, item 6; docs/product.md §4.12): a search counts for a
 * verified account or, without one, for the address; one address adds a word a few times a day at most; the log is
 * capped; words operations block never show.
 */
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, fillPath } from '@shared/api'
import { SEARCH_LOG_LIMITS, blockSearchWord, hotSearchWords, noteSearch } from '../../server/domain/search'
import { openDatabase } from '../../server/db'
import { DEV, call, makeServer } from './helpers'

let app: FastifyInstance
beforeEach(async () => ({ app } = await makeServer()))
afterEach(() => app.close())

const COLUMN_URL = fillPath(ENDPOINTS['search.queryColumn'].path, 'community')
const TOPIC_URL = fillPath(ENDPOINTS['topic.queryTopicPage'].path, 'community')

const search = (keyword: string, remoteAddress: string, who: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: COLUMN_URL,
    remoteAddress,
    payload: { keyword, pageNum: 1, pageSize: 10, ...who },
  })

const hot = async () => (await call(app, 'search.hotWords')).body.data.map((w) => w.word)

/** Seeded accounts with their credentials (acc-100NN / tok-100NN / uc-100NN). */
function seededAccounts(count: number): { accountId: string; token: string; userCode: string }[] {
  return app.db
    .prepare(
      "SELECT id AS accountId, token, user_code AS userCode FROM accounts WHERE id LIKE 'acc-%' ORDER BY id LIMIT ?",
    )
    .all(count) as { accountId: string; token: string; userCode: string }[]
}

/** A post that holds the word, so a search for it finds something (only such searches count). */
async function postWith(text: string): Promise<void> {
  expect((await call(app, 'publish.publishView', { ...DEV, content: text })).status).toBe(200)
}

describe('hot searches', () => {
  it('150 searches with made-up accountIds from one address do not put a word in the list', async () => {
    await postWith('内部牛股群 每天推荐')
    for (let i = 0; i < 150; i++) {
      expect((await search('内部牛股群', '10.6.6.6', { accountId: `fake-${i}` })).statusCode).toBe(200)
    }
    expect(await hot()).not.toContain('内部牛股群')
    // The topic page's search is tallied by the same rule.
    const topic = app.db.prepare('SELECT name FROM topics WHERE length(name) <= 8 ORDER BY id LIMIT 1').get() as {
      name: string
    }
    for (let i = 0; i < 150; i++) {
      await app.inject({
        method: ENDPOINTS['topic.queryTopicPage'].method,
        url: TOPIC_URL,
        remoteAddress: '10.6.6.7',
        ...(ENDPOINTS['topic.queryTopicPage'].method === 'GET'
          ? { query: { keyword: topic.name, accountId: `fake-${i}` } }
          : { payload: { keyword: topic.name, accountId: `fake-${i}` } }),
      })
    }
    const rows = app.db.prepare('SELECT COUNT(*) AS n FROM search_log WHERE word = ?').get(topic.name) as { n: number }
    expect(rows.n).toBeLessThanOrEqual(SEARCH_LOG_LIMITS.perAddressPerWord)
  })

  it('counts real accounts from many addresses, but only a few from one address', async () => {
    await postWith('固态电池 产业链')
    const people = seededAccounts(40)
    for (const who of people) await search('固态电池', '10.7.7.7', who)
    expect(await hot()).not.toContain('固态电池')
    const counted = app.db.prepare("SELECT COUNT(*) AS n FROM search_log WHERE word = '固态电池'").get() as {
      n: number
    }
    expect(counted.n).toBe(SEARCH_LOG_LIMITS.perAddressPerWord)

    // The same people, each from their own address, make it the top search.
    for (const [i, who] of people.entries()) await search('固态电池', `10.8.0.${i + 1}`, who)
    expect((await hot())[0]).toBe('固态电池')
  })

  it('never shows a blocked word, however many people search it, and operations can block one later', async () => {
    await postWith('加微信领牛股')
    const people = seededAccounts(40)
    for (const [i, who] of people.entries()) await search('加微信领牛股', `10.9.0.${i + 1}`, who)
    expect(await hot()).not.toContain('加微信领牛股')

    expect(await hot()).toContain('贵州茅台')
    blockSearchWord(app.db, '茅台')
    expect(await hot()).not.toContain('贵州茅台')
  })
})

describe('the search log', () => {
  it('holds at most so many rows a day, a day per address, and keeps no old days', () => {
    const db = openDatabase(':memory:')
    const limits = { ...SEARCH_LOG_LIMITS, perDay: 30, perAddressPerDay: 10 }
    const now = Date.parse('2026-11-20T04:00:00Z')
    const rows = () => (db.prepare('SELECT COUNT(*) AS n FROM search_log').get() as { n: number }).n
    for (let i = 0; i < 50; i++)
      noteSearch(db, `词${i}`, { searcher: `account:a${i}`, address: '10.1.1.1' }, now, limits)
    expect(rows()).toBe(10)
    for (let i = 0; i < 50; i++)
      noteSearch(db, `词${i}`, { searcher: `account:b${i}`, address: `10.2.0.${i}` }, now, limits)
    expect(rows()).toBe(30)

    const later = now + (SEARCH_LOG_LIMITS.keepDays + 1) * 24 * 3600_000
    noteSearch(db, '新的一天', { searcher: 'account:c', address: '10.3.3.3' }, later, limits)
    expect(rows()).toBe(1)
    expect(hotSearchWords(db, 10, later).map((w) => w.word)).toEqual(['新的一天'])
    db.close()
  })
})
