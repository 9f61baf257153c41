/**
 * Lives and short videos (docs/product.md §4.11): the lists of lives (all, by status, by account), booking a
 * reminder for an upcoming live, how a live opens, and an account's short videos. Whether the viewer booked a live
 * or liked a video is laid on only for a verified viewer.
 */
import type { Live, LiveStatus, Page, ShortVideo } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { badRequest, notFound } from '../../http/envelope'
import { LIVE_STATUS, author, requireAccountExists, viewerSets, type FeedPaging } from '../content'
import { fmtDate, offsetOf, page } from '../format'

export const LIVE_MESSAGES = { missing: '直播不存在', notUpcoming: '直播已开始或已结束，无需预约' } as const

interface LiveRow {
  id: number
  webinar_id: string
  account_id: string
  title: string
  cover: string
  supplier: number
  open_type: number
  status: number
  start_at: number
  end_at: number | null
  viewers: number
  link_url: string
  nickname: string
  avatar: string
  kind: number
}

const LIVE_SELECT = 'SELECT l.*, a.nickname, a.avatar, a.kind FROM lives l JOIN accounts a ON a.id = l.account_id'

function bookedBy(db: DB, viewer: Viewer | undefined, liveIds: number[]): Set<number> {
  if (!viewer || liveIds.length === 0) return new Set()
  const found = prep(
    db,
    'SELECT live_id AS id FROM live_appointments WHERE account_id = ? AND live_id IN (SELECT value FROM json_each(?))',
  ).all(viewer, JSON.stringify(liveIds)) as { id: number }[]
  return new Set(found.map((r) => r.id))
}

function toLives(db: DB, rows: LiveRow[], viewer: Viewer | undefined): Live[] {
  const booked = bookedBy(
    db,
    viewer,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({
    webinarId: r.webinar_id,
    title: r.title,
    cover: r.cover,
    accountId: r.account_id,
    author: author(r.nickname, r.avatar, r.kind),
    startTime: fmtDate(r.start_at),
    endTime: fmtDate(r.end_at),
    status: LIVE_STATUS[r.status] ?? 'ended',
    supplier: r.supplier,
    openType: r.open_type,
    viewCount: r.viewers,
    appointed: booked.has(r.id),
    linkUrl: r.link_url || null,
  }))
}

/** The latest start first. */
function livePage(
  db: DB,
  where: string,
  params: unknown[],
  paging: FeedPaging,
  viewer: Viewer | undefined,
): Page<Live> {
  const { pageNum, pageSize } = paging
  const rows = prep(db, `${LIVE_SELECT} WHERE ${where} ORDER BY l.start_at DESC, l.id DESC LIMIT ? OFFSET ?`).all(
    ...params,
    pageSize,
    offsetOf(pageNum, pageSize),
  ) as LiveRow[]
  const total = (prep(db, `SELECT COUNT(*) AS n FROM lives l WHERE ${where}`).get(...params) as { n: number }).n
  return page(toLives(db, rows, viewer), total, pageNum, pageSize)
}

/** Every live, or those in one status. */
export function lives(
  db: DB,
  status: LiveStatus | undefined,
  paging: FeedPaging,
  viewer: Viewer | undefined,
): Page<Live> {
  return status
    ? livePage(db, 'l.status = ?', [LIVE_STATUS.indexOf(status)], paging, viewer)
    : livePage(db, '1', [], paging, viewer)
}

/** One account's lives; 404 for an account that does not exist. */
export function livesBy(db: DB, accountId: string, paging: FeedPaging, viewer: Viewer | undefined): Page<Live> {
  requireAccountExists(db, accountId)
  return livePage(db, 'l.account_id = ?', [accountId], paging, viewer)
}

/** Books `caller` a reminder for an upcoming live; booking twice is booking once. */
export function bookLive(db: DB, caller: Viewer, webinarId: string, now: number): { appointed: true } {
  const live = prep(db, 'SELECT id, status FROM lives WHERE webinar_id = ?').get(webinarId) as
    { id: number; status: number } | undefined
  if (!live) throw notFound(LIVE_MESSAGES.missing)
  if (LIVE_STATUS[live.status] !== 'upcoming') throw badRequest(LIVE_MESSAGES.notUpcoming)
  prep(db, 'INSERT OR IGNORE INTO live_appointments (account_id, live_id, created_at) VALUES (?, ?, ?)').run(
    caller,
    live.id,
    now,
  )
  return { appointed: true }
}

/** How the live opens (the live service's open type). */
export function liveOpenType(db: DB, webinarId: string): number {
  const live = prep(db, 'SELECT open_type FROM lives WHERE webinar_id = ?').get(webinarId) as
    { open_type: number } | undefined
  if (!live) throw notFound(LIVE_MESSAGES.missing)
  return live.open_type
}

interface VideoRow {
  id: number
  title: string
  cover: string
  account_id: string
  praise_count: number
  comment_count: number
  created_at: number
  video_url: string
  duration_s: number
  nickname: string
  avatar: string
  kind: number
}

/** One account's short videos that are not taken down, newest first; 404 for an account that does not exist. */
export function videosBy(db: DB, accountId: string, paging: FeedPaging, viewer: Viewer | undefined): Page<ShortVideo> {
  requireAccountExists(db, accountId)
  const rows = prep(
    db,
    `SELECT d.id, d.title, d.cover, d.account_id, d.praise_count, d.comment_count, d.created_at, v.video_url, v.duration_s, a.nickname, a.avatar, a.kind
     FROM dynamics d JOIN short_videos v ON v.dynamic_id = d.id JOIN accounts a ON a.id = d.account_id
     WHERE d.account_id = ? AND d.status >= 0 ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`,
  ).all(accountId, paging.pageSize, offsetOf(paging.pageNum, paging.pageSize)) as VideoRow[]
  const total = (
    prep(
      db,
      'SELECT COUNT(*) AS n FROM dynamics d JOIN short_videos v ON v.dynamic_id = d.id WHERE d.account_id = ? AND d.status >= 0',
    ).get(accountId) as { n: number }
  ).n
  const { praised } = viewerSets(
    db,
    viewer,
    rows.map((r) => r.id),
    [],
  )
  const list = rows.map((r) => ({
    videoId: String(r.id),
    pubId: String(r.id),
    forId: String(r.id),
    title: r.title,
    cover: r.cover,
    videoUrl: r.video_url,
    duration: r.duration_s,
    accountId: r.account_id,
    author: author(r.nickname, r.avatar, r.kind),
    praiseCount: r.praise_count,
    commentCount: r.comment_count,
    praised: praised.has(r.id),
    createdDate: fmtDate(r.created_at),
  }))
  return page(list, total, paging.pageNum, paging.pageSize)
}
