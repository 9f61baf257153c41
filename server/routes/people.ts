import type { FastifyInstance } from 'fastify'
import {
  accountIdOfUserCode,
  accountOf,
  articlesBy,
  bigVHome,
  homePageUrl,
  ownArticlesBy,
  recordActiveDay,
  updateProfile,
  verifiedAccounts,
  wxBindingOf,
} from '../domain/people'
import { requireCaller, viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { define, type RouteContext } from './define'

export function registerPeopleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'bigV.queryBigVHomeInfo', (input, req) =>
    ok(bigVHome(db, input.toAccountId, viewerOf(db, req, input))),
  )
  define(app, ctx, 'bigV.list', (input, req) => ok(verifiedAccounts(db, input, viewerOf(db, req, input))))
  define(app, ctx, 'bigV.queryArticleInfoByAccountId', (input, req) =>
    ok(articlesBy(db, input.toAccountId, input, viewerOf(db, req, input))),
  )
  define(app, ctx, 'misc.getNewArticleByAccount', (input, req) =>
    ok(ownArticlesBy(db, input.toAccountId, input, viewerOf(db, req, input))),
  )
  define(app, ctx, 'bigV.findAccountId', (input) => ok({ accountId: accountIdOfUserCode(db, input.userCode) }))
  define(app, ctx, 'misc.getUserBaseInfo', (input, req, params) =>
    ok(accountOf(db, params.id, viewerOf(db, req, input))),
  )
  define(app, ctx, 'misc.getHomePageUrl', null, (_input, _req, params) => ok({ url: homePageUrl(db, params.id) }))
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
