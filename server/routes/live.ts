/** Lives and an account's short videos; the rules live in server/domain/lives. */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requireCaller, viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { bookLive, liveOpenType, lives, livesBy, videosBy } from '../domain/lives'
import { LIVE_STATUS } from '../domain/content'
import { authObj, define, id, obj, pageObj, str, type RouteContext } from './define'

export function registerLiveRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  const listSchema = pageObj({ status: { type: 'string', enum: [...LIVE_STATUS] } })
  for (const key of ['live.getLives', 'live.v2GetLives'] as const) {
    define(app, ctx, key, listSchema, (input, request) =>
      ok(lives(db, input.status, input, viewerOf(db, request, input))),
    )
  }

  const accountPage = pageObj({ toAccountId: id }, ['toAccountId'])
  const accountLives = (
    input: { toAccountId: string; accountId?: string; pageNum: number; pageSize: number },
    request: FastifyRequest,
  ) => ok(livesBy(db, input.toAccountId, input, viewerOf(db, request, input)))
  define(app, ctx, 'live.v2GetMyPageLive', accountPage, accountLives)
  define(app, ctx, 'bigV.queryLiveInfoByAccountId', accountPage, accountLives)
  define(app, ctx, 'bigV.queryVideoInfoByAccountId', accountPage, (input, request) =>
    ok(videosBy(db, input.toAccountId, input, viewerOf(db, request, input))),
  )

  define(app, ctx, 'live.saveApptHis', authObj({ webinarId: str(64) }, ['webinarId']), (input, request) =>
    ok(bookLive(db, requireCaller(db, request, input).id, input.webinarId, ctx.now())),
  )

  define(app, ctx, 'live.v2GetLiveOpenType', obj({ webinarId: str(64) }, ['webinarId']), (input) => ({
    code: '200',
    msg: '成功',
    openType: liveOpenType(db, input.webinarId),
  }))
}
