/** An in-memory database migrated and seeded as the server's is, for the domain modules' unit tests. */
import { openDatabase, type DB } from '../../../server/db'
import type { Viewer } from '../../../server/http/auth'
import { seedDatabase } from '../../../server/seed'
import { ApiError } from '../../../server/http/envelope'

/** The seed's base time: a Friday, 12:00 China time. */
export const SEED_NOW = Date.parse('2026-11-20T04:00:00Z')

export function seededDatabase(now = SEED_NOW): DB {
  const db = openDatabase(':memory:')
  seedDatabase(db, { now })
  return db
}

/** An account id as if its token had been checked (what requireCaller and viewerOf hand the domain). */
export const verified = (accountId: string): Viewer => accountId as Viewer

export const DEV_ID = 'dev-10001'
export const OTHER_ID = 'acc-10002'

/** The ApiError a domain call throws (any other error, or none, fails the test). */
export function apiError(run: () => unknown): ApiError {
  try {
    run()
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected an ApiError')
}
