import type { Dynamic, Page } from '@shared/api'
import { prep, type DB } from '../db'
import { offsetOf, page } from './define'
import { cached } from './cache'
import { DYNAMIC_SELECT, VISIBLE, toDynamics, type DynamicRow } from './views'

export const NEWEST = 'd.created_at DESC, d.id DESC'
export const HOTTEST = 'd.praise_count DESC, d.created_at DESC, d.id DESC'

export interface FeedQuery {
  /** SQL over `d` (dynamics) only, ANDed with the visibility rule. */
  where: string
  params: unknown[]
  pageNum: number
  pageSize: number
  viewer?: string
  order?: string
}

/**
 * One page of dynamics plus the total. Ordering always ends in d.id so rows with equal times
 * never swap between pages.
 */
export function feedPage(db: DB, q: FeedQuery): Page<Dynamic> {
  const where = q.where ? `${q.where} AND ${VISIBLE}` : VISIBLE
  const sql = `${DYNAMIC_SELECT} WHERE ${where} ORDER BY ${q.order ?? NEWEST} LIMIT ? OFFSET ?`
  // The viewer-independent part is cached; the viewer's praised/followed flags are laid on per request.
  const { rows, total } = cached(db, JSON.stringify([sql, q.params, q.pageNum, q.pageSize]), () => ({
    rows: prep(db, sql).all(...q.params, q.pageSize, offsetOf(q.pageNum, q.pageSize)) as DynamicRow[],
    total: (prep(db, `SELECT COUNT(*) AS n FROM dynamics d WHERE ${where}`).get(...q.params) as { n: number }).n,
  }))
  return page(toDynamics(db, rows, q.viewer), total, q.pageNum, q.pageSize)
}
