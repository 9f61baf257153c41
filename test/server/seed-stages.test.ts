/** Each seeding stage on its own, on a fresh database: what it writes and what it hands the next stage. */
import path from 'node:path'
import { dayString } from '../../server/china-day'
import { openDatabase, type DB } from '../../server/db'
import { seedAccounts } from '../../server/seed/accounts'
import { seedAppConfig } from '../../server/seed/app-config'
import { seedCalendar } from '../../server/seed/calendar'
import { DAY, MINUTE, type SeedContext, type SeedPeople } from '../../server/seed/context'
import { DEV_ACCOUNT } from '../../server/seed/dev-account'
import { seedDynamics } from '../../server/seed/dynamics'
import { HISTORY_DAYS, seedFunds } from '../../server/seed/funds'
import { createRng } from '../../server/seed/prng'
import { seedSearches } from '../../server/seed/searches'
import { seedSocial } from '../../server/seed/social'
import { seedStocks } from '../../server/seed/stocks'
import { seedTopicsAndCircles } from '../../server/seed/topics-circles'
import { SEED_NOW, tempDir } from './helpers'

let db: DB
let ctx: SeedContext
let people: SeedPeople
const count = (table: string, where = '1') =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).get() as { n: number }).n

beforeAll(() => {
  db = openDatabase(path.join(tempDir(), 'stages.db'))
  const rng = createRng(7)
  ctx = {
    db,
    rng,
    now: SEED_NOW,
    ago: (maxDays) => Math.floor(maxDays * DAY * rng.next() ** 2.2) + rng.int(0, 4) * MINUTE,
  }
})
afterAll(() => db.close())

describe('seed stages, in their order', () => {
  it('accounts: the test account first, verified authors, then ordinary users with unique names', () => {
    people = seedAccounts(ctx)
    expect(people.accounts).toHaveLength(66)
    expect(people.accounts[0]).toEqual({ id: DEV_ACCOUNT.id, kind: 0 })
    expect(people.authors.every((a) => a.kind > 0)).toBe(true)
    expect(people.authors.length + people.ordinary.length).toBe(66)
    expect(count('accounts')).toBe(66)
    expect((db.prepare('SELECT COUNT(DISTINCT nickname) AS n FROM accounts').get() as { n: number }).n).toBe(66)
  })

  it('stocks: 400 unique codes and names, equities without indexes', () => {
    const equities = seedStocks(ctx)
    expect(count('stocks')).toBe(400)
    expect(equities.every((s) => !s.code.startsWith('ZI'))).toBe(true)
    expect(count('stocks', 'up_rose < -1000 OR up_rose > 1000')).toBe(0)
    expect(count('stocks', "initials = ''")).toBe(0)
    seedTopicsAndCircles(ctx, people)
    expect(count('topics')).toBeGreaterThan(0)
    expect(count('topic_vote_options')).toBeGreaterThan(0)
    // The test account is always in circles 1, 3 and 5 (and maybe in others by chance).
    expect(count('circle_members', `account_id = '${DEV_ACCOUNT.id}' AND circle_id IN (1, 3, 5)`)).toBe(3)

    const dynamics = seedDynamics(ctx, people, equities)
    expect(dynamics.dynamicIds).toHaveLength(3000)
    expect(dynamics.liveCount).toBe(30)
    expect(count('short_videos')).toBe(80)
    expect(count('lives')).toBe(30)
    expect(count('dynamics', 'is_top = 1')).toBe(3)
    expect(dynamics.referable.length).toBeGreaterThan(2000)

    seedSocial(ctx, people, dynamics)
    expect(count('comments')).toBeGreaterThan(1000)
    expect(
      count(
        'dynamics',
        "praise_count <> (SELECT COUNT(*) FROM likes l WHERE l.target_id = dynamics.id AND l.target_type = 'dynamic')",
      ),
    ).toBe(0)
    expect(count('follows', `account_id = '${DEV_ACCOUNT.id}'`)).toBeGreaterThan(0)
    expect(count('vote_components')).toBe(20)
    expect(count('messages', `account_id = '${DEV_ACCOUNT.id}' AND is_read = 0`)).toBe(10)
  })

  it('funds: ETFs and funds with a year and more of net values each (HISTORY_DAYS + today)', () => {
    seedFunds(ctx)
    expect(count('funds')).toBeGreaterThan(40)
    expect(count('fund_trends')).toBe(count('funds') * (HISTORY_DAYS + 1))
  })

  it('calendar: trading days around now, weekends off, and a round for every trading day of the last two weeks and today', () => {
    seedCalendar(ctx, people)
    expect(count('trading_days')).toBe(401)
    const today = dayString(SEED_NOW)
    expect(count('trading_days', `day = '${today}'`)).toBe(1)
    // SEED_NOW is a Friday: 2026-11-06 … 2026-11-20 holds 11 trading days; never a round on another day or ahead.
    expect(count('guess_rounds')).toBe(11)
    expect(count('guess_rounds', `day > '${today}'`)).toBe(0)
    expect(count('guess_rounds', 'day IN (SELECT day FROM trading_days WHERE is_trading = 0)')).toBe(0)
    expect(count('guess_rounds', 'answer IS NULL')).toBe(1)
  })

  it('app configuration: pages, activities, feature icons, configuration values and switches', () => {
    seedAppConfig(ctx, people)
    // Five seeded pages plus the two rule pages migration 008 brings.
    expect(count('page_info')).toBe(7)
    expect(count('activities')).toBe(18)
    expect(count('porcelain')).toBe(9)
    expect(count('interface_switches', "key = 'liveEntry' AND enabled = 1")).toBe(1)
    const etfIds = (
      db.prepare("SELECT value FROM config_values WHERE key = 'ETF_ACCOUNT_IDS'").get() as { value: string }
    ).value
    expect(etfIds).toBe(`${people.authors[0].id},${people.authors[1].id}`)
  })

  it('searches: a start for hot searches, within the last week, the first word by the most people', () => {
    const rows = seedSearches(ctx, people)
    expect(count('search_log')).toBe(rows)
    expect(count('search_log', `day < '${dayString(SEED_NOW - 7 * DAY)}'`)).toBe(0)
    const top = db.prepare('SELECT word FROM search_log GROUP BY word ORDER BY COUNT(*) DESC LIMIT 1').get()
    expect(top).toEqual({ word: '贵州茅台' })
  })
})

describe('dayString', () => {
  it('gives the exchange day (China time), also across UTC midnight', () => {
    expect(dayString(Date.parse('2026-11-22T15:59:59Z'))).toBe('2026-11-22')
    expect(dayString(Date.parse('2026-11-22T16:00:00Z'))).toBe('2026-11-23')
  })
})
