import type { FastifyInstance } from 'fastify'
import type { AccountEnvelope, CancellationStatus, OuterBinding } from '@shared/api'
import { prep, type DB } from '../db'
import { define, fmtDate, obj, str, type RouteContext } from './define'
import { miniProgramAccount } from './mini-program-login'

/**
 * The account service answers in its own envelope (resultCode 'S' / 'E') with HTTP 200, as the
 * broker's gateway does, so an unknown token is an 'E' answer rather than a 401.
 */
const success = <T>(attach: T): AccountEnvelope<T> => ({ resultCode: 'S', resultMsg: '成功', attach })
// `attach` is absent in meaning on failure; the client reads resultCode first and never touches it.
const failure = <T>(message: string): AccountEnvelope<T> => ({
  resultCode: 'E',
  resultMsg: message,
  attach: null as unknown as T,
})

interface TokenOwner {
  id: string
  nickname: string
  avatar: string
  kind: number
  logout_status: 'normal' | 'pending' | 'done'
  logout_applied_at: number | null
  risk_level: string | null
}

function owner(db: DB, token: string | undefined): TokenOwner | undefined {
  if (!token) return undefined
  return prep(
    db,
    'SELECT id, nickname, avatar, kind, logout_status, logout_applied_at, risk_level FROM accounts WHERE token = ?',
  ).get(token) as TokenOwner | undefined
}

const NOT_LOGGED_IN = '登录已失效，请重新登录'
export const LOGOUT_REASONS = {
  unbindFirst: '请先解除绑定的第三方账号，再申请注销',
  alreadyPending: '已提交注销申请',
} as const
const BAD_CODE = '微信登录失败，请重试'
const tokenSchema = obj({ token: str(128, 0) })

export function registerAccountRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  /**
   * An account may ask to be cancelled once no outside account is bound to it (the bindings are
   * the person's to undo first, so no login path is left pointing at a closed account).
   */
  const logoutStatus = (o: TokenOwner): CancellationStatus => {
    const bound = (prep(db, 'SELECT COUNT(*) AS n FROM outer_bindings WHERE account_id = ?').get(o.id) as { n: number })
      .n
    const reason =
      o.logout_status !== 'normal' ? LOGOUT_REASONS.alreadyPending : bound > 0 ? LOGOUT_REASONS.unbindFirst : null
    return { status: o.logout_status, applyDate: fmtDate(o.logout_applied_at), allowed: reason === null, reason }
  }

  define(app, ctx, 'account.checkLogout', tokenSchema, (input) => {
    const o = owner(db, input.token)
    return o ? success(logoutStatus(o)) : failure(NOT_LOGGED_IN)
  })

  define(app, ctx, 'account.cancelLogout', tokenSchema, (input) => {
    const o = owner(db, input.token)
    if (!o) return failure(NOT_LOGGED_IN)
    prep(db, "UPDATE accounts SET logout_status = 'normal', logout_applied_at = NULL WHERE id = ?").run(o.id)
    return success(logoutStatus(owner(db, input.token) as TokenOwner))
  })

  define(app, ctx, 'account.applyLogout', tokenSchema, (input) => {
    const o = owner(db, input.token)
    if (!o) return failure(NOT_LOGGED_IN)
    const status = logoutStatus(o)
    if (!status.allowed) return failure(status.reason ?? LOGOUT_REASONS.alreadyPending)
    prep(db, "UPDATE accounts SET logout_status = 'pending', logout_applied_at = ? WHERE id = ?").run(Date.now(), o.id)
    return success(logoutStatus(owner(db, input.token) as TokenOwner))
  })

  define(app, ctx, 'account.queryOuterBound', tokenSchema, (input) => {
    const o = owner(db, input.token)
    if (!o) return failure(NOT_LOGGED_IN)
    const rows = prep(
      db,
      'SELECT outer_type, outer_id, nickname, bound_at FROM outer_bindings WHERE account_id = ? ORDER BY bound_at',
    ).all(o.id) as {
      outer_type: string
      outer_id: string
      nickname: string
      bound_at: number
    }[]
    return success<OuterBinding[]>(
      rows.map((r) => ({
        outerType: r.outer_type,
        outerId: r.outer_id,
        nickName: r.nickname,
        boundDate: fmtDate(r.bound_at),
      })),
    )
  })

  define(app, ctx, 'account.unboundOuter', obj({ token: str(128, 0), outerType: str(32, 0) }), (input) => {
    const o = owner(db, input.token)
    if (!o) return failure(NOT_LOGGED_IN)
    if (!input.outerType) return failure('缺少必填参数：outerType')
    const changed = prep(db, 'DELETE FROM outer_bindings WHERE account_id = ? AND outer_type = ?').run(
      o.id,
      input.outerType,
    ).changes
    return changed ? success({ unbound: true }) : failure('未绑定该类型的账号')
  })

  define(app, ctx, 'account.queryOuterAccount', obj({ outerType: str(32, 0), outerId: str(128, 0) }), (input) => {
    if (!input.outerType || !input.outerId) return failure('缺少必填参数：outerType / outerId')
    const row = prep(db, 'SELECT account_id FROM outer_bindings WHERE outer_type = ? AND outer_id = ?').get(
      input.outerType,
      input.outerId,
    ) as { account_id: string } | undefined
    return success({ bound: !!row, accountId: row?.account_id ?? null })
  })

  define(app, ctx, 'account.queryUserAuth', tokenSchema, (input) => {
    const o = owner(db, input.token)
    if (!o) return failure(NOT_LOGGED_IN)
    return success({ realName: true, fundAccountBound: o.risk_level !== null, riskLevel: o.risk_level })
  })

  define(app, ctx, 'account.findNickNameByToken', tokenSchema, (input) => {
    const o = owner(db, input.token)
    return o ? success({ nickName: o.nickname }) : failure(NOT_LOGGED_IN)
  })

  // A code is at most a few dozen printable characters; anything else is not from wx.login.
  define(app, ctx, 'account.miniProgramLogin', obj({ code: str(128) }, ['code']), (input) =>
    /^[\x21-\x7e]+$/.test(input.code) ? success(miniProgramAccount(db, input.code)) : failure(BAD_CODE),
  )

  define(app, ctx, 'account.userInfoByToken', tokenSchema, (input) => {
    const o = owner(db, input.token)
    return o ? success({ accountId: o.id, avatarUrl: o.avatar, nickName: o.nickname }) : failure(NOT_LOGGED_IN)
  })
}
