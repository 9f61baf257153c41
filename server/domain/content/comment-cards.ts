/** Comments and replies, row → contract shape, with which of them the viewer liked. */
import type { Comment, Reply } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { fmtDate } from '../format'
import { author, wornBadge } from './dynamics'

export interface CommentRow {
  id: number
  dynamic_id: number
  account_id: string
  parent_id: number | null
  reply_to_account_id: string | null
  reply_to_nickname: string | null
  content: string
  praise_count: number
  created_at: number
  nickname: string
  avatar: string
  kind: number
  worn_badge: string | null
}

export const COMMENT_SELECT = `SELECT c.*, a.nickname, a.avatar, a.kind, r.nickname AS reply_to_nickname,
  ${wornBadge('c.account_id')}
  FROM comments c JOIN accounts a ON a.id = c.account_id LEFT JOIN accounts r ON r.id = c.reply_to_account_id`

export function toReply(row: CommentRow, praised: Set<number>): Reply {
  return {
    commentId: String(row.id),
    parentId: String(row.parent_id),
    articleId: String(row.dynamic_id),
    accountId: row.account_id,
    author: author(row.nickname, row.avatar, row.kind, row.worn_badge),
    replyTo: row.reply_to_account_id
      ? { accountId: row.reply_to_account_id, nickName: row.reply_to_nickname ?? '' }
      : null,
    content: row.content,
    createdDate: fmtDate(row.created_at),
    praiseCount: row.praise_count,
    praised: praised.has(row.id),
  }
}

export function toComment(row: CommentRow, replies: Reply[], replyCount: number, praised: Set<number>): Comment {
  return {
    commentId: String(row.id),
    articleId: String(row.dynamic_id),
    accountId: row.account_id,
    author: author(row.nickname, row.avatar, row.kind, row.worn_badge),
    content: row.content,
    createdDate: fmtDate(row.created_at),
    praiseCount: row.praise_count,
    praised: praised.has(row.id),
    replyCount,
    replies,
  }
}

export function praisedComments(db: DB, viewer: Viewer | undefined, ids: number[]): Set<number> {
  if (!viewer || ids.length === 0) return new Set()
  const rows = prep(
    db,
    `SELECT target_id AS id FROM likes WHERE account_id = ? AND target_type = 'comment' AND target_id IN (SELECT value FROM json_each(?))`,
  ).all(viewer, JSON.stringify(ids)) as { id: number }[]
  return new Set(rows.map((r) => r.id))
}
