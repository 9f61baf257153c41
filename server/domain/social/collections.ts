/** Collections (收藏, docs/product.md §4.4): one's own list of dynamics kept for later, idempotent both ways and visible to oneself only. */
import type { Dynamic, Page } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { feedPage, loadDynamic, type FeedPaging } from '../content'

/** Collects or un-collects a dynamic that is shown (a removed one is 404 either way). */
export function setCollected(db: DB, who: Viewer, articleId: string, on: boolean, now: number): { collected: boolean } {
  const row = loadDynamic(db, articleId)
  if (on)
    prep(db, 'INSERT OR IGNORE INTO collections (account_id, dynamic_id, created_at) VALUES (?, ?, ?)').run(
      who,
      row.id,
      now,
    )
  else prep(db, 'DELETE FROM collections WHERE account_id = ? AND dynamic_id = ?').run(who, row.id)
  return { collected: on }
}

/** `me`'s collections, the newest content first. */
export function collectionsOf(db: DB, me: Viewer, paging: FeedPaging): Page<Dynamic> {
  return feedPage(
    db,
    paging,
    { where: 'd.id IN (SELECT dynamic_id FROM collections WHERE account_id = ?)', params: [me] },
    me,
  )
}
