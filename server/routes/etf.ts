/** The ETF boards' endpoints (docs/api.md, "ETF lists"); the rules live in server/domain/markets. */
import type { FastifyInstance } from 'fastify'
import { ARTICLE_CATEGORIES } from '@shared/api'
import { viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { articlesInCategory, etfCircleFeed, etfThemes, etfsByCodes, marginEtfs } from '../domain/markets'
import { define, id, numericId, obj, pageObj, strArray, type RouteContext } from './define'

const FUND_CODE = '^[0-9]{6}$'
const MAX_CODES = 50
const MAX_CIRCLE_ACCOUNTS = 20

export function registerEtfRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  const codes = obj({ codes: strArray({ type: 'string', pattern: FUND_CODE }, MAX_CODES) }, ['codes'])
  define(app, ctx, 'etf.byCodes', codes, (input) => ok(etfsByCodes(db, input.codes)))
  define(app, ctx, 'etf.marginList', obj({}), () => ok(marginEtfs(db)))
  define(app, ctx, 'etf.themes', obj({ scope: { type: 'string', enum: ['all', 'margin'] } }), (input) =>
    ok(etfThemes(db, input.scope)),
  )

  const circleFeed = pageObj({ accountIds: strArray(id, MAX_CIRCLE_ACCOUNTS), circleId: numericId }, ['accountIds'])
  define(app, ctx, 'etf.circleFeed', circleFeed, (input, request) =>
    ok(etfCircleFeed(db, input.accountIds, input.circleId, input, viewerOf(db, request, input))),
  )

  const byCategory = pageObj({ category: { type: 'string', enum: [...ARTICLE_CATEGORIES] } }, ['category'])
  define(app, ctx, 'article.byCategory', byCategory, (input, request) =>
    ok(articlesInCategory(db, input.category, input, viewerOf(db, request, input))),
  )
}
