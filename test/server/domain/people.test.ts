import type { DB } from '../../../server/db'
import { ApiError } from '../../../server/http/envelope'
import { articlesBy, bigVHome, recordActiveDay, wxBindingOf } from '../../../server/domain/people'
import { DEV_ID, SEED_NOW, seededDatabase, verified } from './seeded'

let db: DB
beforeAll(() => {
  db = seededDatabase()
})
afterAll(() => db.close())

const PAGE = { pageNum: 1, pageSize: 100 }

function addAccount(id: string, kind: number): void {
  db.prepare(
    `INSERT INTO accounts (id, user_code, token, cid, kind, nickname, avatar, created_at)
     VALUES (?, ?, ?, ?, ?, ?, '', 0)`,
  ).run(id, `uc-${id}`, `tok-${id}`, `cid-${id}`, kind, `名字${id}`)
}

function addDynamic(accountId: string, pubType: number, praise = 0, status = 1): number {
  return Number(
    db
      .prepare(
        `INSERT INTO dynamics (pub_type, source, account_id, title, praise_count, status, created_at)
         VALUES (?, 'post', ?, '标题', ?, ?, ?)`,
      )
      .run(pubType, accountId, praise, status, SEED_NOW).lastInsertRowid,
  )
}

describe('an account home', () => {
  test('counts articles (pub types 2, 5, 7, 8), lives, videos and likes, leaving out what was deleted', () => {
    addAccount('home-1', 1)
    for (const pubType of [2, 5, 7, 8]) addDynamic('home-1', pubType, 1)
    addDynamic('home-1', 3, 2)
    addDynamic('home-1', 6, 3)
    addDynamic('home-1', 2, 100, -1)
    const home = bigVHome(db, 'home-1', undefined)
    expect(home).toMatchObject({ articleCount: 4, liveCount: 1, videoCount: 1, praiseCount: 9 })
    expect(home.account.accountId).toBe('home-1')
  })

  test('an account with nothing published has zero counts, and an unknown account is 404', () => {
    addAccount('home-empty', 0)
    expect(bigVHome(db, 'home-empty', undefined)).toMatchObject({ articleCount: 0, praiseCount: 0 })
    expect(() => bigVHome(db, 'nobody-here', undefined)).toThrow(expect.objectContaining({ status: 404 }))
  })

  test('shows followed only to a viewer who follows the account', () => {
    addAccount('home-followed', 1)
    db.prepare('INSERT INTO follows (account_id, to_account_id, created_at) VALUES (?, ?, 0)').run(
      DEV_ID,
      'home-followed',
    )
    expect(bigVHome(db, 'home-followed', verified(DEV_ID)).account.followed).toBe(true)
    expect(bigVHome(db, 'home-followed', undefined).account.followed).toBe(false)
  })
})

test("an account's articles hold articles and posts; a missing account is 404", () => {
  addAccount('writer', 1)
  const article = addDynamic('writer', 2)
  const post = addDynamic('writer', 5)
  addDynamic('writer', 3)
  const ids = (p: { list: { articleId: string }[] }) => p.list.map((d) => Number(d.articleId)).sort()
  expect(ids(articlesBy(db, 'writer', PAGE, undefined))).toEqual([article, post].sort())
  expect(() => articlesBy(db, 'no-such-writer', PAGE, undefined)).toThrow(ApiError)
})

test('the WeChat binding is read for its own account', () => {
  expect(wxBindingOf(db, verified(DEV_ID))).toMatchObject({ bound: true, nickName: '微信测试用户' })
  addAccount('unbound', 0)
  expect(wxBindingOf(db, verified('unbound'))).toEqual({ bound: false, nickName: null, avatar: null })
})

test('an active day counts once per China day', () => {
  addAccount('active', 0)
  const days = () =>
    (
      db.prepare('SELECT day FROM active_users WHERE account_id = ? ORDER BY day').all('active') as { day: string }[]
    ).map((r) => r.day)
  recordActiveDay(db, verified('active'), SEED_NOW)
  recordActiveDay(db, verified('active'), SEED_NOW + 3600_000)
  // 16:30 UTC is past midnight in China: the next day.
  recordActiveDay(db, verified('active'), Date.parse('2026-11-20T16:30:00Z'))
  expect(days()).toEqual(['2026-11-20', '2026-11-21'])
})
