import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Live, LiveStatus, ShortVideo } from '@shared/api'
import { prep, type DB } from '../db'
import { requireCaller, viewerOf, type Viewer } from '../http/auth'
import { badRequest, notFound, ok } from '../http/envelope'
import { authObj, define, fmtDate, id, obj, offsetOf, page, pageObj, str, type RouteContext } from './define'
import { LIVE_STATUS, author, requireAccountExists, viewerSets } from '../domain/content'

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

function toLives(db: DB, rows: LiveRow[], viewer: Viewer | undefined): Live[] {
  let booked = new Set<number>()
  if (viewer && rows.length) {
    const found = prep(
      db,
      'SELECT live_id AS id FROM live_appointments WHERE account_id = ? AND live_id IN (SELECT value FROM json_each(?))',
    ).all(viewer, JSON.stringify(rows.map((r) => r.id))) as { id: number }[]
    booked = new Set(found.map((r) => r.id))
  }
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

export function registerLiveRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  const livePage = (
    where: string,
    params: unknown[],
    pageNum: number,
    pageSize: number,
    viewer: Viewer | undefined,
  ) => {
    const rows = prep(db, `${LIVE_SELECT} WHERE ${where} ORDER BY l.start_at DESC, l.id DESC LIMIT ? OFFSET ?`).all(
      ...params,
      pageSize,
      offsetOf(pageNum, pageSize),
    ) as LiveRow[]
    const total = (prep(db, `SELECT COUNT(*) AS n FROM lives l WHERE ${where}`).get(...params) as { n: number }).n
    return ok(page(toLives(db, rows, viewer), total, pageNum, pageSize))
  }
  const statusFilter = (status: LiveStatus | undefined): [string, unknown[]] =>
    status ? ['l.status = ?', [LIVE_STATUS.indexOf(status)]] : ['1', []]

  const listSchema = pageObj({ status: { type: 'string', enum: [...LIVE_STATUS] } })
  define(app, ctx, 'live.getLives', listSchema, (input, request) =>
    livePage(...statusFilter(input.status), input.pageNum, input.pageSize, viewerOf(db, request, input)),
  )
  define(app, ctx, 'live.v2GetLives', listSchema, (input, request) =>
    livePage(...statusFilter(input.status), input.pageNum, input.pageSize, viewerOf(db, request, input)),
  )

  const accountLives = (
    input: { toAccountId: string; accountId?: string; pageNum: number; pageSize: number },
    request: FastifyRequest,
  ) => {
    requireAccountExists(db, input.toAccountId)
    const viewer = viewerOf(db, request, input)
    return livePage('l.account_id = ?', [input.toAccountId], input.pageNum, input.pageSize, viewer)
  }
  define(app, ctx, 'live.v2GetMyPageLive', pageObj({ toAccountId: id }, ['toAccountId']), accountLives)
  define(app, ctx, 'bigV.queryLiveInfoByAccountId', pageObj({ toAccountId: id }, ['toAccountId']), accountLives)

  define(app, ctx, 'live.saveApptHis', authObj({ webinarId: str(64) }, ['webinarId']), (input, request) => {
    const caller = requireCaller(db, request, input)
    const live = prep(db, 'SELECT id, status FROM lives WHERE webinar_id = ?').get(input.webinarId) as
      { id: number; status: number } | undefined
    if (!live) throw notFound('直播不存在')
    if (live.status !== 0) throw badRequest('直播已开始或已结束，无需预约')
    prep(db, 'INSERT OR IGNORE INTO live_appointments (account_id, live_id, created_at) VALUES (?, ?, ?)').run(
      caller.id,
      live.id,
      Date.now(),
    )
    return ok({ appointed: true })
  })

  define(app, ctx, 'live.v2GetLiveOpenType', obj({ webinarId: str(64) }, ['webinarId']), (input) => {
    const live = prep(db, 'SELECT open_type FROM lives WHERE webinar_id = ?').get(input.webinarId) as
      { open_type: number } | undefined
    if (!live) throw notFound('直播不存在')
    return { code: '200', msg: '成功', openType: live.open_type }
  })

  define(
    app,
    ctx,
    'bigV.queryVideoInfoByAccountId',
    pageObj({ toAccountId: id }, ['toAccountId']),
    (input, request) => {
      requireAccountExists(db, input.toAccountId)
      const rows = prep(
        db,
        `SELECT d.id, d.title, d.cover, d.account_id, d.praise_count, d.comment_count, d.created_at, v.video_url, v.duration_s, a.nickname, a.avatar, a.kind
       FROM dynamics d JOIN short_videos v ON v.dynamic_id = d.id JOIN accounts a ON a.id = d.account_id
       WHERE d.account_id = ? AND d.status >= 0 ORDER BY d.created_at DESC, d.id DESC LIMIT ? OFFSET ?`,
      ).all(input.toAccountId, input.pageSize, offsetOf(input.pageNum, input.pageSize)) as {
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
      }[]
      const total = (
        prep(
          db,
          'SELECT COUNT(*) AS n FROM dynamics d JOIN short_videos v ON v.dynamic_id = d.id WHERE d.account_id = ? AND d.status >= 0',
        ).get(input.toAccountId) as { n: number }
      ).n
      const { praised } = viewerSets(
        db,
        viewerOf(db, request, input),
        rows.map((r) => r.id),
        [],
      )
      const list: ShortVideo[] = rows.map((r) => ({
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
      return ok(page(list, total, input.pageNum, input.pageSize))
    },
  )
}
