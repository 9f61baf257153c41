/** What is new in a feed since a reader's cursor (docs/product.md §4.20): the catch-up and the polling answer. */
import { FRESH_LIMITS, type FreshCursor, type FreshFeedAnswer } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { NEWEST } from '../content'
import { VISIBLE } from '../content/dynamics'
import { ON_SHELF, feedFilter, whereOf } from './feeds'

/**
 * New is what would sit above the reader's newest item in the feed's own order (newest first: time, then id), so an
 * item dated back when it was filed is never new, however high its id. The feed index makes it a short range.
 */
const ABOVE = '(d.created_at, d.id) > (SELECT c.created_at, c.id FROM dynamics c WHERE c.id = ?)'

/**
 * For each cursor, the items on the shelf above `after` that the feed lists for `viewer`: how many, the newest ids,
 * and the feed's newest id now. Without `after`, only where the feed stands (count 0).
 */
export function freshSince(db: DB, cursors: readonly FreshCursor[], viewer: Viewer | undefined): FreshFeedAnswer[] {
  return cursors.map(({ feed, after }) => {
    const filter = feedFilter(feed, viewer)
    if (!filter) return { feed, count: 0, articleIds: [], cursor: after ?? '0' }
    if (after === undefined) {
      const top = prep(
        db,
        `SELECT d.id FROM dynamics d WHERE ${whereOf(filter, VISIBLE)} ORDER BY ${NEWEST} LIMIT 1`,
      ).get(...filter.params) as { id: number } | undefined
      return { feed, count: 0, articleIds: [], cursor: String(top?.id ?? 0) }
    }
    const where = whereOf(filter, ON_SHELF, ABOVE)
    const ids = prep(db, `SELECT d.id FROM dynamics d WHERE ${where} ORDER BY ${NEWEST} LIMIT ?`).all(
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
