/**
 * Personal messages (docs/product.md §4.15, Messages): one's own notices, read only by their owner, in four boxes
 * (MESSAGE_BOX_KINDS) with unread counts. Notices are written by server/notify.ts.
 */
import type { MessageBox, Page, PersonalMessage, PersonalMessageType, UnreadCounts } from '@shared/api'
import { MESSAGE_BOXES, MESSAGE_BOX_KINDS } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { author } from '../content'
import { fmtDate, offsetOf, page } from '../format'

/** Which messages a list shows: one kind, or one box's kinds, or (neither) all. */
export interface MessageFilter {
  type?: PersonalMessageType
  box?: MessageBox
}

interface MessageRow {
  id: number
  from_account_id: string | null
  kind: PersonalMessageType
  content: string
  dynamic_id: number | null
  comment_id: number | null
  is_read: number
  created_at: number
  nickname: string | null
  avatar: string | null
  from_kind: number | null
}

function toMessage(r: MessageRow): PersonalMessage {
  return {
    msgId: String(r.id),
    type: r.kind,
    // A system notice has no sender.
    from: r.from_account_id
      ? { accountId: r.from_account_id, ...author(r.nickname ?? '', r.avatar ?? '', r.from_kind ?? 0) }
      : null,
    content: r.content,
    articleId: r.dynamic_id === null ? null : String(r.dynamic_id),
    commentId: r.comment_id === null ? null : String(r.comment_id),
    createdDate: fmtDate(r.created_at),
    read: r.is_read === 1,
  }
}

/** One page of the owner's messages, newest first. */
export function messagePage(
  db: DB,
  owner: Viewer,
  filter: MessageFilter,
  paging: { pageNum: number; pageSize: number },
): Page<PersonalMessage> {
  const kinds = filter.type ? [filter.type] : filter.box ? MESSAGE_BOX_KINDS[filter.box] : null
  const where = kinds ? 'm.account_id = ? AND m.kind IN (SELECT value FROM json_each(?))' : 'm.account_id = ?'
  const params = kinds ? [owner, JSON.stringify(kinds)] : [owner]
  const rows = prep(
    db,
    `SELECT m.*, a.nickname, a.avatar, a.kind AS from_kind FROM messages m LEFT JOIN accounts a ON a.id = m.from_account_id
     WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
  ).all(...params, paging.pageSize, offsetOf(paging.pageNum, paging.pageSize)) as MessageRow[]
  const total = (prep(db, `SELECT COUNT(*) AS n FROM messages m WHERE ${where}`).get(...params) as { n: number }).n
  return page(rows.map(toMessage), total, paging.pageNum, paging.pageSize)
}

/** The owner's unread messages per box. */
export function unreadCounts(db: DB, owner: Viewer): UnreadCounts {
  const rows = prep(
    db,
    'SELECT kind, COUNT(*) AS n FROM messages WHERE account_id = ? AND is_read = 0 GROUP BY kind',
  ).all(owner) as { kind: PersonalMessageType; n: number }[]
  const counts: UnreadCounts = { comment: 0, praise: 0, follow: 0, system: 0 }
  for (const box of MESSAGE_BOXES) {
    counts[box] = rows.filter((r) => MESSAGE_BOX_KINDS[box].includes(r.kind)).reduce((sum, r) => sum + r.n, 0)
  }
  return counts
}

/**
 * Marks one message read, or a whole box, or (neither given) every message; only the owner's own messages change,
 * so another's message id changes nothing. Answers the unread counts after.
 */
export function markRead(db: DB, owner: Viewer, which: { msgId?: string; box?: MessageBox }): UnreadCounts {
  if (which.msgId) {
    prep(db, 'UPDATE messages SET is_read = 1 WHERE id = ? AND account_id = ?').run(Number(which.msgId), owner)
  } else if (which.box) {
    prep(db, 'UPDATE messages SET is_read = 1 WHERE account_id = ? AND kind IN (SELECT value FROM json_each(?))').run(
      owner,
      JSON.stringify(MESSAGE_BOX_KINDS[which.box]),
    )
  } else {
    prep(db, 'UPDATE messages SET is_read = 1 WHERE account_id = ?').run(owner)
  }
  return unreadCounts(db, owner)
}
