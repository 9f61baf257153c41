/** Searching content by column, users by name and stocks by code. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Page } from '@shared/api'
import { countSearch as tally, hotWords, searchAccounts, searchContent, searchStocks } from '../domain/search'
import { viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { viewerKey } from '../http/limits'
import { define, type RouteContext } from './define'

/**
 * Counts a search towards hot searches (domain/search, countSearch). The searcher is the verified account (token and
 * userCode matching), else the address, so an accountId without its token counts as its address.
 */
export function countSearch<T>(
  ctx: RouteContext,
  request: FastifyRequest,
  input: { keyword?: string },
  result: Page<T>,
): Page<T> {
  tally(ctx.db, input.keyword, result, { searcher: viewerKey(ctx.db, request), address: request.ip }, ctx.now())
  return result
}

export function registerSearchRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'search.queryColumn', (input, req) =>
    ok(countSearch(ctx, req, input, searchContent(db, input, input, viewerOf(db, req, input)))),
  )
  define(app, ctx, 'search.queryUserList', (input, req) =>
    ok(countSearch(ctx, req, input, searchAccounts(db, input.keyword, input, viewerOf(db, req, input)))),
  )
  define(app, ctx, 'search.queryStock', (input, req) =>
    ok(countSearch(ctx, req, input, searchStocks(db, input.keyword, input))),
  )
  define(app, ctx, 'search.hotWords', null, () => ok(hotWords(db, ctx.now())))
}
