/** Reading dynamics: the feed by tab, article detail and reads, lookups, by stock and by account, deleting one's own, activities. */
import type { FastifyInstance } from 'fastify'
import { requireCaller, viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { viewerKey } from '../http/limits'
import {
  accountFeed,
  activityPage,
  articleDetail,
  articleLink,
  pinnedItems,
  readArticle,
  stockFeed,
  tabFeed,
} from '../domain/content'
import { removeOwnDynamic } from '../domain/publishing'
import { authObj, define, id, numericId, obj, pageObj, PAGE_FIELDS, type RouteContext } from './define'

export function registerArticleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  registerFeeds(app, ctx)
  registerArticles(app, ctx)
}

function registerFeeds(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  const tabs = pageObj({ tab: { type: 'string', enum: ['recommend', 'latest', 'follow', 'news'] } }, ['tab'])
  define(app, ctx, 'article.dynamicList', tabs, (input, request) =>
    ok(tabFeed(db, input.tab, input, viewerOf(db, request, input))),
  )

  const byStock = pageObj({ stockCode: { type: 'string', pattern: '^[A-Za-z]{2}[0-9A-Za-z]{1,10}$' } }, ['stockCode'])
  define(app, ctx, 'article.getMessageInfoListByStockCode', byStock, (input, request) =>
    ok(stockFeed(db, input.stockCode, input, viewerOf(db, request, input))),
  )

  const byAccount = obj({ toAccountId: id, accountId: id, ...PAGE_FIELDS }, ['toAccountId'])
  define(app, ctx, 'article.getSelfInfoListByAccountId', byAccount, (input, request) =>
    ok(accountFeed(db, input.toAccountId, input, viewerOf(db, request, input))),
  )

  const pinned = obj({ toAccountId: id, accountId: id }, ['toAccountId'])
  define(app, ctx, 'article.getSetArticleByAccount', pinned, (input, request) =>
    ok(pinnedItems(db, input.toAccountId, viewerOf(db, request, input))),
  )

  define(app, ctx, 'article.activityList', pageObj(), (input) => ok(activityPage(db, null, input, ctx.now())))
}

function registerArticles(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  const viewerOnly = obj({ accountId: id })
  define(app, ctx, 'article.appInfo', viewerOnly, (input, request, params) =>
    ok(articleDetail(db, params.id, viewerOf(db, request, input))),
  )
  define(app, ctx, 'article.info', viewerOnly, (input, request, params) =>
    ok(articleDetail(db, params.id, viewerOf(db, request, input))),
  )

  const oneArticle = obj({ articleId: numericId, accountId: id }, ['articleId'])
  define(app, ctx, 'article.updateArticleInfo', oneArticle, (input, request) =>
    ok(readArticle(db, input.articleId, { viewer: viewerKey(db, request), address: request.ip }, ctx.now())),
  )
  define(app, ctx, 'article.getInfoByArticleId', oneArticle, (input) => ok(articleLink(db, input.articleId)))

  define(app, ctx, 'article.deleteArticle', authObj({ articleId: numericId }, ['articleId']), (input, request) => {
    removeOwnDynamic(db, requireCaller(db, request, input).id, input.articleId)
    return ok(null)
  })
}
