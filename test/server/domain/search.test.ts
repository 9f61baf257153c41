import type { DB } from '../../../server/db'
import {
  HOT_SEARCH_COUNT,
  countSearch,
  hotWords,
  searchAccounts,
  searchContent,
  searchStocks,
} from '../../../server/domain/search'
import { page } from '../../../server/domain/format'
import { DEV_ID, SEED_NOW, seededDatabase, verified } from './seeded'

let db: DB
beforeAll(() => {
  db = seededDatabase()
})
afterAll(() => db.close())

const PAGE = { pageNum: 1, pageSize: 100 }

function addAccount(id: string, kind: number, nickname: string): void {
  db.prepare(
    `INSERT INTO accounts (id, user_code, token, cid, kind, nickname, avatar, created_at) VALUES (?, ?, ?, ?, ?, ?, '', 0)`,
  ).run(id, `uc-${id}`, `tok-${id}`, `cid-${id}`, kind, nickname)
}

function addDynamic(fields: { pubType: number; source: string; title: string; accountId?: string }): string {
  const id = db
    .prepare(`INSERT INTO dynamics (pub_type, source, account_id, title, created_at) VALUES (?, ?, ?, ?, ?)`)
    .run(fields.pubType, fields.source, fields.accountId ?? DEV_ID, fields.title, SEED_NOW).lastInsertRowid
  return String(id)
}

describe('content search', () => {
  test('finds the keyword in a title or an author’s name, and a column keeps its own kind', () => {
    const post = addDynamic({ pubType: 5, source: 'post', title: '独角兽词甲' })
    const news = addDynamic({ pubType: 8, source: 'news', title: '独角兽词甲 新闻' })
    const live = addDynamic({ pubType: 3, source: 'post', title: '独角兽词甲 直播' })
    addAccount('writer-s', 1, '独角兽词乙作者')
    const byName = addDynamic({ pubType: 2, source: 'article', title: '无关标题', accountId: 'writer-s' })
    const ids = (source?: Parameters<typeof searchContent>[1]['source'], keyword = '独角兽词甲') =>
      searchContent(db, { keyword, source }, PAGE, undefined)
        .list.map((d) => d.articleId)
        .sort()
    expect(ids()).toEqual([post, news, live].sort())
    expect(ids('post')).toEqual([post])
    expect(ids('news')).toEqual([news])
    expect(ids('live_new')).toEqual([live])
    expect(ids('course_new')).toEqual([])
    expect(ids(undefined, '独角兽词乙')).toEqual([byName])
  })

  test('a wildcard in the keyword means the character itself', () => {
    addDynamic({ pubType: 5, source: 'post', title: '涨幅 100%_整' })
    expect(searchContent(db, { keyword: '100%_' }, PAGE, undefined).total).toBe(1)
    // Unescaped, '%_整' would be any text with a character before 整 (调整, 整理...).
    expect(searchContent(db, { keyword: '%_整' }, PAGE, undefined).total).toBe(1)
  })
})

test('account search lists verified accounts before ordinary ones, and shows followed only to the viewer', () => {
  addAccount('plain-s', 0, '搜人测试甲')
  addAccount('bigv-s', 1, '搜人测试乙')
  db.prepare('INSERT INTO follows (account_id, to_account_id, created_at) VALUES (?, ?, 0)').run(DEV_ID, 'bigv-s')
  const mine = searchAccounts(db, ' 搜人测试 ', PAGE, verified(DEV_ID)).list
  expect(mine.map((a) => [a.accountId, a.followed])).toEqual([
    ['bigv-s', true],
    ['plain-s', false],
  ])
  expect(searchAccounts(db, '搜人测试', PAGE, undefined).list.every((a) => !a.followed)).toBe(true)
})

test('stock search takes the bare code, the market code, the name or the initials, an exact match first', () => {
  for (const keyword of ['600519', 'sh600519', 'SH600519', '贵州茅台', 'gzmt']) {
    expect(searchStocks(db, keyword, PAGE).list[0]).toMatchObject({ code: 'SH600519', name: '贵州茅台' })
  }
  // Initials match from their start: 'zmt' is inside gzmt but begins nothing.
  expect(searchStocks(db, 'zmt', PAGE).list.some((s) => s.code === 'SH600519')).toBe(false)
})

describe('counting a search', () => {
  const who = { searcher: 'account:dev-10001', address: '10.0.0.1' }
  const logged = (word: string) =>
    (db.prepare('SELECT COUNT(*) AS n FROM search_log WHERE word = ?').get(word) as { n: number }).n

  test('counts a first page that found something, once a day per searcher', () => {
    countSearch(db, '计数词甲', page([1], 1, 1, 20), who, SEED_NOW)
    countSearch(db, '计数词甲', page([1], 1, 1, 20), who, SEED_NOW + 1000)
    expect(logged('计数词甲')).toBe(1)
  })

  test('does not count a later page, an empty result or no keyword', () => {
    countSearch(db, '计数词乙', page([1], 30, 2, 20), who, SEED_NOW)
    countSearch(db, '计数词乙', page([], 0, 1, 20), who, SEED_NOW)
    countSearch(db, undefined, page([1], 1, 1, 20), who, SEED_NOW)
    expect(logged('计数词乙')).toBe(0)
  })

  test('hot words are offered up to the page’s count', () => {
    const words = hotWords(db, SEED_NOW)
    expect(words.length).toBeGreaterThan(0)
    expect(words.length).toBeLessThanOrEqual(HOT_SEARCH_COUNT)
  })
})
