import type { FastifyInstance } from 'fastify'
import type { Circle, CircleDetail } from '@shared/api'
import { prep, type DB } from '../db'
import { viewerOf, type Viewer } from '../http/auth'
import { notFound, ok } from '../http/envelope'
import { define, id, numericId, obj, offsetOf, page, pageObj, type RouteContext } from './define'
import { HOTTEST, activityPage, feedPage } from '../domain/content'
import { ACCOUNT_SELECT, toAccounts, type AccountRow } from '../domain/content'

export interface CircleRow {
  id: number
  name: string
  intro: string
  avatar: string
  owner_id: string | null
  member_count: number
  dynamic_count: number
}

export const CIRCLE_SELECT = `SELECT c.id, c.name, c.intro, c.avatar, c.owner_id,
  (SELECT COUNT(*) FROM circle_members cm WHERE cm.circle_id = c.id) AS member_count,
  (SELECT COUNT(*) FROM dynamics d WHERE d.circle_id = c.id AND d.status >= 0) AS dynamic_count
  FROM circles c`

export function toCircles(db: DB, rows: CircleRow[], viewer: Viewer | undefined): Circle[] {
  let joined = new Set<number>()
  if (viewer && rows.length) {
    const found = prep(
      db,
      'SELECT circle_id AS id FROM circle_members WHERE account_id = ? AND circle_id IN (SELECT value FROM json_each(?))',
    ).all(viewer, JSON.stringify(rows.map((r) => r.id))) as { id: number }[]
    joined = new Set(found.map((r) => r.id))
  }
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
  if (!row) throw notFound('圈子不存在')
  return row
}

export function registerCircleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  define(app, ctx, 'circle.queryCircleAll', pageObj(), (input, request) => {
    // The busiest circles first: where a new post finds readers.
    const rows = prep(db, `${CIRCLE_SELECT} ORDER BY member_count DESC, c.id LIMIT ? OFFSET ?`).all(
      input.pageSize,
      offsetOf(input.pageNum, input.pageSize),
    ) as CircleRow[]
    const total = (prep(db, 'SELECT COUNT(*) AS n FROM circles').get() as { n: number }).n
    return ok(page(toCircles(db, rows, viewerOf(db, request, input)), total, input.pageNum, input.pageSize))
  })

  define(
    app,
    ctx,
    'circle.findInformation',
    obj({ circleId: numericId, accountId: id }, ['circleId']),
    (input, request) => {
      const row = loadCircleRow(db, input.circleId)
      const viewer = viewerOf(db, request, input)
      const admins = row.owner_id
        ? (prep(db, `${ACCOUNT_SELECT} WHERE a.id = ?`).all(row.owner_id) as AccountRow[])
        : []
      const detail: CircleDetail = {
        ...toCircles(db, [row], viewer)[0],
        banner: `/static-covers/${2000 + row.id}.svg`,
        notice: `欢迎加入${row.name}，请遵守社区公约，理性发言。`,
        admins: toAccounts(db, admins, viewer),
      }
      return ok(detail)
    },
  )

  const circlePage = pageObj({ circleId: numericId }, ['circleId'])
  define(app, ctx, 'circle.findCircleAllNew', circlePage, (input, request) => {
    const row = loadCircleRow(db, input.circleId)
    return ok(feedPage(db, input, { where: 'd.circle_id = ?', params: [row.id] }, viewerOf(db, request, input)))
  })
  define(app, ctx, 'circle.findCircleAllHot', circlePage, (input, request) => {
    const row = loadCircleRow(db, input.circleId)
    const filter = { where: 'd.circle_id = ?', params: [row.id], order: HOTTEST }
    return ok(feedPage(db, input, filter, viewerOf(db, request, input)))
  })
  // "Prime" (精华) is the circle's long-form articles: the pieces worth keeping, not the chatter.
  define(app, ctx, 'circle.findCirclePrime', circlePage, (input, request) => {
    const row = loadCircleRow(db, input.circleId)
    const filter = { where: 'd.circle_id = ? AND d.pub_type = 2', params: [row.id] }
    return ok(feedPage(db, input, filter, viewerOf(db, request, input)))
  })
  define(app, ctx, 'circle.findCircleActivity', circlePage, (input) => {
    const row = loadCircleRow(db, input.circleId)
    return ok(activityPage(db, row.id, input, ctx.now()))
  })
}
