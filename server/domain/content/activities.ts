/** Activities: the community's own (no circle) or a circle's, newest first, each with its state at `now`. */
import type { Activity, Page } from '@shared/api'
import { prep, type DB } from '../../db'
import { fmtDate, offsetOf, page } from '../format'
import type { FeedPaging } from './feed'

interface ActivityRow {
  id: number
  title: string
  cover: string
  url: string
  start_at: number
  end_at: number
}

export function activityPage(db: DB, circleId: number | null, paging: FeedPaging, now: number): Page<Activity> {
  const { pageNum, pageSize } = paging
  const where = circleId === null ? 'circle_id IS NULL' : 'circle_id = ?'
  const params = circleId === null ? [] : [circleId]
  const rows = prep(db, `SELECT * FROM activities WHERE ${where} ORDER BY start_at DESC, id DESC LIMIT ? OFFSET ?`).all(
    ...params,
    pageSize,
    offsetOf(pageNum, pageSize),
  ) as ActivityRow[]
  const total = (prep(db, `SELECT COUNT(*) AS n FROM activities WHERE ${where}`).get(...params) as { n: number }).n
  const list = rows.map((r): Activity => ({
    activityId: String(r.id),
    title: r.title,
    cover: r.cover,
    url: r.url,
    startDate: fmtDate(r.start_at),
    endDate: fmtDate(r.end_at),
    status: now < r.start_at ? 'upcoming' : now > r.end_at ? 'ended' : 'ongoing',
  }))
  return page(list, total, pageNum, pageSize)
}
