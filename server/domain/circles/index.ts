/**
 * Circles (docs/product.md §4.9, §4.12): the list of circles, one circle's page (detail, its posts new, hot and prime,
 * its activities) and the circles an account joined. Whether the viewer joined a circle is laid on only for a
 * verified viewer. Other areas and the routes import from here.
 */
import type { Activity, Circle, CircleDetail, Dynamic, Page } from '@shared/api'
import { coverPath } from '../../avatars'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { notFound } from '../../http/envelope'
import {
  ACCOUNT_SELECT,
  HOTTEST,
  activityPage,
  feedPage,
  toAccounts,
  type AccountRow,
  type FeedFilter,
  type FeedPaging,
} from '../content'
import { offsetOf, page } from '../format'

export const CIRCLE_MESSAGES = { missing: '圈子不存在' } as const

interface CircleRow {
  id: number
  name: string
  intro: string
  avatar: string
  owner_id: string | null
  member_count: number
  dynamic_count: number
}

/** A circle with its member count and its posts that are not taken down. */
const CIRCLE_SELECT = `SELECT c.id, c.name, c.intro, c.avatar, c.owner_id,
  (SELECT COUNT(*) FROM circle_members cm WHERE cm.circle_id = c.id) AS member_count,
  (SELECT COUNT(*) FROM dynamics d WHERE d.circle_id = c.id AND d.status >= 0) AS dynamic_count
  FROM circles c`

function joinedBy(db: DB, viewer: Viewer | undefined, circleIds: number[]): Set<number> {
  if (!viewer || circleIds.length === 0) return new Set()
  const found = prep(
    db,
    'SELECT circle_id AS id FROM circle_members WHERE account_id = ? AND circle_id IN (SELECT value FROM json_each(?))',
  ).all(viewer, JSON.stringify(circleIds)) as { id: number }[]
  return new Set(found.map((r) => r.id))
}

function toCircles(db: DB, rows: CircleRow[], viewer: Viewer | undefined): Circle[] {
  const joined = joinedBy(
    db,
    viewer,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({
    circleId: String(r.id),
    name: r.name,
    icon: r.avatar,
    intro: r.intro,
    memberCount: r.member_count,
    dynamicCount: r.dynamic_count,
    followed: joined.has(r.id),
  }))
}

function loadCircleRow(db: DB, circleId: string): CircleRow {
  const row = prep(db, `${CIRCLE_SELECT} WHERE c.id = ?`).get(Number(circleId)) as CircleRow | undefined
  if (!row) throw notFound(CIRCLE_MESSAGES.missing)
  return row
}

/** Every circle, the busiest first: where a new post finds readers. */
export function circles(db: DB, paging: FeedPaging, viewer: Viewer | undefined): Page<Circle> {
  const rows = prep(db, `${CIRCLE_SELECT} ORDER BY member_count DESC, c.id LIMIT ? OFFSET ?`).all(
    paging.pageSize,
    offsetOf(paging.pageNum, paging.pageSize),
  ) as CircleRow[]
  const total = (prep(db, 'SELECT COUNT(*) AS n FROM circles').get() as { n: number }).n
  return page(toCircles(db, rows, viewer), total, paging.pageNum, paging.pageSize)
}

/** The circles `member` joined, the latest joined first. */
export function joinedCircles(db: DB, member: Viewer, paging: FeedPaging): Page<Circle> {
  const rows = prep(
    db,
    `${CIRCLE_SELECT} JOIN circle_members m ON m.circle_id = c.id AND m.account_id = ? ORDER BY m.joined_at DESC, c.id LIMIT ? OFFSET ?`,
  ).all(member, paging.pageSize, offsetOf(paging.pageNum, paging.pageSize)) as CircleRow[]
  const total = (prep(db, 'SELECT COUNT(*) AS n FROM circle_members WHERE account_id = ?').get(member) as { n: number })
    .n
  return page(toCircles(db, rows, member), total, paging.pageNum, paging.pageSize)
}

/** A circle's page head: its banner, notice and owner (as its admin) besides its card. */
export function circleDetail(db: DB, circleId: string, viewer: Viewer | undefined): CircleDetail {
  const row = loadCircleRow(db, circleId)
  const admins = row.owner_id ? (prep(db, `${ACCOUNT_SELECT} WHERE a.id = ?`).all(row.owner_id) as AccountRow[]) : []
  return {
    ...toCircles(db, [row], viewer)[0],
    banner: coverPath(2000 + row.id),
    notice: `欢迎加入${row.name}，请遵守社区公约，理性发言。`,
    admins: toAccounts(db, admins, viewer),
  }
}

/** A circle's tabs of posts. */
export type CircleTab = 'new' | 'hot' | 'prime'

/**
 * A circle's posts: 'new' newest first, 'hot' most liked first, 'prime' (精华) its long-form articles, the pieces
 * worth keeping rather than the chatter. 404 for a circle that does not exist.
 */
export function circleFeed(
  db: DB,
  circleId: string,
  tab: CircleTab,
  paging: FeedPaging,
  viewer: Viewer | undefined,
): Page<Dynamic> {
  return feedPage(db, paging, circleFilter(loadCircleRow(db, circleId).id, tab), viewer)
}

/** Which of a circle's dynamics a tab lists, in its order: the one definition for its page and for what is new. */
export function circleFilter(circleId: number, tab: CircleTab): FeedFilter {
  if (tab === 'prime') return { where: 'd.circle_id = ? AND d.pub_type = 2', params: [circleId] }
  return { where: 'd.circle_id = ?', params: [circleId], ...(tab === 'hot' ? { order: HOTTEST } : {}) }
}

/** A circle's activities, the latest start first; 404 for a circle that does not exist. */
export function circleActivities(db: DB, circleId: string, paging: FeedPaging, now: number): Page<Activity> {
  return activityPage(db, loadCircleRow(db, circleId).id, paging, now)
}
