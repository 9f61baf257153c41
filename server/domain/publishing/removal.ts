/** Removing one's own dynamic: it reads as gone everywhere (status -1); its comments stay stored. */
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { ApiError } from '../../http/envelope'
import { loadDynamic } from '../content'
import { PUBLISH_MESSAGES } from './messages'

/** 404 for a dynamic already gone, 403 for another's. */
export function removeOwnDynamic(db: DB, caller: Viewer, articleId: string): void {
  const row = loadDynamic(db, articleId)
  if (row.account_id !== caller) throw new ApiError(403, PUBLISH_MESSAGES.notOwnItem)
  prep(db, 'UPDATE dynamics SET status = -1 WHERE id = ?').run(row.id)
}
