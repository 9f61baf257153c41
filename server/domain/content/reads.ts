/**
 * Counting reads (docs/product.md §4.6): a reader (a verified account, else the address) adds one read to an
 * article once a period, and one address adds at most READS_PER_ADDRESS reads to an article a period whatever
 * accounts it names, so accounts made in bulk behind one address cannot inflate a count (issue 29).
 */
import { prep, type DB } from '../../db'

/** A reader adds one read to an article once in this time, however often the page is opened. */
export const READ_COUNT_PERIOD_MS = 24 * 3600_000
/**
 * One address adds at most this many reads to an article in that time, whatever accounts it names
 * (issue 29: 200 reads from one address with fresh accounts); a few colleagues behind one office
 * address still count.
 */
export const READS_PER_ADDRESS = 3

export interface Reader {
  /** `account:<id>` or `address:<ip>` (viewerKey). */
  viewer: string
  address: string
}

/** Records the read and moves the article's count when it counts; true when it did. */
export function countRead(db: DB, dynamicId: number, reader: Reader, now: number): boolean {
  const since = now - READ_COUNT_PERIOD_MS
  return db.transaction(() => {
    const last = prep(db, 'SELECT read_at FROM article_reads WHERE dynamic_id = ? AND viewer = ?').get(
      dynamicId,
      reader.viewer,
    ) as { read_at: number } | undefined
    if (last && last.read_at > since) return false
    const fromAddress = prep(
      db,
      'SELECT COUNT(*) AS n FROM article_reads WHERE dynamic_id = ? AND address = ? AND read_at > ?',
    ).get(dynamicId, reader.address, since) as { n: number }
    if (fromAddress.n >= READS_PER_ADDRESS) return false
    prep(db, 'INSERT OR REPLACE INTO article_reads (dynamic_id, viewer, read_at, address) VALUES (?, ?, ?, ?)').run(
      dynamicId,
      reader.viewer,
      now,
      reader.address,
    )
    prep(db, 'UPDATE dynamics SET view_count = view_count + 1 WHERE id = ?').run(dynamicId)
    return true
  })()
}
