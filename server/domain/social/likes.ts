/**
 * Likes (docs/product.md §4.3): one like per account and item, so a repeated tap changes nothing; only a real change
 * moves the item's count (never below 0), and a new like of someone else's dynamic tells its author once a China day.
 */
import type { PraiseResult } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { MESSAGES, badRequest, notFound } from '../../http/envelope'
import { notifyOncePerDay } from '../../notify'
import { loadDynamic } from '../content'
import { SOCIAL_MESSAGES } from './messages'

type LikeTarget = 'dynamic' | 'comment'

/** Adds or removes the like row; true when that changed something, false for a repeat. */
function setLike(db: DB, who: Viewer, target: LikeTarget, targetId: number, on: boolean, now: number): boolean {
  const change = on
    ? prep(db, 'INSERT OR IGNORE INTO likes (account_id, target_type, target_id, created_at) VALUES (?, ?, ?, ?)').run(
        who,
        target,
        targetId,
        now,
      )
    : prep(db, 'DELETE FROM likes WHERE account_id = ? AND target_type = ? AND target_id = ?').run(
        who,
        target,
        targetId,
      )
  return change.changes > 0
}

const COUNTS: Record<LikeTarget, { move: string; read: string }> = {
  dynamic: {
    move: 'UPDATE dynamics SET praise_count = MAX(0, praise_count + ?) WHERE id = ?',
    read: 'SELECT praise_count AS n FROM dynamics WHERE id = ?',
  },
  comment: {
    move: 'UPDATE comments SET praise_count = MAX(0, praise_count + ?) WHERE id = ?',
    read: 'SELECT praise_count AS n FROM comments WHERE id = ?',
  },
}

/** Likes or unlikes the item and answers its count; `changed` runs (in the same transaction) after a real change. */
function like(db: DB, who: Viewer, target: LikeTarget, targetId: number, on: boolean, now: number, changed = () => {}) {
  return db.transaction((): PraiseResult => {
    if (setLike(db, who, target, targetId, on, now)) {
      prep(db, COUNTS[target].move).run(on ? 1 : -1, targetId)
      changed()
    }
    const count = (prep(db, COUNTS[target].read).get(targetId) as { n: number }).n
    return { praised: on, praiseCount: count }
  })()
}

/** A like of a dynamic that is shown; one taken down cannot be liked or unliked. */
export function likeDynamic(db: DB, who: Viewer, articleId: string, on: boolean, now: number): PraiseResult {
  const row = loadDynamic(db, articleId)
  if (row.status === 0) throw badRequest(MESSAGES.takenDown)
  return like(db, who, 'dynamic', row.id, on, now, () => {
    if (on && row.account_id !== who)
      notifyOncePerDay(
        db,
        { to: row.account_id, from: who, kind: 'praise', content: '赞了你的动态', dynamicId: row.id },
        now,
      )
  })
}

/** A like of a comment or reply that is shown. */
export function likeComment(db: DB, who: Viewer, commentId: string, on: boolean, now: number): PraiseResult {
  const comment = prep(db, 'SELECT id FROM comments WHERE id = ? AND status = 1').get(Number(commentId)) as
    { id: number } | undefined
  if (!comment) throw notFound(SOCIAL_MESSAGES.noComment)
  return like(db, who, 'comment', comment.id, on, now)
}
