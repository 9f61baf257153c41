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
import { define, type RouteContext } from './define'

export function registerArticleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  registerFeeds(app, ctx)
  registerArticles(app, ctx)
}

function registerFeeds(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'article.dynamicList', (input, request) =>
    ok(tabFeed(db, input.tab, input, viewerOf(db, request, input))),
  )
  define(app, ctx, 'article.getMessageInfoListByStockCode', (input, request) =>
    ok(stockFeed(db, input.stockCode, input, viewerOf(db, request, input))),
  )
  define(app, ctx, 'article.getSelfInfoListByAccountId', (input, request) =>
    ok(accountFeed(db, input.toAccountId, input, viewerOf(db, request, input))),
  )
  define(app, ctx, 'article.getSetArticleByAccount', (input, request) =>
    ok(pinnedItems(db, input.toAccountId, viewerOf(db, request, input))),
  )
  define(app, ctx, 'article.activityList', (input) => ok(activityPage(db, null, input, ctx.now())))
}

function registerArticles(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'article.appInfo', (input, request, params) =>
    ok(articleDetail(db, params.id, viewerOf(db, request, input))),
  )
  define(app, ctx, 'article.info', (input, request, params) =>
    ok(articleDetail(db, params.id, viewerOf(db, request, input))),
  )
  define(app, ctx, 'article.updateArticleInfo', (input, request) =>
    ok(readArticle(db, input.articleId, { viewer: viewerKey(db, request), address: request.ip }, ctx.now())),
  )
  define(app, ctx, 'article.getInfoByArticleId', (input) => ok(articleLink(db, input.articleId)))
  define(app, ctx, 'article.deleteArticle', (input, request) => {
    removeOwnDynamic(db, requireCaller(db, request, input).id, input.articleId)
    return ok(null)
  })
}
