import type { FastifyInstance } from 'fastify'
import type { AccountEnvelope } from '@shared/api'
import {
  applyForCancellation,
  cancellationStatus,
  miniProgramLogin,
  nickNameOf,
  outerBindings,
  unbindOuter,
  userAuth,
  userInfoOf,
  withdrawCancellation,
} from '../domain/account'
import { ApiError } from '../http/envelope'
import { define, type RouteContext } from './define'

/**
 * The account service answers in its own envelope (resultCode 'S' / 'E') with HTTP 200, as the broker's gateway
 * does, so a refusal (an unknown token included) is an 'E' answer carrying the domain's message rather than a 4xx.
 */
function answer<T>(compute: () => T): AccountEnvelope<T> {
  try {
    return { resultCode: 'S', resultMsg: '成功', attach: compute() }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    // `attach` is absent in meaning on failure; the client reads resultCode first and never touches it.
    return { resultCode: 'E', resultMsg: error.message, attach: null as unknown as T }
  }
}

export function registerAccountRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'account.checkLogout', (input) => answer(() => cancellationStatus(db, input.token)))
  define(app, ctx, 'account.cancelLogout', (input) => answer(() => withdrawCancellation(db, input.token)))
  define(app, ctx, 'account.applyLogout', (input) => answer(() => applyForCancellation(db, input.token, ctx.now())))
  define(app, ctx, 'account.queryOuterBound', (input) => answer(() => outerBindings(db, input.token)))
  define(app, ctx, 'account.unboundOuter', (input) => answer(() => unbindOuter(db, input.token, input.outerType)))
  define(app, ctx, 'account.queryUserAuth', (input) => answer(() => userAuth(db, input.token)))
  define(app, ctx, 'account.findNickNameByToken', (input) => answer(() => nickNameOf(db, input.token)))
  define(app, ctx, 'account.miniProgramLogin', (input) => answer(() => miniProgramLogin(db, input.code, ctx.now())))
  define(app, ctx, 'account.userInfoByToken', (input) => answer(() => userInfoOf(db, input.token)))
}
