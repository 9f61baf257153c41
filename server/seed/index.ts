/**
 * The reference server's data: a deterministic seed (one random stream, stages in a fixed order)
 * of accounts, stocks, topics, circles, dynamics, what people did with them, funds, the calendar
 * and the app's configuration.
 */
import type { DB } from '../db'
import { seedAccounts } from './accounts'
import { seedAppConfig } from './app-config'
import { seedBoards } from './boards'
import { seedCalendar } from './calendar'
import { DAY, MINUTE, type SeedContext } from './context'
import { DEV_ACCOUNT } from './dev-account'
import { seedDynamics } from './dynamics'
import { seedFunds } from './funds'
import { createRng } from './prng'
import { seedSearches } from './searches'
import { seedSocial } from './social'
import { seedStocks } from './stocks'
import { seedTopicsAndCircles } from './topics-circles'

export { DEV_ACCOUNT } from './dev-account'
export { dayString } from '../china-day'

export const SEED = 20261122

export interface SeedOptions {
  /** The base every date is an offset from; tests pass a fixed value to compare two seeds exactly. */
  now?: number
  seed?: number
}

export interface SeedResult {
  ms: number
  counts: Record<string, number>
}

export function isSeeded(db: DB): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE id = ?').get(DEV_ACCOUNT.id) as { n: number }
  return row.n > 0
}

const COUNTED_TABLES = [
  'accounts',
  'dynamics',
  'comments',
  'likes',
  'follows',
  'topics',
  'circles',
  'stocks',
  'lives',
  'short_videos',
  'funds',
  'messages',
] as const

/** Fills an empty, migrated database. One transaction and prepared statements keep it well under a second. */
export function seedDatabase(db: DB, options: SeedOptions = {}): SeedResult {
  const started = Date.now()
  const now = options.now ?? Date.now()
  const rng = createRng(options.seed ?? SEED)
  const ctx: SeedContext = {
    db,
    rng,
    now,
    ago: (maxDays) => Math.floor(maxDays * DAY * rng.next() ** 2.2) + rng.int(0, 4) * MINUTE,
  }

  db.transaction(() => {
    const people = seedAccounts(ctx)
    const equities = seedStocks(ctx)
    seedTopicsAndCircles(ctx, people)
    const dynamics = seedDynamics(ctx, people, equities)
    seedSocial(ctx, people, dynamics)
    seedFunds(ctx)
    seedCalendar(ctx, people)
    seedAppConfig(ctx, people)
    seedSearches(ctx, people)
    seedBoards(ctx)
  })()

  const counts: Record<string, number> = {}
  for (const table of COUNTED_TABLES) {
    counts[table] = (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
  }
  return { ms: Date.now() - started, counts }
}
