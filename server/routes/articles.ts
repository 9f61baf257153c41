import type { FastifyInstance } from 'fastify'
import type { Activity, ArticleDetail, ContentSource, Dynamic } from '@shared/api'
import { prep, type DB } from '../db'
import { requireCaller } from '../http/auth'
import { ApiError, MESSAGES, badRequest, notFound, ok } from '../http/envelope'
import {
  authObj,
  define,
  fmtDate,
  id,
  likePattern,
  numericId,
  obj,
  offsetOf,
  page,
  pageObj,
  str,
  strArray,
  type RouteContext,
} from './define'
import { feedPage } from './feed'
import { cached } from './cache'
import {
  ACCOUNT_SELECT,
  toAccounts,
  type AccountRow,
  COMMENT_SELECT,
  DYNAMIC_SELECT,
  VISIBLE,
  loadDynamic,
  loadVote,
  praisedComments,
  requireAccountExists,
  toComment,
  toDynamics,
  toReply,
  type CommentRow,
  type DynamicRow,
} from './views'

export const LIMITS = { comment: 140, post: 2000, title: 100, html: 50_000, images: 9, stocks: 10, topics: 5 } as const

const SOURCES: readonly ContentSource[] = ['post', 'article', 'stock', 'news', 'topic', 'course_new', 'live_new']

export function registerArticleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  define(
    app,
    ctx,
    'article.dynamicList',
    pageObj({ tab: { type: 'string', enum: ['recommend', 'latest', 'follow', 'news'] } }, ['tab']),
    (input) => {
      switch (input.tab) {
        case 'latest':
          return ok(feedPage(db, input, { where: 'd.pub_type IN (2, 5, 7)', params: [] }))
        case 'follow':
          if (!input.accountId) return ok(page<Dynamic>([], 0, input.pageNum, input.pageSize))
          return ok(
            feedPage(db, input, {
              where: 'd.account_id IN (SELECT to_account_id FROM follows WHERE account_id = ?)',
              params: [input.accountId],
            }),
          )
        case 'news':
          return ok(feedPage(db, input, { where: 'd.is_news = 1', params: [] }))
        default:
          return ok(feedPage(db, input, { where: '', params: [] }))
      }
    },
  )

  const detail = (articleId: string, viewer: string | undefined): ArticleDetail => {
    // The viewer-independent part is cached (any write invalidates it); the viewer's flags are added per call.
    const { row, voteId } = cached(db, `detail:${articleId}`, () => {
      const loaded = loadDynamic(db, articleId)
      const vote = prep(db, 'SELECT id FROM vote_components WHERE dynamic_id = ? ORDER BY id LIMIT 1').get(
        loaded.id,
      ) as { id: number } | undefined
      return { row: loaded, voteId: vote?.id ?? null }
    })
    const dynamic = toDynamics(db, [row], viewer)[0]
    const collected = viewer
      ? !!prep(db, 'SELECT 1 FROM collections WHERE account_id = ? AND dynamic_id = ?').get(viewer, row.id)
      : false
    return {
      ...dynamic,
      content: row.is_html ? null : row.body,
      html: row.is_html ? row.body : null,
      source: row.source as ContentSource,
      readCount: row.view_count,
      collected,
      vote: voteId === null ? null : loadVote(db, voteId, viewer),
    }
  }
  const viewerOnly = obj({ accountId: id })
  define(app, ctx, 'article.appInfo', viewerOnly, (input, _req, params) => ok(detail(params.id, input.accountId)))
  define(app, ctx, 'article.info', viewerOnly, (input, _req, params) => ok(detail(params.id, input.accountId)))

  define(
    app,
    ctx,
    'article.updateArticleInfo',
    obj({ articleId: numericId, accountId: id }, ['articleId']),
    (input) => {
      const row = loadDynamic(db, input.articleId)
      prep(db, 'UPDATE dynamics SET view_count = view_count + 1 WHERE id = ?').run(row.id)
      return ok({ readCount: row.view_count + 1 })
    },
  )

  define(
    app,
    ctx,
    'article.getInfoByArticleId',
    obj({ articleId: numericId, accountId: id }, ['articleId']),
    (input) => {
      const row = loadDynamic(db, input.articleId)
      const source = (['stock', 'news', 'article', 'post'] as const).find((s) => s === row.source) ?? 'article'
      return ok({
        source,
        title: row.title || row.summary,
        orgArtId: row.org_art_id,
        linkUrl:
          row.link_url ??
          `/community/articleDetail/index?articleId=${row.id}&source=${row.source === 'post' ? 'post' : 'article'}`,
      })
    },
  )

  define(app, ctx, 'article.getCommentByArticle', pageObj({ articleId: numericId }, ['articleId']), (input) => {
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
    const praised = praisedComments(db, input.accountId, rows.map((r) => r.id).concat(replyRows.map((r) => r.id)))
    const list = rows.map((r) => {
      const mine = replyRows.filter((x) => x.parent_id === r.id)
      return toComment(
        r,
        mine.slice(0, 3).map((x) => toReply(x, praised)),
        mine.length,
        praised,
      )
    })
    return ok(page(list, total, input.pageNum, input.pageSize))
  })

  define(app, ctx, 'article.getCommentReplies', pageObj({ commentId: numericId }, ['commentId']), (input) => {
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
      input.pageNum === 1 && input.pageSize >= 3
        ? replyRows.slice(0, 3)
        : (prep(db, `${COMMENT_SELECT} WHERE c.parent_id = ? AND c.status = 1 ORDER BY c.created_at, c.id LIMIT 3`).all(
            row.id,
          ) as CommentRow[])
    const praised = praisedComments(db, input.accountId, [
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

  define(
    app,
    ctx,
    'article.getMessageInfoListByStockCode',
    pageObj({ stockCode: { type: 'string', pattern: '^[A-Za-z]{2}[0-9A-Za-z]{1,10}$' } }, ['stockCode']),
    (input) => {
      const code = input.stockCode.toUpperCase()
      if (!prep(db, 'SELECT 1 FROM stocks WHERE code = ?').get(code)) throw notFound('股票不存在')
      return ok(
        feedPage(db, input, {
          where: 'd.id IN (SELECT dynamic_id FROM dynamic_stocks WHERE code = ?)',
          params: [code],
        }),
      )
    },
  )

  define(
    app,
    ctx,
    'article.appCreateSave',
    authObj(
      {
        title: str(LIMITS.title),
        html: str(LIMITS.html),
        summary: str(200, 0),
        cover: str(500, 0),
        stockCodes: strArray(str(16), LIMITS.stocks),
        topicIds: strArray(numericId, LIMITS.topics),
      },
      ['title', 'html'],
    ),
    (input, request) => {
      const caller = requireCaller(db, request, input)
      const stocks = resolveStocks(db, input.stockCodes ?? [])
      const topics = resolveTopics(db, input.topicIds ?? [])
      const summary = input.summary || input.html.replace(/<[^>]*>/g, '').slice(0, 60)
      const articleId = insertDynamic(db, {
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
      })
      return ok({ articleId: String(articleId) })
    },
  )

  define(app, ctx, 'article.deleteArticle', authObj({ articleId: numericId }, ['articleId']), (input, request) => {
    const caller = requireCaller(db, request, input)
    const row = loadDynamic(db, input.articleId)
    if (row.account_id !== caller.id) throw new ApiError(401, '只能删除自己发布的内容')
    prep(db, 'UPDATE dynamics SET status = -1 WHERE id = ?').run(row.id)
    return ok(null)
  })

  const accountFeed = obj(
    {
      toAccountId: id,
      accountId: id,
      pageNum: { type: 'integer', minimum: 1, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    },
    ['toAccountId'],
  )
  define(app, ctx, 'article.getSelfInfoListByAccountId', accountFeed, (input) => {
    requireAccountExists(db, input.toAccountId)
    return ok(feedPage(db, input, { where: 'd.account_id = ?', params: [input.toAccountId] }))
  })

  define(
    app,
    ctx,
    'article.getSetArticleByAccount',
    obj({ toAccountId: id, accountId: id }, ['toAccountId']),
    (input) => {
      requireAccountExists(db, input.toAccountId)
      // Pinned items first; accounts that pinned nothing show their two most-read articles instead.
      let rows = prep(
        db,
        `${DYNAMIC_SELECT} WHERE d.account_id = ? AND d.is_top = 1 AND ${VISIBLE} ORDER BY d.created_at DESC, d.id DESC`,
      ).all(input.toAccountId) as DynamicRow[]
      if (rows.length === 0) {
        rows = prep(
          db,
          `${DYNAMIC_SELECT} WHERE d.account_id = ? AND d.pub_type = 2 AND d.status = 1 ORDER BY d.view_count DESC, d.id DESC LIMIT 2`,
        ).all(input.toAccountId) as DynamicRow[]
      }
      return ok(toDynamics(db, rows, input.accountId))
    },
  )

  define(app, ctx, 'article.activityList', pageObj(), (input) =>
    ok(activityPage(db, null, input.pageNum, input.pageSize)),
  )

  // ---- publishing ----------------------------------------------------------------------------

  define(
    app,
    ctx,
    'publish.publishView',
    authObj(
      {
        content: str(LIMITS.post),
        images: strArray(str(500), LIMITS.images),
        stockCodes: strArray(str(16), LIMITS.stocks),
        topicIds: strArray(numericId, LIMITS.topics),
        circleId: numericId,
        voteId: numericId,
      },
      ['content'],
    ),
    (input, request) => {
      const caller = requireCaller(db, request, input)
      if (input.content.trim() === '') throw badRequest('content 不能为空')
      const stocks = resolveStocks(db, input.stockCodes ?? [])
      const topics = resolveTopics(db, input.topicIds ?? [])
      const circleId = input.circleId ? Number(input.circleId) : null
      if (circleId !== null && !prep(db, 'SELECT 1 FROM circles WHERE id = ?').get(circleId))
        throw notFound('圈子不存在')
      if (input.voteId && !prep(db, 'SELECT 1 FROM vote_components WHERE id = ?').get(Number(input.voteId)))
        throw notFound('投票不存在')
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
          images: input.images ?? [],
          stocks,
          topics,
          circleId,
        })
        if (input.voteId)
          prep(db, 'UPDATE vote_components SET dynamic_id = ? WHERE id = ?').run(newId, Number(input.voteId))
        return newId
      })()
      return ok({ articleId: String(articleId), pubId: String(articleId) })
    },
  )

  define(
    app,
    ctx,
    'publish.publishComment',
    authObj({ articleId: numericId, content: str(LIMITS.comment), parentId: numericId }, ['articleId', 'content']),
    (input, request) => {
      const caller = requireCaller(db, request, input)
      if (input.content.trim() === '') throw badRequest('content 不能为空')
      const article = loadDynamic(db, input.articleId)
      if (article.status === 0) throw badRequest(MESSAGES.takenDown)
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
        return newId
      })()
      const row = prep(db, `${COMMENT_SELECT} WHERE c.id = ?`).get(commentId) as CommentRow
      return ok(parentId === null ? toComment(row, [], 0, new Set()) : toReply(row, new Set()))
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
        if (row.account_id !== caller.id) throw new ApiError(401, '只能删除自己发布的内容')
        prep(db, 'UPDATE dynamics SET status = -1 WHERE id = ?').run(row.id)
        return ok(null)
      }
      const comment = prep(db, 'SELECT id, account_id, dynamic_id FROM comments WHERE id = ? AND status = 1').get(
        Number(input.id),
      ) as { id: number; account_id: string; dynamic_id: number } | undefined
      if (!comment) throw notFound('评论不存在')
      if (comment.account_id !== caller.id) throw new ApiError(401, '只能删除自己发布的评论')
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
    (input) => {
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
      return ok(feedPage(db, input, { where: clauses.join(' AND '), params }))
    },
  )

  // ---- search ----------------------------------------------------------------------------------

  define(
    app,
    ctx,
    'search.queryColumn',
    pageObj({ keyword: str(50), source: { type: 'string', enum: [...SOURCES] } }, ['keyword']),
    (input) => {
      const pattern = likePattern(input.keyword.trim())
      const clauses = [
        `(d.title LIKE ? ESCAPE '\\' OR d.body LIKE ? ESCAPE '\\' OR d.account_id IN (SELECT id FROM accounts WHERE nickname LIKE ? ESCAPE '\\'))`,
      ]
      const params: unknown[] = [pattern, pattern, pattern]
      switch (input.source) {
        case undefined:
          break
        case 'post':
        case 'article':
        case 'stock':
        case 'news':
          clauses.push('d.source = ?', 'd.pub_type NOT IN (3, 6)')
          params.push(input.source)
          break
        case 'live_new':
          clauses.push('d.pub_type = 3')
          break
        case 'topic':
          clauses.push('d.id IN (SELECT dynamic_id FROM dynamic_topics)')
          break
        case 'course_new':
          // No course content exists in this community; the answer is an honest empty page.
          clauses.push('0')
          break
      }
      return ok(feedPage(db, input, { where: clauses.join(' AND '), params }))
    },
  )

  define(app, ctx, 'search.queryUserList', pageObj({ keyword: str(50) }, ['keyword']), (input) => {
    const pattern = likePattern(input.keyword.trim())
    // Verified accounts first: a search for a name usually means the well-known one.
    const rows = prep(
      db,
      `${ACCOUNT_SELECT} WHERE a.nickname LIKE ? ESCAPE '\\' ORDER BY a.kind DESC, followers DESC, a.id LIMIT ? OFFSET ?`,
    ).all(pattern, input.pageSize, offsetOf(input.pageNum, input.pageSize)) as AccountRow[]
    const total = (
      prep(db, "SELECT COUNT(*) AS n FROM accounts WHERE nickname LIKE ? ESCAPE '\\'").get(pattern) as { n: number }
    ).n
    return ok(page(toAccounts(db, rows, input.accountId), total, input.pageNum, input.pageSize))
  })
}

// ---- shared helpers for writers -------------------------------------------------------------------

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

export function activityPage(db: DB, circleId: number | null, pageNum: number, pageSize: number) {
  const where = circleId === null ? 'circle_id IS NULL' : 'circle_id = ?'
  const params = circleId === null ? [] : [circleId]
  const rows = prep(db, `SELECT * FROM activities WHERE ${where} ORDER BY start_at DESC, id DESC LIMIT ? OFFSET ?`).all(
    ...params,
    pageSize,
    offsetOf(pageNum, pageSize),
  ) as {
    id: number
    title: string
    cover: string
    url: string
    start_at: number
    end_at: number
  }[]
  const total = (prep(db, `SELECT COUNT(*) AS n FROM activities WHERE ${where}`).get(...params) as { n: number }).n
  const now = Date.now()
  const list: Activity[] = rows.map((r) => ({
    activityId: String(r.id),
    title: r.title,
    cover: r.cover,
    url: r.url,
    startDate: fmtDate(r.start_at),
    endDate: fmtDate(r.end_at),
    status: now < r.start_at ? 'upcoming' : now > r.end_at ? 'ended' : 'ongoing',
  }))
  return page(list, total, pageNum, pageSize)
}
