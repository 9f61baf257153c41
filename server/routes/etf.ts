/** The ETF boards' endpoints (docs/api.md, "ETF lists"); the rules live in server/domain/markets. */
import type { FastifyInstance } from 'fastify'
import { viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { articlesInCategory, etfCircleFeed, etfThemes, etfsByCodes, marginEtfs } from '../domain/markets'
import { define, type RouteContext } from './define'

export function registerEtfRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'etf.byCodes', (input) => ok(etfsByCodes(db, input.codes)))
  define(app, ctx, 'etf.marginList', () => ok(marginEtfs(db)))
  define(app, ctx, 'etf.themes', (input) => ok(etfThemes(db, input.scope)))
  define(app, ctx, 'etf.circleFeed', (input, request) =>
    ok(etfCircleFeed(db, input.accountIds, input.circleId, input, viewerOf(db, request, input))),
  )
  define(app, ctx, 'article.byCategory', (input, request) =>
    ok(articlesInCategory(db, input.category, input, viewerOf(db, request, input))),
  )
}
