import type { FastifyInstance } from 'fastify'
import {
  accountIdOfUserCode,
  accountOf,
  articlesBy,
  bigVHome,
  homePageUrl,
  ownArticlesBy,
  recordActiveDay,
  verifiedAccounts,
  wxBindingOf,
} from '../domain/people'
import { requireCaller, viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { authObj, define, id, obj, pageObj, str, type RouteContext } from './define'

export function registerPeopleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'bigV.queryBigVHomeInfo', obj({ toAccountId: id, accountId: id }, ['toAccountId']), (input, req) =>
    ok(bigVHome(db, input.toAccountId, viewerOf(db, req, input))),
  )
  define(app, ctx, 'bigV.list', pageObj(), (input, req) => ok(verifiedAccounts(db, input, viewerOf(db, req, input))))
  define(app, ctx, 'bigV.queryArticleInfoByAccountId', pageObj({ toAccountId: id }, ['toAccountId']), (input, req) =>
    ok(articlesBy(db, input.toAccountId, input, viewerOf(db, req, input))),
  )
  define(app, ctx, 'misc.getNewArticleByAccount', pageObj({ toAccountId: id }, ['toAccountId']), (input, req) =>
    ok(ownArticlesBy(db, input.toAccountId, input, viewerOf(db, req, input))),
  )
  define(app, ctx, 'bigV.findAccountId', obj({ userCode: str(128) }, ['userCode']), (input) =>
    ok({ accountId: accountIdOfUserCode(db, input.userCode) }),
  )
  define(app, ctx, 'misc.getUserBaseInfo', obj({ accountId: id }), (input, req, params) =>
    ok(accountOf(db, params.id, viewerOf(db, req, input))),
  )
  define(app, ctx, 'misc.getHomePageUrl', null, (_input, _req, params) => ok({ url: homePageUrl(db, params.id) }))
  define(app, ctx, 'misc.getUserBindWxInfo', authObj({}), (input, req) =>
    ok(wxBindingOf(db, requireCaller(db, req, input).id)),
  )
  define(
    app,
    ctx,
    'misc.insertActiveUser',
    authObj({ clientType: str(32), appVersion: str(32) }, ['clientType']),
    (input, req) => {
      recordActiveDay(db, requireCaller(db, req, input).id, ctx.now())
      return ok(null)
    },
  )
}
