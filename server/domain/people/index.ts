/**
 * People: an account's home (profile and counts), what one account wrote, and an account's own WeChat binding and
 * active days.
 */
import type { Account, BigVHome, Dynamic, Page, WxBindInfo } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { dayString } from '../../china-day'
import { feedPage, type FeedPaging } from '../content'
import { loadAccount, requireAccountExists } from '../content'

export { updateProfile, type ProfileChange } from './profile'

export const ACCOUNT_MESSAGES = { missing: '用户不存在' } as const

/** An account as `viewer` sees it (followed only when the viewer's token was checked); 404 when there is none. */
export function accountOf(db: DB, accountId: string, viewer: Viewer | undefined): Account {
  return loadAccount(db, accountId, viewer)
}

/**
 * An account's home: its profile and what it has published. Deleted items (status < 0) count for nothing;
 * "articles" are articles, posts, stock comments and news (pub types 2, 5, 7, 8), lives and videos their own kinds.
 */
export function bigVHome(db: DB, accountId: string, viewer: Viewer | undefined): BigVHome {
  const account = loadAccount(db, accountId, viewer)
  const counts = prep(
    db,
    `SELECT SUM(pub_type IN (2, 5, 7, 8)) AS articles, SUM(pub_type = 3) AS lives, SUM(pub_type = 6) AS videos, SUM(praise_count) AS praise
     FROM dynamics WHERE account_id = ? AND status >= 0`,
  ).get(accountId) as { articles: number | null; lives: number | null; videos: number | null; praise: number | null }
  return {
    account,
    articleCount: counts.articles ?? 0,
    liveCount: counts.lives ?? 0,
    videoCount: counts.videos ?? 0,
    praiseCount: counts.praise ?? 0,
  }
}

/** An account's articles and posts (pub types 2 and 5), newest first; 404 for an account that does not exist. */
export function articlesBy(db: DB, accountId: string, paging: FeedPaging, viewer: Viewer | undefined): Page<Dynamic> {
  requireAccountExists(db, accountId)
  return feedPage(db, paging, { where: 'd.account_id = ? AND d.pub_type IN (2, 5)', params: [accountId] }, viewer)
}

/** The WeChat account bound to one's own account; only its owner asks (the caller is verified). */
export function wxBindingOf(db: DB, accountId: Viewer): WxBindInfo {
  const row = prep(db, "SELECT nickname, avatar FROM outer_bindings WHERE account_id = ? AND outer_type = 'wx'").get(
    accountId,
  ) as { nickname: string; avatar: string } | undefined
  return { bound: !!row, nickName: row?.nickname ?? null, avatar: row?.avatar ?? null }
}

/** Notes that the account used the app on this China day; a day counts once however often it is reported. */
export function recordActiveDay(db: DB, accountId: Viewer, now: number): void {
  prep(db, 'INSERT OR IGNORE INTO active_users (account_id, day) VALUES (?, ?)').run(accountId, dayString(now))
}
