/**
 * Notices of taps (docs/product.md §4.15): a like or a follow tells its target once a China day per actor,
 * target and kind, so a follow/unfollow or like/unlike cycle cannot flood someone's messages (issue 29).
 */
import { dayString } from './china-day'
import { prep, type DB } from './db'

export interface TapNotice {
  /** Who is told. */
  to: string
  /** Who tapped. */
  from: string
  kind: 'praise' | 'follow'
  content: string
  /** The liked item; null for a follow. */
  dynamicId: number | null
}

/** Midnight of the China day `now` falls in. */
const dayStart = (now: number): number => Date.parse(`${dayString(now)}T00:00:00+08:00`)

/** Writes the notice unless the same one was written earlier that day; true when written. */
export function notifyOncePerDay(db: DB, notice: TapNotice, now: number): boolean {
  const sent = prep(
    db,
    `SELECT 1 FROM messages WHERE account_id = ? AND from_account_id = ? AND kind = ? AND dynamic_id IS ?
     AND created_at >= ? LIMIT 1`,
  ).get(notice.to, notice.from, notice.kind, notice.dynamicId, dayStart(now))
  if (sent) return false
  prep(
    db,
    'INSERT INTO messages (account_id, from_account_id, kind, content, dynamic_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(notice.to, notice.from, notice.kind, notice.content, notice.dynamicId, now)
  return true
}
