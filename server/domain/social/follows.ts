/**
 * Following accounts (docs/product.md §4.5). Following is idempotent and never of oneself; a new follow tells the
 * followed account once a China day, so a follow/unfollow cycle cannot flood its messages. 我的关注 (whom I follow,
 * their feed, when I last opened each one's news) is the account's own and takes a verified Viewer; whom any account
 * follows or is followed by is public, with the viewer's own follow flags laid on only for a verified viewer.
 */
import type { Account, Dynamic, FollowLastClickMap, FollowResult, FollowUser, Page } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { badRequest, notFound } from '../../http/envelope'
import { notifyOncePerDay } from '../../notify'
import {
  ACCOUNT_SELECT,
  feedPage,
  requireAccountExists,
  toAccounts,
  type AccountRow,
  type FeedPaging,
} from '../content'
import { fmtDate, offsetOf, page } from '../format'
import { SOCIAL_MESSAGES } from './messages'

const count = (db: DB, sql: string, ...params: unknown[]): number => (prep(db, sql).get(...params) as { n: number }).n

/** Follows or unfollows `toAccountId` and answers how many follow it now. */
export function setFollowing(db: DB, who: Viewer, toAccountId: string, follow: boolean, now: number): FollowResult {
  requireAccountExists(db, toAccountId)
  if (toAccountId === who) throw badRequest(SOCIAL_MESSAGES.followSelf)
  if (follow) {
    const added = prep(
      db,
      'INSERT OR IGNORE INTO follows (account_id, to_account_id, created_at, last_click_at) VALUES (?, ?, ?, NULL)',
    ).run(who, toAccountId, now).changes
    if (added)
      notifyOncePerDay(db, { to: toAccountId, from: who, kind: 'follow', content: '关注了你', dynamicId: null }, now)
  } else {
    prep(db, 'DELETE FROM follows WHERE account_id = ? AND to_account_id = ?').run(who, toAccountId)
  }
  return {
    followed: follow,
    followers: count(db, 'SELECT COUNT(*) AS n FROM follows WHERE to_account_id = ?', toAccountId),
  }
}

/** The accounts `me` follows, the latest followed first, each with the date of its newest dynamic (the news dot). */
export function followedAccounts(db: DB, me: Viewer, paging: FeedPaging): Page<FollowUser> {
  const rows = prep(
    db,
    `${ACCOUNT_SELECT} JOIN follows me ON me.to_account_id = a.id AND me.account_id = ?
     ORDER BY me.created_at DESC, a.id LIMIT ? OFFSET ?`,
  ).all(me, paging.pageSize, offsetOf(paging.pageNum, paging.pageSize)) as AccountRow[]
  const total = count(db, 'SELECT COUNT(*) AS n FROM follows WHERE account_id = ?', me)
  const latest = prep(db, 'SELECT MAX(created_at) AS t FROM dynamics WHERE account_id = ? AND status >= 0')
  const list = toAccounts(db, rows, me).map((a) => ({
    ...a,
    lastDynamicDate: fmtDate((latest.get(a.accountId) as { t: number | null }).t),
  }))
  return page(list, total, paging.pageNum, paging.pageSize)
}

/** What the accounts `me` follows write; someone who follows nobody yet sees the verified accounts, not nothing. */
export function followingFeed(db: DB, me: Viewer, paging: FeedPaging): Page<Dynamic> {
  const follows = count(db, 'SELECT COUNT(*) AS n FROM follows WHERE account_id = ?', me)
  const where = follows
    ? 'd.account_id IN (SELECT to_account_id FROM follows WHERE account_id = ?)'
    : 'd.account_id IN (SELECT id FROM accounts WHERE kind > 0 AND id <> ?)'
  return feedPage(db, paging, { where, params: [me] }, me)
}

/** When `me` last opened each followed account's news, by account id (never opened: left out). */
export function lastClickTimes(db: DB, me: Viewer): FollowLastClickMap {
  const rows = prep(
    db,
    'SELECT to_account_id AS id, last_click_at AS t FROM follows WHERE account_id = ? AND last_click_at IS NOT NULL',
  ).all(me) as { id: string; t: number }[]
  return Object.fromEntries(rows.map((r) => [r.id, fmtDate(r.t)]))
}

/** Notes that `me` opened a followed account's news now; an account `me` does not follow is 404. */
export function markNewsOpened(db: DB, me: Viewer, toAccountId: string, now: number): void {
  const changed = prep(db, 'UPDATE follows SET last_click_at = ? WHERE account_id = ? AND to_account_id = ?').run(
    now,
    me,
    toAccountId,
  ).changes
  if (!changed) throw notFound(SOCIAL_MESSAGES.notFollowing)
}

const PUBLIC_LISTS = {
  follows: {
    rows: `${ACCOUNT_SELECT} JOIN follows f2 ON f2.to_account_id = a.id AND f2.account_id = ? ORDER BY f2.created_at DESC, a.id LIMIT ? OFFSET ?`,
    total: 'SELECT COUNT(*) AS n FROM follows WHERE account_id = ?',
  },
  fans: {
    rows: `${ACCOUNT_SELECT} JOIN follows f2 ON f2.account_id = a.id AND f2.to_account_id = ? ORDER BY f2.created_at DESC, a.id LIMIT ? OFFSET ?`,
    total: 'SELECT COUNT(*) AS n FROM follows WHERE to_account_id = ?',
  },
} as const

/** Whom `accountId` follows ('follows') or who follows it ('fans'), the latest first. */
export function accountsAround(
  db: DB,
  accountId: string,
  which: keyof typeof PUBLIC_LISTS,
  paging: FeedPaging,
  viewer: Viewer | undefined,
): Page<Account> {
  requireAccountExists(db, accountId)
  const sql = PUBLIC_LISTS[which]
  const rows = prep(db, sql.rows).all(accountId, paging.pageSize, offsetOf(paging.pageNum, paging.pageSize))
  const list = toAccounts(db, rows as AccountRow[], viewer)
  return page(list, count(db, sql.total, accountId), paging.pageNum, paging.pageSize)
}

/** Verified accounts (not the viewer), the most followed first: whom a reader might follow. */
export function recommendedAccounts(db: DB, viewer: Viewer | undefined, paging: FeedPaging): Page<Account> {
  const rows = prep(
    db,
    `${ACCOUNT_SELECT} WHERE a.kind > 0 AND a.id <> ? ORDER BY followers DESC, a.id LIMIT ? OFFSET ?`,
  ).all(viewer ?? '', paging.pageSize, offsetOf(paging.pageNum, paging.pageSize)) as AccountRow[]
  const total = count(db, 'SELECT COUNT(*) AS n FROM accounts WHERE kind > 0 AND id <> ?', viewer ?? '')
  return page(toAccounts(db, rows, viewer), total, paging.pageNum, paging.pageSize)
}
