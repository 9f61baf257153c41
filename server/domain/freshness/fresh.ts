/** What is new in a feed since a reader's cursor (docs/product.md §4.20): the catch-up and the polling answer. */
import { FRESH_LIMITS, type FreshCursor, type FreshFeedAnswer } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { VISIBLE } from '../content/dynamics'
import { ON_SHELF, feedFilter, whereOf } from './feeds'

/**
 * For each cursor, the items on the shelf newer than `after` that the feed lists for `viewer`: how many, the newest
 * ids, and the feed's newest id now. Without `after`, only where the feed stands (count 0). Ids grow with time, so
 * "newer" is a range of the primary key and costs a few rows however long the feed is.
 */
export function freshSince(db: DB, cursors: readonly FreshCursor[], viewer: Viewer | undefined): FreshFeedAnswer[] {
  return cursors.map(({ feed, after }) => {
    const filter = feedFilter(feed, viewer)
    if (!filter) return { feed, count: 0, articleIds: [], cursor: after ?? '0' }
    if (after === undefined) {
      const newest = prep(db, `SELECT MAX(d.id) AS id FROM dynamics d WHERE ${whereOf(filter, VISIBLE)}`).get(
        ...filter.params,
      ) as { id: number | null }
      return { feed, count: 0, articleIds: [], cursor: String(newest.id ?? 0) }
    }
    const where = whereOf(filter, ON_SHELF, 'd.id > ?')
    const ids = prep(db, `SELECT d.id FROM dynamics d WHERE ${where} ORDER BY d.id DESC LIMIT ?`).all(
      ...filter.params,
      Number(after),
      FRESH_LIMITS.idsPerFeed,
    ) as { id: number }[]
    const count =
      ids.length < FRESH_LIMITS.idsPerFeed
        ? ids.length
        : (
            prep(db, `SELECT COUNT(*) AS n FROM dynamics d WHERE ${where}`).get(...filter.params, Number(after)) as {
              n: number
            }
          ).n
    const articleIds = ids.map((r) => String(r.id))
    return { feed, count, articleIds, cursor: articleIds[0] ?? after }
  })
}
