/**
 * Reading comments (docs/product.md §4.7): an article's comments newest first, each with a preview of its oldest
 * replies; one comment's thread, replies oldest first; and one's own comments and replies.
 */
import { REPLY_PREVIEW_SIZE, type CommentThread, type Comment, type MyComment, type Page } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { notFound } from '../../http/envelope'
import { offsetOf, page } from '../format'
import { COMMENT_SELECT, praisedComments, toComment, toReply, type CommentRow } from './comment-cards'
import { VISIBLE, loadDynamic } from './dynamics'
import type { FeedPaging } from './feed'

const count = (db: DB, sql: string, ...params: unknown[]) => (prep(db, sql).get(...params) as { n: number }).n

/** The live replies under any of `parents`, oldest first. */
function repliesUnder(db: DB, parents: number[]): CommentRow[] {
  if (parents.length === 0) return []
  return prep(
    db,
    `${COMMENT_SELECT} WHERE c.parent_id IN (SELECT value FROM json_each(?)) AND c.status = 1 ORDER BY c.created_at, c.id`,
  ).all(JSON.stringify(parents)) as CommentRow[]
}

/** One page of an article's top-level comments, newest first, each with its reply count and oldest replies. */
export function articleComments(
  db: DB,
  articleId: string,
  paging: FeedPaging,
  viewer: Viewer | undefined,
): Page<Comment> {
  const article = loadDynamic(db, articleId)
  const { pageNum, pageSize } = paging
  const rows = prep(
    db,
    `${COMMENT_SELECT} WHERE c.dynamic_id = ? AND c.parent_id IS NULL AND c.status = 1 ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
  ).all(article.id, pageSize, offsetOf(pageNum, pageSize)) as CommentRow[]
  const total = count(
    db,
    'SELECT COUNT(*) AS n FROM comments WHERE dynamic_id = ? AND parent_id IS NULL AND status = 1',
    article.id,
  )
  const replyRows = repliesUnder(
    db,
    rows.map((r) => r.id),
  )
  const praised = praisedComments(
    db,
    viewer,
    [...rows, ...replyRows].map((r) => r.id),
  )
  const list = rows.map((r) => {
    const mine = replyRows.filter((x) => x.parent_id === r.id)
    const preview = mine.slice(0, REPLY_PREVIEW_SIZE).map((x) => toReply(x, praised))
    return toComment(r, preview, mine.length, praised)
  })
  return page(list, total, pageNum, pageSize)
}

/**
 * A top-level comment and one page of its replies. Only a live top-level comment under a dynamic still shown is a
 * thread; a reply's id, a removed comment, or one under a removed dynamic reads as gone (404).
 */
export function commentThread(
  db: DB,
  commentId: string,
  paging: FeedPaging,
  viewer: Viewer | undefined,
): CommentThread {
  const row = prep(
    db,
    `${COMMENT_SELECT} JOIN dynamics d ON d.id = c.dynamic_id WHERE c.id = ? AND c.parent_id IS NULL AND c.status = 1 AND ${VISIBLE}`,
  ).get(Number(commentId)) as CommentRow | undefined
  if (!row) throw notFound('评论不存在或已删除')
  const { pageNum, pageSize } = paging
  // Oldest first on (created_at, id), walked by the comments_by_parent index: stable pages, and a new
  // reply only ever lands on the last one.
  const replyRows = prep(
    db,
    `${COMMENT_SELECT} WHERE c.parent_id = ? AND c.status = 1 ORDER BY c.created_at, c.id LIMIT ? OFFSET ?`,
  ).all(row.id, pageSize, offsetOf(pageNum, pageSize)) as CommentRow[]
  const total = count(db, 'SELECT COUNT(*) AS n FROM comments WHERE parent_id = ? AND status = 1', row.id)
  const preview =
    pageNum === 1 && pageSize >= REPLY_PREVIEW_SIZE
      ? replyRows.slice(0, REPLY_PREVIEW_SIZE)
      : (prep(db, `${COMMENT_SELECT} WHERE c.parent_id = ? AND c.status = 1 ORDER BY c.created_at, c.id LIMIT ?`).all(
          row.id,
          REPLY_PREVIEW_SIZE,
        ) as CommentRow[])
  const praised = praisedComments(db, viewer, [row.id, ...replyRows.map((r) => r.id), ...preview.map((r) => r.id)])
  return {
    comment: toComment(
      row,
      preview.map((r) => toReply(r, praised)),
      total,
      praised,
    ),
    replies: page(
      replyRows.map((r) => toReply(r, praised)),
      total,
      pageNum,
      pageSize,
    ),
  }
}

/** The account's own comments and replies that still stand, newest first, each with its item's title. */
export function myComments(db: DB, caller: Viewer, paging: FeedPaging): Page<MyComment> {
  const { pageNum, pageSize } = paging
  const where = 'c.account_id = ? AND c.status = 1'
  const rows = prep(db, `${COMMENT_SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`).all(
    caller,
    pageSize,
    offsetOf(pageNum, pageSize),
  ) as CommentRow[]
  const total = count(db, `SELECT COUNT(*) AS n FROM comments c WHERE ${where}`, caller)
  const praised = praisedComments(
    db,
    caller,
    rows.map((r) => r.id),
  )
  const titles = prep(db, "SELECT COALESCE(NULLIF(title, ''), summary) AS title FROM dynamics WHERE id = ?")
  const list = rows.map((row): MyComment => ({
    item: row.parent_id === null ? toComment(row, [], 0, praised) : toReply(row, praised),
    articleTitle: ((titles.get(row.dynamic_id) as { title: string } | undefined)?.title ?? '').slice(0, 60),
  }))
  return page(list, total, pageNum, pageSize)
}
