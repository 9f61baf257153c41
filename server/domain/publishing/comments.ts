/**
 * Comments and replies (docs/product.md §4.7): on a dynamic still shown and not taken down, not the same text again
 * within DUPLICATE_COMMENT_WINDOW_MS, a reply filed under its top-level comment; the author of what is answered gets
 * a message unless it is the writer. Removing a comment removes its replies and recounts the dynamic's comments.
 */
import type { AuthFields, Comment, EndpointRequest, Reply } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { ApiError, MESSAGES, badRequest, notFound } from '../../http/envelope'
import { COMMENT_SELECT, loadDynamic, toComment, toReply, type CommentRow } from '../content'
import { DUPLICATE_COMMENT_MESSAGE, DUPLICATE_COMMENT_WINDOW_MS, PUBLISH_MESSAGES } from './messages'
import { earlierItem, keepRequestId } from './request-ids'

export type CommentDraft = Omit<EndpointRequest<'publish.publishComment'>, keyof AuthFields>

/** Where a new comment goes: under which top-level comment, addressed to whom (both null for a top-level one). */
interface Placement {
  articleId: number
  articleAuthor: string
  parentId: number | null
  replyTo: string | null
}

/** A stored comment as publishComment answers it. */
function commentAnswer(db: DB, commentId: number): Comment | Reply {
  const row = prep(db, `${COMMENT_SELECT} WHERE c.id = ?`).get(commentId) as CommentRow
  return row.parent_id === null ? toComment(row, [], 0, new Set()) : toReply(row, new Set())
}

function place(db: DB, writer: Viewer, draft: CommentDraft, now: number): Placement {
  if (draft.content.trim() === '') throw badRequest(PUBLISH_MESSAGES.emptyText)
  const article = loadDynamic(db, draft.articleId)
  if (article.status === 0) throw badRequest(MESSAGES.takenDown)
  const repeated = prep(
    db,
    'SELECT 1 FROM comments WHERE account_id = ? AND dynamic_id = ? AND trim(content) = ? AND created_at > ? AND status = 1 LIMIT 1',
  ).get(writer, article.id, draft.content.trim(), now - DUPLICATE_COMMENT_WINDOW_MS)
  if (repeated) throw new ApiError(429, DUPLICATE_COMMENT_MESSAGE)
  const placement = { articleId: article.id, articleAuthor: article.account_id, parentId: null, replyTo: null }
  if (!draft.parentId) return placement
  const parent = prep(db, 'SELECT id, parent_id, account_id, dynamic_id FROM comments WHERE id = ? AND status = 1').get(
    Number(draft.parentId),
  ) as { id: number; parent_id: number | null; account_id: string; dynamic_id: number } | undefined
  if (!parent || parent.dynamic_id !== article.id) throw notFound(PUBLISH_MESSAGES.noParent)
  // Replies to replies are filed under the top-level comment, addressed to the replied-to author.
  return { ...placement, parentId: parent.parent_id ?? parent.id, replyTo: parent.account_id }
}

/** Stores the comment, counts it and notifies; a repeat of the draft's requestId answers the first one. */
export function publishComment(db: DB, writer: Viewer, draft: CommentDraft, now: number): Comment | Reply {
  const earlier = earlierItem(db, 'comments', writer, draft.requestId)
  if (earlier !== null) return commentAnswer(db, earlier)
  const { articleId, articleAuthor, parentId, replyTo } = place(db, writer, draft, now)
  const commentId = db.transaction(() => {
    const newId = Number(
      prep(
        db,
        'INSERT INTO comments (dynamic_id, account_id, parent_id, reply_to_account_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(articleId, writer, parentId, replyTo, draft.content, now).lastInsertRowid,
    )
    prep(db, 'UPDATE dynamics SET comment_count = comment_count + 1 WHERE id = ?').run(articleId)
    const notify = replyTo ?? articleAuthor
    if (notify !== writer) {
      prep(
        db,
        'INSERT INTO messages (account_id, from_account_id, kind, content, dynamic_id, comment_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(notify, writer, replyTo ? 'reply' : 'comment', draft.content, articleId, newId, now)
    }
    keepRequestId(db, 'comments', newId, draft.requestId)
    return newId
  })()
  return commentAnswer(db, commentId)
}

/** Removes one's own comment with its replies; 404 for none, 403 for another's. */
export function removeOwnComment(db: DB, caller: Viewer, commentId: string): void {
  const comment = prep(db, 'SELECT id, account_id, dynamic_id FROM comments WHERE id = ? AND status = 1').get(
    Number(commentId),
  ) as { id: number; account_id: string; dynamic_id: number } | undefined
  if (!comment) throw notFound(PUBLISH_MESSAGES.noComment)
  if (comment.account_id !== caller) throw new ApiError(403, PUBLISH_MESSAGES.notOwnComment)
  db.transaction(() => {
    prep(db, 'UPDATE comments SET status = -1 WHERE id = ? OR parent_id = ?').run(comment.id, comment.id)
    prep(
      db,
      'UPDATE dynamics SET comment_count = (SELECT COUNT(*) FROM comments WHERE dynamic_id = ? AND status = 1) WHERE id = ?',
    ).run(comment.dynamic_id, comment.dynamic_id)
  })()
}
