/**
 * The account service (docs/product.md §4.15, profile and account settings): who a token belongs to, its verification,
 * its bound outside accounts, cancellation of the account, and the mini-program login. Every refusal is an ApiError
 * whose message the account service's own envelope carries.
 */
import type { CancellationStatus, MiniProgramLogin, OuterBinding, UserAuth, UserInfoByToken } from '@shared/api'
import { prep, type DB } from '../../db'
import { ApiError, badRequest, notFound } from '../../http/envelope'
import { fmtDate } from '../format'
import { miniProgramAccount } from './mini-program-login'

export { miniProgramAccount, wouldCreateAccount } from './mini-program-login'

export const ACCOUNT_SERVICE_MESSAGES = {
  notLoggedIn: '登录已失效，请重新登录',
  badCode: '微信登录失败，请重试',
  missingOuterType: '缺少必填参数：outerType',
  notBound: '未绑定该类型的账号',
} as const

export const LOGOUT_REASONS = {
  unbindFirst: '请先解除绑定的第三方账号，再申请注销',
  alreadyPending: '已提交注销申请',
} as const

interface TokenOwner {
  id: string
  nickname: string
  avatar: string
  logout_status: 'normal' | 'pending' | 'done'
  logout_applied_at: number | null
  risk_level: string | null
}

/** The account a token belongs to; an unknown or empty token is "not logged in". */
function ownerOf(db: DB, token: string | undefined): TokenOwner {
  const owner = token
    ? (prep(
        db,
        'SELECT id, nickname, avatar, logout_status, logout_applied_at, risk_level FROM accounts WHERE token = ?',
      ).get(token) as TokenOwner | undefined)
    : undefined
  if (!owner) throw new ApiError(401, ACCOUNT_SERVICE_MESSAGES.notLoggedIn)
  return owner
}

/**
 * An account may ask to be cancelled once no outside account is bound to it (the bindings are the person's to undo
 * first, so no login path is left pointing at a closed account), and only once while a request is pending.
 */
function cancellationOf(db: DB, owner: TokenOwner): CancellationStatus {
  const bound = (
    prep(db, 'SELECT COUNT(*) AS n FROM outer_bindings WHERE account_id = ?').get(owner.id) as { n: number }
  ).n
  const reason =
    owner.logout_status !== 'normal' ? LOGOUT_REASONS.alreadyPending : bound > 0 ? LOGOUT_REASONS.unbindFirst : null
  return {
    status: owner.logout_status,
    applyDate: fmtDate(owner.logout_applied_at),
    allowed: reason === null,
    reason,
  }
}

export function cancellationStatus(db: DB, token: string | undefined): CancellationStatus {
  return cancellationOf(db, ownerOf(db, token))
}

/** Withdraws a pending cancellation; an account with none stays as it was. */
export function withdrawCancellation(db: DB, token: string | undefined): CancellationStatus {
  const owner = ownerOf(db, token)
  prep(db, "UPDATE accounts SET logout_status = 'normal', logout_applied_at = NULL WHERE id = ?").run(owner.id)
  return cancellationStatus(db, token)
}

/** Asks for the account to be cancelled, when cancellationOf allows it; the refusal carries its reason. */
export function applyForCancellation(db: DB, token: string | undefined, now: number): CancellationStatus {
  const owner = ownerOf(db, token)
  const status = cancellationOf(db, owner)
  if (!status.allowed) throw badRequest(status.reason ?? LOGOUT_REASONS.alreadyPending)
  prep(db, "UPDATE accounts SET logout_status = 'pending', logout_applied_at = ? WHERE id = ?").run(now, owner.id)
  return cancellationStatus(db, token)
}

/** The outside accounts bound to the token's account, the earliest bound first. */
export function outerBindings(db: DB, token: string | undefined): OuterBinding[] {
  const owner = ownerOf(db, token)
  const rows = prep(
    db,
    'SELECT outer_type, outer_id, nickname, bound_at FROM outer_bindings WHERE account_id = ? ORDER BY bound_at',
  ).all(owner.id) as { outer_type: string; outer_id: string; nickname: string; bound_at: number }[]
  return rows.map((r) => ({
    outerType: r.outer_type,
    outerId: r.outer_id,
    nickName: r.nickname,
    boundDate: fmtDate(r.bound_at),
  }))
}

export function unbindOuter(db: DB, token: string | undefined, outerType: string | undefined): { unbound: boolean } {
  const owner = ownerOf(db, token)
  if (!outerType) throw badRequest(ACCOUNT_SERVICE_MESSAGES.missingOuterType)
  const changed = prep(db, 'DELETE FROM outer_bindings WHERE account_id = ? AND outer_type = ?').run(
    owner.id,
    outerType,
  ).changes
  if (!changed) throw notFound(ACCOUNT_SERVICE_MESSAGES.notBound)
  return { unbound: true }
}

/** Every account here is verified by real name; a fund account is bound once a risk level is known. */
export function userAuth(db: DB, token: string | undefined): UserAuth {
  const owner = ownerOf(db, token)
  return { realName: true, fundAccountBound: owner.risk_level !== null, riskLevel: owner.risk_level }
}

export function nickNameOf(db: DB, token: string | undefined): { nickName: string } {
  return { nickName: ownerOf(db, token).nickname }
}

export function userInfoOf(db: DB, token: string | undefined): UserInfoByToken {
  const owner = ownerOf(db, token)
  return { accountId: owner.id, avatarUrl: owner.avatar, nickName: owner.nickname }
}

/** A code is at most a few dozen printable characters; anything else is not from wx.login. */
export function miniProgramLogin(db: DB, code: string, now: number): MiniProgramLogin {
  if (!/^[\x21-\x7e]+$/.test(code)) throw badRequest(ACCOUNT_SERVICE_MESSAGES.badCode)
  return miniProgramAccount(db, code, now)
}
