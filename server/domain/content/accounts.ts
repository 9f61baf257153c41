/** Accounts, row → contract shape, with whether the viewer follows each. */
import type { Account, AccountKind } from '@shared/api'
import { prep, type DB } from '../../db'
import { notFound } from '../../http/envelope'
import type { Viewer } from '../../http/auth'
import { KINDS } from './dynamics'

const VERIFIED: Record<AccountKind, string | null> = { user: null, bigV: '认证财经博主', org: '认证机构' }

export interface AccountRow {
  id: string
  nickname: string
  avatar: string
  bio: string
  kind: number
  followers: number
  following: number
}

export const ACCOUNT_SELECT = `SELECT a.id, a.nickname, a.avatar, a.bio, a.kind,
  (SELECT COUNT(*) FROM follows f WHERE f.to_account_id = a.id) AS followers,
  (SELECT COUNT(*) FROM follows f WHERE f.account_id = a.id) AS following
  FROM accounts a`

export function toAccount(row: AccountRow, followed: boolean): Account {
  const kind = KINDS[row.kind] ?? 'user'
  return {
    accountId: row.id,
    nickName: row.nickname,
    avatar: row.avatar,
    bio: row.bio,
    kind,
    verifiedTitle: VERIFIED[kind],
    followers: row.followers,
    following: row.following,
    followed,
  }
}

export function toAccounts(db: DB, rows: AccountRow[], viewer: Viewer | undefined): Account[] {
  let followed = new Set<string>()
  if (viewer && rows.length) {
    const found = prep(
      db,
      'SELECT to_account_id AS id FROM follows WHERE account_id = ? AND to_account_id IN (SELECT value FROM json_each(?))',
    ).all(viewer, JSON.stringify(rows.map((r) => r.id))) as { id: string }[]
    followed = new Set(found.map((r) => r.id))
  }
  return rows.map((r) => toAccount(r, followed.has(r.id)))
}

export function loadAccount(db: DB, accountId: string, viewer: Viewer | undefined): Account {
  const row = prep(db, `${ACCOUNT_SELECT} WHERE a.id = ?`).get(accountId) as AccountRow | undefined
  if (!row) throw notFound('用户不存在')
  return toAccounts(db, [row], viewer)[0]
}

export function requireAccountExists(db: DB, accountId: string): void {
  if (!prep(db, 'SELECT 1 FROM accounts WHERE id = ?').get(accountId)) throw notFound('用户不存在')
}
