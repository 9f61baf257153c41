import type { FastifyInstance } from 'fastify'
import { accountOf, articlesBy, bigVHome, recordActiveDay, updateProfile, wxBindingOf } from '../domain/people'
import { requireCaller, viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { define, type RouteContext } from './define'

export function registerPeopleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'bigV.queryBigVHomeInfo', (input, req) =>
    ok(bigVHome(db, input.toAccountId, viewerOf(db, req, input))),
  )
  define(app, ctx, 'bigV.queryArticleInfoByAccountId', (input, req) =>
    ok(articlesBy(db, input.toAccountId, input, viewerOf(db, req, input))),
  )
  define(app, ctx, 'misc.getUserBaseInfo', (input, req, params) =>
    ok(accountOf(db, params.id, viewerOf(db, req, input))),
  )
  define(app, ctx, 'misc.updateUserBaseInfo', (input, req) => {
    const { nickName, bio, avatar } = input
    return ok(updateProfile(db, requireCaller(db, req, input).id, { nickName, bio, avatar }, ctx.uploadDir))
  })
  define(app, ctx, 'misc.getUserBindWxInfo', (input, req) => ok(wxBindingOf(db, requireCaller(db, req, input).id)))
  define(app, ctx, 'misc.insertActiveUser', (input, req) => {
    recordActiveDay(db, requireCaller(db, req, input).id, ctx.now())
    return ok(null)
  })
}
