/**
 * The mini-program login of the reference server: a wx.login code stands for one WeChat user.
 * WeChat's own code2Session is not reachable from here, so the code itself is the user's identity:
 * the same code always gives the same community account, created on first use and kept in SQLite.
 * The broker's backend does the real exchange (docs/api.md).
 */
import { createHash } from 'node:crypto'
import type { MiniProgramLogin } from '@shared/api'
import { avatarPath } from '../../avatars'
import { prep, type DB } from '../../db'

const keyOf = (code: string): string => createHash('sha256').update(code).digest('hex').slice(0, 12)

/**
 * Whether logging in with this code would make a new account (a code that names no account yet); what draws
 * on the per-address budget of new accounts (http/limits.ts). Anything but text makes nothing.
 */
export function wouldCreateAccount(db: DB, code: unknown): boolean {
  if (typeof code !== 'string' || code === '') return false
  return !prep(db, 'SELECT 1 FROM accounts WHERE id = ?').get(`wx-${keyOf(code)}`)
}

export function miniProgramAccount(db: DB, code: string, now: number = Date.now()): MiniProgramLogin {
  const key = keyOf(code)
  const account = {
    id: `wx-${key}`,
    userCode: `wx-user-${key}`,
    token: `wx-token-${key}`,
    cid: `wx-cid-${key}`,
    nickname: `微信用户${key.slice(0, 4)}`,
    // One of the avatars the server draws (server/avatars.ts), picked by the same key; a small number keeps the address
    // within what the picture route accepts.
    avatar: avatarPath(parseInt(key.slice(0, 6), 16) % 64),
  }
  prep(
    db,
    `INSERT OR IGNORE INTO accounts (id, user_code, token, cid, kind, nickname, avatar, created_at)
     VALUES (@id, @userCode, @token, @cid, 0, @nickname, @avatar, @now)`,
  ).run({ ...account, now })
  const row = prep(db, 'SELECT id, user_code, token, nickname, avatar FROM accounts WHERE id = ?').get(account.id) as {
    id: string
    user_code: string
    token: string
    nickname: string
    avatar: string
  }
  return { accountId: row.id, userCode: row.user_code, token: row.token, nickName: row.nickname, avatarUrl: row.avatar }
}
