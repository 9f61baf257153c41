/** An article's comments, and a comment's reply thread (oldest first). */
import type { FastifyInstance } from 'fastify'
import { REPLY_PREVIEW_SIZE, type MyComment } from '@shared/api'
import { prep } from '../db'
import { notFound, ok } from '../http/envelope'
import { requireCaller, viewerOf } from '../http/auth'
import { PAGE_FIELDS, authObj, define, numericId, offsetOf, page, pageObj, type RouteContext } from './define'
import { COMMENT_SELECT, VISIBLE, loadDynamic, praisedComments, toComment, toReply, type CommentRow } from './views'

export function registerCommentRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  define(
    app,
    ctx,
    'article.getCommentByArticle',
    pageObj({ articleId: numericId }, ['articleId']),
    (input, request) => {
      const article = loadDynamic(db, input.articleId)
      const rows = prep(
        db,
        `${COMMENT_SELECT} WHERE c.dynamic_id = ? AND c.parent_id IS NULL AND c.status = 1 ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
      ).all(article.id, input.pageSize, offsetOf(input.pageNum, input.pageSize)) as CommentRow[]
      const total = (
        prep(db, 'SELECT COUNT(*) AS n FROM comments WHERE dynamic_id = ? AND parent_id IS NULL AND status = 1').get(
          article.id,
        ) as { n: number }
      ).n
      const replyRows = rows.length
        ? (prep(
            db,
            `${COMMENT_SELECT} WHERE c.parent_id IN (SELECT value FROM json_each(?)) AND c.status = 1 ORDER BY c.created_at, c.id`,
          ).all(JSON.stringify(rows.map((r) => r.id))) as CommentRow[])
        : []
      const praised = praisedComments(
        db,
        viewerOf(db, request, input),
        rows.map((r) => r.id).concat(replyRows.map((r) => r.id)),
      )
      const list = rows.map((r) => {
        const mine = replyRows.filter((x) => x.parent_id === r.id)
        return toComment(
          r,
          mine.slice(0, REPLY_PREVIEW_SIZE).map((x) => toReply(x, praised)),
          mine.length,
          praised,
        )
      })
      return ok(page(list, total, input.pageNum, input.pageSize))
    },
  )

  define(app, ctx, 'article.getCommentReplies', pageObj({ commentId: numericId }, ['commentId']), (input, request) => {
    // Only a live top-level comment under a dynamic still shown is a thread; everything else reads as gone.
    const row = prep(
      db,
      `${COMMENT_SELECT} JOIN dynamics d ON d.id = c.dynamic_id WHERE c.id = ? AND c.parent_id IS NULL AND c.status = 1 AND ${VISIBLE}`,
    ).get(Number(input.commentId)) as CommentRow | undefined
    if (!row) throw notFound('评论不存在或已删除')
    // Oldest first on (created_at, id), walked by the comments_by_parent index: stable pages, and a new
    // reply only ever lands on the last one.
    const replyRows = prep(
      db,
      `${COMMENT_SELECT} WHERE c.parent_id = ? AND c.status = 1 ORDER BY c.created_at, c.id LIMIT ? OFFSET ?`,
    ).all(row.id, input.pageSize, offsetOf(input.pageNum, input.pageSize)) as CommentRow[]
    const total = (
      prep(db, 'SELECT COUNT(*) AS n FROM comments WHERE parent_id = ? AND status = 1').get(row.id) as { n: number }
    ).n
    const preview =
      input.pageNum === 1 && input.pageSize >= REPLY_PREVIEW_SIZE
        ? replyRows.slice(0, REPLY_PREVIEW_SIZE)
        : (prep(db, `${COMMENT_SELECT} WHERE c.parent_id = ? AND c.status = 1 ORDER BY c.created_at, c.id LIMIT ?`).all(
            row.id,
            REPLY_PREVIEW_SIZE,
          ) as CommentRow[])
    const praised = praisedComments(db, viewerOf(db, request, input), [
      row.id,
      ...replyRows.map((r) => r.id),
      ...preview.map((r) => r.id),
    ])
    return ok({
      comment: toComment(
        row,
        preview.map((r) => toReply(r, praised)),
        total,
        praised,
      ),
      replies: page(
        replyRows.map((r) => toReply(r, praised)),
        total,
        input.pageNum,
        input.pageSize,
      ),
    })
  })

  /** The caller's own comments and replies that still stand, newest first, each with its item's title. */
  define(app, ctx, 'publish.myComments', authObj(PAGE_FIELDS), (input, request) => {
    const caller = requireCaller(db, request, input)
    const where = 'c.account_id = ? AND c.status = 1'
    const rows = prep(
      db,
      `${COMMENT_SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
    ).all(caller.id, input.pageSize, offsetOf(input.pageNum, input.pageSize)) as CommentRow[]
    const total = (prep(db, `SELECT COUNT(*) AS n FROM comments c WHERE ${where}`).get(caller.id) as { n: number }).n
    const praised = praisedComments(
      db,
      caller.id,
      rows.map((r) => r.id),
    )
    const titles = prep(db, "SELECT COALESCE(NULLIF(title, ''), summary) AS title FROM dynamics WHERE id = ?")
    const list = rows.map((row): MyComment => ({
      item: row.parent_id === null ? toComment(row, [], 0, praised) : toReply(row, praised),
      articleTitle: ((titles.get(row.dynamic_id) as { title: string } | undefined)?.title ?? '').slice(0, 60),
    }))
    return ok(page(list, total, input.pageNum, input.pageSize))
  })
}
