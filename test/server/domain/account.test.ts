import type { DB } from '../../../server/db'
import {
  ACCOUNT_SERVICE_MESSAGES,
  LOGOUT_REASONS,
  applyForCancellation,
  cancellationStatus,
  miniProgramLogin,
  nickNameOf,
  outerBindings,
  unbindOuter,
  userAuth,
  userInfoOf,
  withdrawCancellation,
  wouldCreateAccount,
} from '../../../server/domain/account'
import { DEV_ID, SEED_NOW, seededDatabase } from './seeded'

let db: DB
beforeEach(() => {
  db = seededDatabase()
})
afterEach(() => db.close())

const DEV_TOKEN = 'dev-token-10001'
const refusal = (message: string) => expect.objectContaining({ message })

test('every call that needs a token refuses a missing or unknown one as not logged in', () => {
  const calls = [
    cancellationStatus,
    withdrawCancellation,
    (d: DB, t: string | undefined) => applyForCancellation(d, t, SEED_NOW),
    outerBindings,
    (d: DB, t: string | undefined) => unbindOuter(d, t, 'wx'),
    userAuth,
    nickNameOf,
    userInfoOf,
  ]
  for (const call of calls) {
    expect(() => call(db, undefined)).toThrow(refusal(ACCOUNT_SERVICE_MESSAGES.notLoggedIn))
    expect(() => call(db, 'no-such-token')).toThrow(refusal(ACCOUNT_SERVICE_MESSAGES.notLoggedIn))
  }
})

test('the token names its owner', () => {
  expect(userInfoOf(db, DEV_TOKEN)).toMatchObject({ accountId: DEV_ID, nickName: '测试用户' })
  expect(nickNameOf(db, DEV_TOKEN)).toEqual({ nickName: '测试用户' })
  expect(userAuth(db, DEV_TOKEN)).toEqual({ realName: true, fundAccountBound: true, riskLevel: 'C3' })
})

describe('cancelling an account', () => {
  test('is refused while an outside account is bound, and allowed once it is unbound', () => {
    expect(cancellationStatus(db, DEV_TOKEN)).toMatchObject({ allowed: false, reason: LOGOUT_REASONS.unbindFirst })
    expect(() => applyForCancellation(db, DEV_TOKEN, SEED_NOW)).toThrow(refusal(LOGOUT_REASONS.unbindFirst))
    unbindOuter(db, DEV_TOKEN, 'wx')
    expect(cancellationStatus(db, DEV_TOKEN)).toEqual({
      status: 'normal',
      applyDate: null,
      allowed: true,
      reason: null,
    })
  })

  test('is pending from the day it is asked, cannot be asked twice, and can be withdrawn', () => {
    unbindOuter(db, DEV_TOKEN, 'wx')
    expect(applyForCancellation(db, DEV_TOKEN, SEED_NOW)).toEqual({
      status: 'pending',
      applyDate: '2026-11-20 12:00:00',
      allowed: false,
      reason: LOGOUT_REASONS.alreadyPending,
    })
    expect(() => applyForCancellation(db, DEV_TOKEN, SEED_NOW)).toThrow(refusal(LOGOUT_REASONS.alreadyPending))
    expect(withdrawCancellation(db, DEV_TOKEN)).toMatchObject({ status: 'normal', applyDate: null, allowed: true })
  })
})

describe('outside accounts', () => {
  test('are listed for their account and found by type and id', () => {
    expect(outerBindings(db, DEV_TOKEN)).toEqual([
      expect.objectContaining({ outerType: 'wx', outerId: 'wx-openid-dev-10001', nickName: '微信测试用户' }),
    ])
  })

  test('are unbound by type once; a type not bound or not given is refused', () => {
    expect(() => unbindOuter(db, DEV_TOKEN, '')).toThrow(refusal(ACCOUNT_SERVICE_MESSAGES.missingOuterType))
    expect(unbindOuter(db, DEV_TOKEN, 'wx')).toEqual({ unbound: true })
    expect(() => unbindOuter(db, DEV_TOKEN, 'wx')).toThrow(refusal(ACCOUNT_SERVICE_MESSAGES.notBound))
    expect(outerBindings(db, DEV_TOKEN)).toEqual([])
  })
})

describe('the mini-program login', () => {
  test('makes one account per code, the same on every login', () => {
    expect(wouldCreateAccount(db, 'code-a')).toBe(true)
    const first = miniProgramLogin(db, 'code-a', SEED_NOW)
    expect(wouldCreateAccount(db, 'code-a')).toBe(false)
    expect(miniProgramLogin(db, 'code-a', SEED_NOW + 1000)).toEqual(first)
    expect(miniProgramLogin(db, 'code-b', SEED_NOW).accountId).not.toBe(first.accountId)
    expect(userInfoOf(db, first.token).accountId).toBe(first.accountId)
  })

  test('refuses a code with spaces or characters wx.login never gives', () => {
    for (const code of ['has space', '中文', 'tab\there']) {
      expect(() => miniProgramLogin(db, code, SEED_NOW)).toThrow(refusal(ACCOUNT_SERVICE_MESSAGES.badCode))
    }
    expect(wouldCreateAccount(db, '')).toBe(false)
    expect(wouldCreateAccount(db, 42)).toBe(false)
  })
})
