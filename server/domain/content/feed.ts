/** Feeds: one page of dynamics that a filter picks, with the viewer's flags laid on. */
import type { Dynamic, Page } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { cached } from '../cache'
import { offsetOf, page } from '../format'
import { DYNAMIC_SELECT, VISIBLE, toDynamics, viewerSets, type DynamicRow } from './dynamics'

export const NEWEST = 'd.created_at DESC, d.id DESC'
export const HOTTEST = 'd.praise_count DESC, d.created_at DESC, d.id DESC'

/** Which dynamics a feed lists: SQL over `d` (dynamics) only, ANDed with the visibility rule. */
export interface FeedFilter {
  where: string
  params: unknown[]
  order?: string
}

/** The paging part of every feed request. */
export interface FeedPaging {
  pageNum: number
  pageSize: number
}

/**
 * One page of dynamics plus the total, with `viewer`'s flags (viewerOf: undefined unless the token matched). Ordering
 * always ends in d.id so rows with equal times never swap between pages.
 */
export function feedPage(db: DB, paging: FeedPaging, filter: FeedFilter, viewer: Viewer | undefined): Page<Dynamic> {
  const q = { ...filter, pageNum: paging.pageNum, pageSize: paging.pageSize, viewer }
  const where = q.where ? `${q.where} AND ${VISIBLE}` : VISIBLE
  const sql = `${DYNAMIC_SELECT} WHERE ${where} ORDER BY ${q.order ?? NEWEST} LIMIT ? OFFSET ?`
  // The viewer-independent cards are cached, already serialised to contract shape; the viewer's
  // praised/followed flags are laid on per request.
  const { cards, total } = cached(db, JSON.stringify([sql, q.params, q.pageNum, q.pageSize]), () => ({
    cards: toDynamics(
      db,
      prep(db, sql).all(...q.params, q.pageSize, offsetOf(q.pageNum, q.pageSize)) as DynamicRow[],
      undefined,
    ),
    total: (prep(db, `SELECT COUNT(*) AS n FROM dynamics d WHERE ${where}`).get(...q.params) as { n: number }).n,
  }))
  return page(withViewer(db, cards, q.viewer), total, q.pageNum, q.pageSize)
}

/** Copies of anonymous cards with the viewer's flags; the cached cards themselves are never mutated. */
export function withViewer(db: DB, cards: Dynamic[], viewer: Viewer | undefined): Dynamic[] {
  if (!viewer || cards.length === 0) return cards
  const sets = viewerSets(
    db,
    viewer,
    cards.map((c) => Number(c.articleId)),
    cards.map((c) => c.accountId),
  )
  return cards.map((c) => {
    const praised = sets.praised.has(Number(c.articleId))
    return { ...c, praised, praise: praised ? 1 : 0, followed: sets.followed.has(c.accountId) }
  })
}
