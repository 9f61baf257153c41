/** Lives and an account's short videos; the rules live in server/domain/lives. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { EndpointRequest } from '@shared/api'
import { requireCaller, viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { bookLive, liveOpenType, lives, livesBy, videosBy } from '../domain/lives'
import { define, type RouteContext } from './define'

export function registerLiveRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  for (const key of ['live.getLives', 'live.v2GetLives'] as const) {
    define(app, ctx, key, (input, request) => ok(lives(db, input.status, input, viewerOf(db, request, input))))
  }

  const accountLives = (input: EndpointRequest<'live.v2GetMyPageLive'>, request: FastifyRequest) =>
    ok(livesBy(db, input.toAccountId, input, viewerOf(db, request, input)))
  define(app, ctx, 'live.v2GetMyPageLive', accountLives)
  define(app, ctx, 'bigV.queryVideoInfoByAccountId', (input, request) =>
    ok(videosBy(db, input.toAccountId, input, viewerOf(db, request, input))),
  )

  define(app, ctx, 'live.saveApptHis', (input, request) =>
    ok(bookLive(db, requireCaller(db, request, input).id, input.webinarId, ctx.now())),
  )

  define(app, ctx, 'live.v2GetLiveOpenType', (input) => ({
    code: '200',
    msg: '成功',
    openType: liveOpenType(db, input.webinarId),
  }))
}
