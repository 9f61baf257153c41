/** Writing: long articles, posts, comments and replies, removing one's own, one's own list; checks of what a post may name. */
import type { FastifyInstance } from 'fastify'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { LONG_ARTICLE_REFUSED, mayWriteLongArticle } from '@shared/authorship'
import { prep, type DB } from '../db'
import { requireCaller, viewerOf } from '../http/auth'
import { ApiError, MESSAGES, badRequest, notFound, ok } from '../http/envelope'
import { authObj, define, id, numericId, pageObj, str, strArray, text, type RouteContext } from './define'
import { feedPage } from '../domain/content'
import { DUPLICATE_COMMENT_MESSAGE, DUPLICATE_COMMENT_WINDOW_MS } from '../http/limits'
import { COMMENT_SELECT, loadDynamic, toComment, toReply, type CommentRow } from '../domain/content'
import { uploadedFile } from '../uploads'
import { REQUEST_ID_SCHEMA, earlierItem, keepRequestId, withRequestId } from '../idempotency'
import { NEW_VOTE_SCHEMA, PUBLISH_MESSAGES, checkNewVote, insertVote, requireOwnVote } from './new-vote'

export function registerPublishingRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  /** A new comment as publishComment answers it (a repeat of its requestId gets the same). */
  const commentAnswer = (commentId: number) => {
    const row = prep(db, `${COMMENT_SELECT} WHERE c.id = ?`).get(commentId) as CommentRow
    return row.parent_id === null ? toComment(row, [], 0, new Set()) : toReply(row, new Set())
  }

  define(
    app,
    ctx,
    'article.appCreateSave',
    authObj(
      {
        title: text(CONTENT_LIMITS.title),
        html: str(CONTENT_LIMITS.html),
        summary: str(200, 0),
        cover: str(500, 0),
        stockCodes: strArray(str(16), CONTENT_LIMITS.stocks),
        topicIds: strArray(numericId, CONTENT_LIMITS.topics),
        requestId: REQUEST_ID_SCHEMA,
      },
      ['title', 'html'],
    ),
    (input, request) => {
      const caller = requireCaller(db, request, input)
      if (!mayWriteLongArticle(caller)) throw new ApiError(403, LONG_ARTICLE_REFUSED)
      const earlier = earlierItem(db, 'dynamics', caller.id, input.requestId)
      if (earlier !== null) return ok({ articleId: String(earlier) })
      const stocks = resolveStocks(db, input.stockCodes ?? [])
      const topics = resolveTopics(db, input.topicIds ?? [])
      const summary = input.summary || input.html.replace(/<[^>]*>/g, '').slice(0, 60)
      const article: NewDynamic = {
        pubType: 2,
        source: 'article',
        accountId: caller.id,
        title: input.title,
        summary,
        body: input.html,
        isHtml: 1,
        cover: input.cover ?? '',
        images: [],
        stocks,
        topics,
        circleId: null,
      }
      const articleId = withRequestId(db, 'dynamics', input.requestId, () => insertDynamic(db, article))
      return ok({ articleId: String(articleId) })
    },
  )

  define(
    app,
    ctx,
    'publish.publishView',
    authObj(
      {
        content: text(CONTENT_LIMITS.post),
        images: strArray(str(500), CONTENT_LIMITS.images),
        stockCodes: strArray(str(16), CONTENT_LIMITS.stocks),
        topicIds: strArray(numericId, CONTENT_LIMITS.topics),
        circleId: numericId,
        voteId: numericId,
        vote: NEW_VOTE_SCHEMA,
        requestId: REQUEST_ID_SCHEMA,
      },
      ['content'],
    ),
    (input, request) => {
      const caller = requireCaller(db, request, input)
      const earlier = earlierItem(db, 'dynamics', caller.id, input.requestId)
      if (earlier !== null) return ok({ articleId: String(earlier), pubId: String(earlier) })
      if (input.content.trim() === '') throw badRequest(PUBLISH_MESSAGES.emptyText)
      const images = (input.images ?? []).map((url) => {
        if (!uploadedFile(ctx.uploadDir, url)) throw badRequest(PUBLISH_MESSAGES.badImage)
        return url
      })
      const stocks = resolveStocks(db, input.stockCodes ?? [])
      const topics = resolveTopics(db, input.topicIds ?? [])
      const circleId = input.circleId ? Number(input.circleId) : null
      if (circleId !== null && !prep(db, 'SELECT 1 FROM circles WHERE id = ?').get(circleId))
        throw notFound('圈子不存在')
      if (input.voteId && input.vote) throw badRequest(PUBLISH_MESSAGES.twoVotes)
      if (input.voteId) requireOwnVote(db, input.voteId, caller.id)
      const vote = input.vote ? checkNewVote(input.vote, Date.now()) : null
      const articleId = db.transaction(() => {
        const newId = insertDynamic(db, {
          pubType: 5,
          source: 'post',
          accountId: caller.id,
          title: '',
          summary: input.content.slice(0, 60),
          body: input.content,
          isHtml: 0,
          cover: '',
          images,
          stocks,
          topics,
          circleId,
        })
        if (input.voteId)
          prep(db, 'UPDATE vote_components SET dynamic_id = ? WHERE id = ?').run(newId, Number(input.voteId))
        if (vote) insertVote(db, newId, vote)
        keepRequestId(db, 'dynamics', newId, input.requestId)
        return newId
      })()
      return ok({ articleId: String(articleId), pubId: String(articleId) })
    },
  )

  define(
    app,
    ctx,
    'publish.publishComment',
    authObj(
      {
        articleId: numericId,
        content: text(CONTENT_LIMITS.comment),
        parentId: numericId,
        requestId: REQUEST_ID_SCHEMA,
      },
      ['articleId', 'content'],
    ),
    (input, request) => {
      const caller = requireCaller(db, request, input)
      const earlier = earlierItem(db, 'comments', caller.id, input.requestId)
      if (earlier !== null) return ok(commentAnswer(earlier))
      if (input.content.trim() === '') throw badRequest(PUBLISH_MESSAGES.emptyText)
      const article = loadDynamic(db, input.articleId)
      if (article.status === 0) throw badRequest(MESSAGES.takenDown)
      const repeated = prep(
        db,
        'SELECT 1 FROM comments WHERE account_id = ? AND dynamic_id = ? AND trim(content) = ? AND created_at > ? AND status = 1 LIMIT 1',
      ).get(caller.id, article.id, input.content.trim(), Date.now() - DUPLICATE_COMMENT_WINDOW_MS)
      if (repeated) throw new ApiError(429, DUPLICATE_COMMENT_MESSAGE)
      let parentId: number | null = null
      let replyTo: string | null = null
      if (input.parentId) {
        const parent = prep(
          db,
          'SELECT id, parent_id, account_id, dynamic_id FROM comments WHERE id = ? AND status = 1',
        ).get(Number(input.parentId)) as
          { id: number; parent_id: number | null; account_id: string; dynamic_id: number } | undefined
        if (!parent || parent.dynamic_id !== article.id) throw notFound('要回复的评论不存在')
        // Replies to replies are filed under the top-level comment, addressed to the replied-to author.
        parentId = parent.parent_id ?? parent.id
        replyTo = parent.account_id
      }
      const now = Date.now()
      const commentId = db.transaction(() => {
        const newId = Number(
          prep(
            db,
            'INSERT INTO comments (dynamic_id, account_id, parent_id, reply_to_account_id, content, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          ).run(article.id, caller.id, parentId, replyTo, input.content, now).lastInsertRowid,
        )
        prep(db, 'UPDATE dynamics SET comment_count = comment_count + 1 WHERE id = ?').run(article.id)
        const notify = replyTo ?? article.account_id
        if (notify !== caller.id) {
          prep(
            db,
            'INSERT INTO messages (account_id, from_account_id, kind, content, dynamic_id, comment_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
          ).run(notify, caller.id, replyTo ? 'reply' : 'comment', input.content, article.id, newId, now)
        }
        keepRequestId(db, 'comments', newId, input.requestId)
        return newId
      })()
      return ok(commentAnswer(commentId))
    },
  )

  define(
    app,
    ctx,
    'publish.removeContent',
    authObj({ type: { type: 'string', enum: ['view', 'comment'] }, id: numericId }, ['type', 'id']),
    (input, request) => {
      const caller = requireCaller(db, request, input)
      if (input.type === 'view') {
        const row = loadDynamic(db, input.id)
        if (row.account_id !== caller.id) throw new ApiError(403, '只能删除自己发布的内容')
        prep(db, 'UPDATE dynamics SET status = -1 WHERE id = ?').run(row.id)
        return ok(null)
      }
      const comment = prep(db, 'SELECT id, account_id, dynamic_id FROM comments WHERE id = ? AND status = 1').get(
        Number(input.id),
      ) as { id: number; account_id: string; dynamic_id: number } | undefined
      if (!comment) throw notFound('评论不存在')
      if (comment.account_id !== caller.id) throw new ApiError(403, '只能删除自己发布的评论')
      db.transaction(() => {
        prep(db, 'UPDATE comments SET status = -1 WHERE id = ? OR parent_id = ?').run(comment.id, comment.id)
        prep(
          db,
          'UPDATE dynamics SET comment_count = (SELECT COUNT(*) FROM comments WHERE dynamic_id = ? AND status = 1) WHERE id = ?',
        ).run(comment.dynamic_id, comment.dynamic_id)
      })()
      return ok(null)
    },
  )

  define(
    app,
    ctx,
    'publish.appGetViewList',
    pageObj({ toAccountId: id, stockCode: str(16), topicId: numericId, circleId: numericId }),
    (input, request) => {
      const clauses = ['d.pub_type IN (5, 7)']
      const params: unknown[] = []
      if (input.toAccountId) {
        clauses.push('d.account_id = ?')
        params.push(input.toAccountId)
      }
      if (input.stockCode) {
        clauses.push('d.id IN (SELECT dynamic_id FROM dynamic_stocks WHERE code = ?)')
        params.push(input.stockCode.toUpperCase())
      }
      if (input.topicId) {
        clauses.push('d.id IN (SELECT dynamic_id FROM dynamic_topics WHERE topic_id = ?)')
        params.push(Number(input.topicId))
      }
      if (input.circleId) {
        clauses.push('d.circle_id = ?')
        params.push(Number(input.circleId))
      }
      return ok(feedPage(db, input, { where: clauses.join(' AND '), params }, viewerOf(db, request, input)))
    },
  )
}

export function resolveStocks(db: DB, codes: readonly string[]): { code: string; name: string }[] {
  return [...new Set(codes.map((c) => c.toUpperCase()))].map((code) => {
    const row = prep(db, 'SELECT code, name FROM stocks WHERE code = ?').get(code) as
      { code: string; name: string } | undefined
    if (!row) throw notFound(`股票不存在：${code}`)
    return row
  })
}

export function resolveTopics(db: DB, ids: readonly string[]): { topicId: string; title: string }[] {
  return [...new Set(ids)].map((topicId) => {
    const row = prep(db, 'SELECT id, name FROM topics WHERE id = ?').get(Number(topicId)) as
      { id: number; name: string } | undefined
    if (!row) throw notFound(`话题不存在：${topicId}`)
    return { topicId: String(row.id), title: row.name }
  })
}

interface NewDynamic {
  pubType: number
  source: string
  accountId: string
  title: string
  summary: string
  body: string
  isHtml: number
  cover: string
  images: string[]
  stocks: { code: string; name: string }[]
  topics: { topicId: string; title: string }[]
  circleId: number | null
}

/** Text is stored exactly as sent; escaping is the client's job when it shows plain text. */
export function insertDynamic(db: DB, d: NewDynamic): number {
  return db.transaction(() => {
    const newId = Number(
      prep(
        db,
        `INSERT INTO dynamics (pub_type, source, account_id, title, summary, body, is_html, cover, images, stocks, topics, circle_id, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        d.pubType,
        d.source,
        d.accountId,
        d.title,
        d.summary,
        d.body,
        d.isHtml,
        d.cover,
        JSON.stringify(d.images),
        JSON.stringify(d.stocks),
        JSON.stringify(d.topics),
        d.circleId,
        Date.now(),
      ).lastInsertRowid,
    )
    for (const s of d.stocks) prep(db, 'INSERT INTO dynamic_stocks (code, dynamic_id) VALUES (?, ?)').run(s.code, newId)
    for (const t of d.topics)
      prep(db, 'INSERT INTO dynamic_topics (topic_id, dynamic_id) VALUES (?, ?)').run(Number(t.topicId), newId)
    return newId
  })()
}
