/** What every seeding stage shares: the database, the one random stream, the clock and its units. */
import type { DB } from '../db'
import type { Rng } from './prng'

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export interface SeedContext {
  db: DB
  /** One stream for the whole seed: stages run in a fixed order, so the data is the same every time. */
  rng: Rng
  /** The base every date is an offset from. */
  now: number
  /** A time up to maxDays back, skewed towards the present so the newest items read "just now". */
  ago(maxDays: number): number
}

export interface SeedAccount {
  id: string
  kind: number
}

export interface SeedPeople {
  accounts: SeedAccount[]
  /** Big-V and organisation accounts: the ones that write articles and host lives. */
  authors: SeedAccount[]
  ordinary: SeedAccount[]
}
