/** Reading dynamics: the feed by tab, article detail and reads, lookups, by stock and by account, deleting one's own, activities. */
import type { FastifyInstance } from 'fastify'
import type { Activity, ArticleDetail, ContentSource, Dynamic } from '@shared/api'
import { prep, type DB } from '../db'
import { requireCaller, viewerOf, type Viewer } from '../http/auth'
import { ApiError, notFound, ok } from '../http/envelope'
import {
  authObj,
  define,
  fmtDate,
  id,
  numericId,
  obj,
  offsetOf,
  page,
  pageObj,
  PAGE_FIELDS,
  type RouteContext,
} from './define'
import { feedPage } from '../domain/content'
import { viewerKey } from '../http/limits'
import { countRead } from '../read-count'
import { cached } from '../domain/cache'
import {
  DYNAMIC_SELECT,
  VISIBLE,
  loadDynamic,
  loadVote,
  requireAccountExists,
  toDynamics,
  type DynamicRow,
} from '../domain/content'

/** An article's detail as article.appInfo answers it; `viewer` adds that account's flags. */
export function articleDetail(db: DB, articleId: string, viewer: Viewer | undefined): ArticleDetail {
  // The viewer-independent part is cached (any write invalidates it); the viewer's flags are added per call.
  const { row, voteId } = cached(db, `detail:${articleId}`, () => {
    const loaded = loadDynamic(db, articleId)
    const vote = prep(db, 'SELECT id FROM vote_components WHERE dynamic_id = ? ORDER BY id LIMIT 1').get(loaded.id) as
      { id: number } | undefined
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

export function registerArticleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  define(
    app,
    ctx,
    'article.dynamicList',
    pageObj({ tab: { type: 'string', enum: ['recommend', 'latest', 'follow', 'news'] } }, ['tab']),
    (input, request) => {
      const viewer = viewerOf(db, request, input)
      switch (input.tab) {
        case 'latest':
          return ok(feedPage(db, input, { where: 'd.pub_type IN (2, 5, 7)', params: [] }, viewer))
        case 'follow':
          // Whom an account follows shapes this tab: a visitor's (or another's) view of it is empty.
          if (!viewer) return ok(page<Dynamic>([], 0, input.pageNum, input.pageSize))
          return ok(
            feedPage(
              db,
              input,
              { where: 'd.account_id IN (SELECT to_account_id FROM follows WHERE account_id = ?)', params: [viewer] },
              viewer,
            ),
          )
        case 'news':
          return ok(feedPage(db, input, { where: 'd.is_news = 1', params: [] }, viewer))
        default:
          return ok(feedPage(db, input, { where: '', params: [] }, viewer))
      }
    },
  )

  const viewerOnly = obj({ accountId: id })
  define(app, ctx, 'article.appInfo', viewerOnly, (input, request, params) =>
    ok(articleDetail(db, params.id, viewerOf(db, request, input))),
  )
  define(app, ctx, 'article.info', viewerOnly, (input, request, params) =>
    ok(articleDetail(db, params.id, viewerOf(db, request, input))),
  )

  define(
    app,
    ctx,
    'article.updateArticleInfo',
    obj({ articleId: numericId, accountId: id }, ['articleId']),
    (input, request) => {
      const row = loadDynamic(db, input.articleId)
      const counted = countRead(db, row.id, { viewer: viewerKey(db, request), address: request.ip }, Date.now())
      return ok({ readCount: row.view_count + (counted ? 1 : 0) })
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

  define(
    app,
    ctx,
    'article.getMessageInfoListByStockCode',
    pageObj({ stockCode: { type: 'string', pattern: '^[A-Za-z]{2}[0-9A-Za-z]{1,10}$' } }, ['stockCode']),
    (input, request) => {
      const code = input.stockCode.toUpperCase()
      if (!prep(db, 'SELECT 1 FROM stocks WHERE code = ?').get(code)) throw notFound('股票不存在')
      return ok(
        feedPage(
          db,
          input,
          { where: 'd.id IN (SELECT dynamic_id FROM dynamic_stocks WHERE code = ?)', params: [code] },
          viewerOf(db, request, input),
        ),
      )
    },
  )

  define(app, ctx, 'article.deleteArticle', authObj({ articleId: numericId }, ['articleId']), (input, request) => {
    const caller = requireCaller(db, request, input)
    const row = loadDynamic(db, input.articleId)
    if (row.account_id !== caller.id) throw new ApiError(403, '只能删除自己发布的内容')
    prep(db, 'UPDATE dynamics SET status = -1 WHERE id = ?').run(row.id)
    return ok(null)
  })

  const accountFeed = obj(
    {
      toAccountId: id,
      accountId: id,
      ...PAGE_FIELDS,
    },
    ['toAccountId'],
  )
  define(app, ctx, 'article.getSelfInfoListByAccountId', accountFeed, (input, request) => {
    requireAccountExists(db, input.toAccountId)
    return ok(
      feedPage(db, input, { where: 'd.account_id = ?', params: [input.toAccountId] }, viewerOf(db, request, input)),
    )
  })

  define(
    app,
    ctx,
    'article.getSetArticleByAccount',
    obj({ toAccountId: id, accountId: id }, ['toAccountId']),
    (input, request) => {
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
      return ok(toDynamics(db, rows, viewerOf(db, request, input)))
    },
  )

  define(app, ctx, 'article.activityList', pageObj(), (input) =>
    ok(activityPage(db, null, input.pageNum, input.pageSize)),
  )
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
