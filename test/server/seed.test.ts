import path from 'node:path'
import { openDatabase, type DB } from '../../server/db'
import { listMigrations } from '../../server/db/migrate'
import { DEV_ACCOUNT, seedDatabase } from '../../server/seed'
import { SEED_NOW, tempDir } from './helpers'

function freshSeed(): { db: DB; ms: number; counts: Record<string, number> } {
  const db = openDatabase(path.join(tempDir(), 'seed.db'))
  const result = seedDatabase(db, { now: SEED_NOW })
  return { db, ...result }
}

describe('seed', () => {
  const first = freshSeed()
  const second = freshSeed()
  afterAll(() => {
    first.db.close()
    second.db.close()
  })

  it('is fast enough to run in every test file', () => {
    expect(first.ms).toBeLessThan(3000)
  })

  it('gives the same database for the same seed and base time', () => {
    expect(second.counts).toEqual(first.counts)
    for (const sql of [
      'SELECT * FROM accounts ORDER BY id LIMIT 5',
      'SELECT * FROM dynamics ORDER BY id LIMIT 5',
      'SELECT * FROM dynamics ORDER BY id DESC LIMIT 5',
      'SELECT * FROM comments ORDER BY id LIMIT 5',
      'SELECT * FROM stocks ORDER BY code LIMIT 5',
      'SELECT * FROM follows ORDER BY account_id, to_account_id LIMIT 5',
      'SELECT COUNT(*), SUM(praise_count), SUM(comment_count), SUM(view_count) FROM dynamics',
    ]) {
      expect(second.db.prepare(sql).all()).toEqual(first.db.prepare(sql).all())
    }
  })

  it("files every stock under its code's two-letter market prefix (USAAPL under US)", () => {
    const rows = first.db.prepare('SELECT code, market FROM stocks').all() as { code: string; market: string }[]
    expect(rows.filter((r) => r.market !== r.code.slice(0, 2))).toEqual([])
    expect(rows.find((r) => r.code === 'USAAPL')?.market).toBe('US')
  })

  it('has the volumes the issue asks for', () => {
    const c = first.counts
    expect(c.accounts).toBeGreaterThanOrEqual(60)
    expect(c.dynamics).toBeGreaterThanOrEqual(3000)
    expect(c.topics).toBe(40)
    expect(c.circles).toBe(25)
    expect(c.stocks).toBe(400)
    expect(c.lives).toBe(30)
    expect(c.short_videos).toBe(80)
    expect(c.follows).toBeGreaterThan(100)
    expect(c.likes).toBeGreaterThan(1000)
  })

  it('covers every pubType, robot-written and taken-down items', () => {
    const types = first.db.prepare('SELECT DISTINCT pub_type AS t FROM dynamics ORDER BY t').all() as { t: number }[]
    expect(types.map((r) => r.t)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    const flags = first.db
      .prepare('SELECT SUM(is_robot_write) AS robot, SUM(status = 0) AS down, SUM(is_news) AS news FROM dynamics')
      .get() as Record<string, number>
    expect(flags.robot).toBeGreaterThan(0)
    expect(flags.down).toBeGreaterThan(0)
    expect(flags.news).toBeGreaterThan(0)
  })

  it('writes realistic text with emoji, stock mentions and angle brackets', () => {
    const count = (like: string) =>
      (first.db.prepare('SELECT COUNT(*) AS n FROM dynamics WHERE body LIKE ?').get(like) as { n: number }).n
    expect(count('%🚀%') + count('%📈%')).toBeGreaterThan(0)
    expect(count('%$贵州茅台(SH600519)$%') + count('%(SZ%)$%')).toBeGreaterThan(0)
    expect(count('%<%')).toBeGreaterThan(0)
    const markets = first.db.prepare('SELECT DISTINCT market FROM stocks').all() as { market: string }[]
    expect(markets.map((m) => m.market)).toEqual(expect.arrayContaining(['SH', 'SZ', 'BJ', 'HK']))
  })

  it('contains the dev test account', () => {
    const dev = first.db.prepare('SELECT * FROM accounts WHERE id = ?').get(DEV_ACCOUNT.id) as Record<string, string>
    expect(dev).toMatchObject({
      token: 'dev-token-10001',
      user_code: 'dev-user-10001',
      cid: 'dev-cid-10001',
      nickname: '测试用户',
    })
  })

  it('dates everything within 90 days before the base, newest close to it', () => {
    const span = first.db.prepare('SELECT MIN(created_at) AS lo, MAX(created_at) AS hi FROM dynamics').get() as {
      lo: number
      hi: number
    }
    expect(span.hi).toBeLessThanOrEqual(SEED_NOW)
    expect(SEED_NOW - span.hi).toBeLessThan(3600_000)
    expect(SEED_NOW - span.lo).toBeLessThanOrEqual(91 * 86_400_000)
  })
})

describe('migrations', () => {
  it('records every numbered file once, in WAL mode, and re-opening applies nothing', () => {
    const file = path.join(tempDir(), 'm.db')
    const db = openDatabase(file)
    const versions = (db.prepare('SELECT version FROM migrations ORDER BY version').all() as { version: number }[]).map(
      (r) => r.version,
    )
    expect(versions).toEqual(listMigrations().map((m) => m.version))
    expect(versions.length).toBeGreaterThanOrEqual(2)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    db.close()
    const again = openDatabase(file)
    expect((again.prepare('SELECT COUNT(*) AS n FROM migrations').get() as { n: number }).n).toBe(versions.length)
    again.close()
  })
})
