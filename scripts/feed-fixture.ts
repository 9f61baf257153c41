/**
 * A longer history than the seed's for the feed measures (npm run bench:feed, the weapp feed budgets in npm test):
 * the seed holds about 2,300 items on 最新, the measures need 5,000. The seeded items of 最新 are copied,
 * older than every original and with new ids, until the tab holds the number asked for. Done on the
 * server's database before the app asks anything.
 */
import type { DB } from '../server/db'

/** What 最新 lists (server/domain/content/feeds.ts): articles, posts and stock comments not deleted. */
const LATEST = 'pub_type IN (2, 5, 7) AND status >= 0'

const countLatest = (db: DB) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM dynamics WHERE ${LATEST}`).get() as { n: number }).n

/** Grows 最新 to `items` items (none is removed when it holds more); returns how many it holds. */
export function growLatestFeed(db: DB, items: number): number {
  const columns = (db.prepare('PRAGMA table_info(dynamics)').all() as { name: string }[])
    .map((c) => c.name)
    .filter((name) => name !== 'id' && name !== 'created_at')
  const span = db.prepare('SELECT MAX(id) AS maxId, MIN(created_at) AS first, MAX(created_at) AS last FROM dynamics')
  const { maxId, first, last } = span.get() as { maxId: number; first: number; last: number }
  const list = columns.join(', ')
  const copy = db.prepare(
    `INSERT INTO dynamics (id, ${list}, created_at) SELECT id + @idShift, ${list}, created_at - @timeShift
     FROM dynamics WHERE ${LATEST} AND id <= @maxId ORDER BY id DESC LIMIT @limit`,
  )
  let held = countLatest(db)
  // Each round a copy of the originals, older than the last; the last round only as many as are missing.
  for (let round = 1; held < items; round += 1) {
    copy.run({ idShift: maxId * round, timeShift: (last - first + 1) * round, maxId, limit: items - held })
    held = countLatest(db)
  }
  return held
}
