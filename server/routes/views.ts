/**
 * Row → contract shape. Viewer flags (praised, followed) are fetched for a whole page in one
 * query each (json_each over the ids), so a page of 20 costs a fixed handful of statements.
 */
import type {
  Account,
  AccountKind,
  AuthorBrief,
  Dynamic,
  LiveStatus,
  StockRef,
  TopicRef,
  Comment,
  Reply,
  Vote,
} from '@shared/api'
import { prep, type DB } from '../db'
import { fmtDate } from './define'
import { notFound } from '../http/envelope'
import { cached } from './cache'
import type { Viewer } from '../http/auth'

export const KINDS: readonly AccountKind[] = ['user', 'bigV', 'org']
const VERIFIED: Record<AccountKind, string | null> = { user: null, bigV: '认证财经博主', org: '认证机构' }
export const LIVE_STATUS: readonly LiveStatus[] = ['upcoming', 'live', 'ended']

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
const wornBadge = (accountColumn: string) =>
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

// ---- accounts -----------------------------------------------------------------------------------

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

// ---- comments -----------------------------------------------------------------------------------

export interface CommentRow {
  id: number
  dynamic_id: number
  account_id: string
  parent_id: number | null
  reply_to_account_id: string | null
  reply_to_nickname: string | null
  content: string
  praise_count: number
  created_at: number
  nickname: string
  avatar: string
  kind: number
  worn_badge: string | null
}

export const COMMENT_SELECT = `SELECT c.*, a.nickname, a.avatar, a.kind, r.nickname AS reply_to_nickname,
  ${wornBadge('c.account_id')}
  FROM comments c JOIN accounts a ON a.id = c.account_id LEFT JOIN accounts r ON r.id = c.reply_to_account_id`

export function toReply(row: CommentRow, praised: Set<number>): Reply {
  return {
    commentId: String(row.id),
    parentId: String(row.parent_id),
    articleId: String(row.dynamic_id),
    accountId: row.account_id,
    author: author(row.nickname, row.avatar, row.kind, row.worn_badge),
    replyTo: row.reply_to_account_id
      ? { accountId: row.reply_to_account_id, nickName: row.reply_to_nickname ?? '' }
      : null,
    content: row.content,
    createdDate: fmtDate(row.created_at),
    praiseCount: row.praise_count,
    praised: praised.has(row.id),
  }
}

export function toComment(row: CommentRow, replies: Reply[], replyCount: number, praised: Set<number>): Comment {
  return {
    commentId: String(row.id),
    articleId: String(row.dynamic_id),
    accountId: row.account_id,
    author: author(row.nickname, row.avatar, row.kind, row.worn_badge),
    content: row.content,
    createdDate: fmtDate(row.created_at),
    praiseCount: row.praise_count,
    praised: praised.has(row.id),
    replyCount,
    replies,
  }
}

export function praisedComments(db: DB, viewer: Viewer | undefined, ids: number[]): Set<number> {
  if (!viewer || ids.length === 0) return new Set()
  const rows = prep(
    db,
    `SELECT target_id AS id FROM likes WHERE account_id = ? AND target_type = 'comment' AND target_id IN (SELECT value FROM json_each(?))`,
  ).all(viewer, JSON.stringify(ids)) as { id: number }[]
  return new Set(rows.map((r) => r.id))
}

// ---- votes --------------------------------------------------------------------------------------

export function loadVote(db: DB, voteId: number, viewer: Viewer | undefined, now = Date.now()): Vote {
  const vote = prep(db, 'SELECT id, title, multiple, end_at FROM vote_components WHERE id = ?').get(voteId) as
    { id: number; title: string; multiple: number; end_at: number } | undefined
  if (!vote) throw notFound('投票不存在')
  const options = prep(db, 'SELECT id, label, votes FROM vote_options WHERE vote_id = ? ORDER BY id').all(voteId) as {
    id: number
    label: string
    votes: number
  }[]
  const mine = viewer
    ? (prep(db, 'SELECT option_id FROM vote_records WHERE account_id = ? AND vote_id = ?').all(viewer, voteId) as {
        option_id: number
      }[])
    : []
  return {
    voteId: String(vote.id),
    title: vote.title,
    multiple: vote.multiple === 1,
    maxChoices: vote.multiple === 1 ? options.length : 1,
    deadline: fmtDate(vote.end_at),
    closed: vote.end_at <= now,
    totalVotes: options.reduce((sum, o) => sum + o.votes, 0),
    options: options.map((o) => ({ optionId: String(o.id), text: o.label, count: o.votes })),
    myOptionIds: mine.map((m) => String(m.option_id)),
  }
}
