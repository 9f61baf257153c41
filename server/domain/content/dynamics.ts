/**
 * Dynamics, row → contract shape. Viewer flags (praised, followed) come from one cached pair of sets per viewer, so
 * a page of 20 costs a fixed handful of statements.
 */
import type { AccountKind, AuthorBrief, Dynamic, LiveStatus, StockRef, TopicRef } from '@shared/api'
import { LIVE_STATUSES } from '@shared/api'
import { prep, type DB } from '../../db'
import { notFound } from '../../http/envelope'
import type { Viewer } from '../../http/auth'
import { cached } from '../cache'
import { fmtDate } from '../format'

export const KINDS: readonly AccountKind[] = ['user', 'bigV', 'org']
/** Indexed by lives.status. */
export const LIVE_STATUS: readonly LiveStatus[] = LIVE_STATUSES

export interface DynamicRow {
  id: number
  pub_type: number
  source: string
  account_id: string
  title: string
  summary: string
  cover: string
  images: string
  stocks: string
  topics: string
  is_html: number
  org_art_id: string | null
  share_url: string | null
  link_url: string | null
  h5_url: string | null
  native_url: string | null
  out_link_ios: string | null
  out_link_android: string | null
  supplier: number | null
  webinar_id: string | null
  subject: string | null
  open_type: number | null
  is_robot_write: number
  is_news: number
  for_id: number | null
  circle_id: number | null
  status: number
  is_top: number
  praise_count: number
  comment_count: number
  view_count: number
  created_at: number
  nickname: string
  avatar: string
  author_kind: number
  circle_name: string | null
  duration_s: number | null
  live_status: number | null
  worn_badge: string | null
}

export interface DynamicDetailRow extends DynamicRow {
  body: string
}

/** The show-role badge an account wears, as 'icon name' (docs/product.md §4.18); one at a time. */
export const wornBadge = (accountColumn: string) =>
  `(SELECT sr.badge || ' ' || sr.name FROM account_roles ar JOIN show_roles sr ON sr.id = ar.role_id
    WHERE ar.account_id = ${accountColumn} AND ar.shown = 1 LIMIT 1) AS worn_badge`

// Lists leave the body out: it is most of a row's bytes and no card shows it.
const DYNAMIC_COLUMNS = `d.id, d.pub_type, d.source, d.account_id, d.title, d.summary, d.cover, d.images, d.stocks, d.topics, d.is_html,
  d.org_art_id, d.share_url, d.link_url, d.h5_url, d.native_url, d.out_link_ios, d.out_link_android, d.supplier, d.webinar_id,
  d.subject, d.open_type, d.is_robot_write, d.is_news, d.for_id, d.circle_id, d.status, d.is_top, d.praise_count,
  d.comment_count, d.view_count, d.created_at, a.nickname, a.avatar, a.kind AS author_kind, c.name AS circle_name,
  v.duration_s, l.status AS live_status, ${wornBadge('d.account_id')}`

/** Every dynamic read selects through this, so the serializer always finds the columns it needs. */
export const DYNAMIC_SELECT = `SELECT ${DYNAMIC_COLUMNS}
  FROM dynamics d
  JOIN accounts a ON a.id = d.account_id
  LEFT JOIN circles c ON c.id = d.circle_id
  LEFT JOIN short_videos v ON v.dynamic_id = d.id
  LEFT JOIN lives l ON l.dynamic_id = d.id`

/** Rows with status -1 were deleted by their author; taken-down rows (0) still show, flagged offShelf. */
export const VISIBLE = 'd.status >= 0'

export function author(nickname: string, avatar: string, kind: number, wornBadge?: string | null): AuthorBrief {
  const brief: AuthorBrief = { nickName: nickname, avatar, kind: KINDS[kind] ?? 'user' }
  if (wornBadge) {
    const [icon, ...name] = wornBadge.split(' ')
    brief.badge = { icon, name: name.join(' ') }
  }
  return brief
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

export interface ViewerSets {
  praised: Set<number>
  followed: Set<string>
}

/**
 * Everything the viewer liked and follows, held until the next write. Looking a page's ids up in
 * these sets is cheaper than two IN-queries per request, and a community account's likes and
 * follows number in the hundreds at most.
 */
export function viewerSets(db: DB, viewer: Viewer | undefined, dynamicIds: number[], _authorIds: string[]): ViewerSets {
  if (!viewer || dynamicIds.length === 0) return { praised: new Set(), followed: new Set() }
  return cached(db, `viewer:${viewer}`, () => {
    const praised = prep(db, "SELECT target_id AS id FROM likes WHERE account_id = ? AND target_type = 'dynamic'").all(
      viewer,
    ) as {
      id: number
    }[]
    const followed = prep(db, 'SELECT to_account_id AS id FROM follows WHERE account_id = ?').all(viewer) as {
      id: string
    }[]
    return { praised: new Set(praised.map((r) => r.id)), followed: new Set(followed.map((r) => r.id)) }
  })
}

export function toDynamic(row: DynamicRow, sets: ViewerSets): Dynamic {
  const praised = sets.praised.has(row.id)
  const idText = String(row.id)
  return {
    pubType: row.pub_type,
    pubId: idText,
    articleId: idText,
    orgArtId: row.org_art_id,
    title: row.title,
    shareUrl: row.share_url,
    supplier: row.supplier,
    webinarId: row.webinar_id,
    subject: row.subject,
    openType: row.open_type,
    isRobotWrite: row.is_robot_write ? 1 : 0,
    outLinkUrlIos: row.out_link_ios,
    outLinkUrlAndroid: row.out_link_android,
    accountId: row.account_id,
    h5Url: row.h5_url,
    nativeUrl: row.native_url,
    followed: sets.followed.has(row.account_id),
    createdDate: fmtDate(row.created_at),
    isNews: row.is_news ? 1 : 0,
    praise: praised ? 1 : 0,
    forId: idText,
    author: author(row.nickname, row.avatar, row.author_kind, row.worn_badge),
    summary: row.summary,
    images: parseJson<string[]>(row.images, []),
    stocks: parseJson<StockRef[]>(row.stocks, []),
    topics: parseJson<TopicRef[]>(row.topics, []),
    circle: row.circle_id ? { circleId: String(row.circle_id), name: row.circle_name ?? '' } : null,
    praiseCount: row.praise_count,
    commentCount: row.comment_count,
    praised,
    offShelf: row.status === 0,
    duration: row.duration_s,
    liveStatus: row.live_status === null ? null : (LIVE_STATUS[row.live_status] ?? null),
  }
}

export function toDynamics(db: DB, rows: DynamicRow[], viewer: Viewer | undefined): Dynamic[] {
  const sets = viewerSets(
    db,
    viewer,
    rows.map((r) => r.id),
    rows.map((r) => r.account_id),
  )
  return rows.map((r) => toDynamic(r, sets))
}

export function loadDynamic(db: DB, articleId: string | number): DynamicDetailRow {
  // Only the canonical spelling names an article: '0x1', '1e0', '+1' or '1.0' is not article 1.
  const n = typeof articleId === 'number' || /^[1-9][0-9]{0,15}$/.test(articleId) ? Number(articleId) : NaN
  const sql = `${DYNAMIC_SELECT.replace('SELECT ', 'SELECT d.body, ')} WHERE d.id = ? AND ${VISIBLE}`
  const row = Number.isSafeInteger(n) ? (prep(db, sql).get(n) as DynamicDetailRow | undefined) : undefined
  if (!row) throw notFound('内容不存在或已删除')
  return row
}
