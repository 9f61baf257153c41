import type { FastifyInstance } from 'fastify'
import type { Account, BigVHome } from '@shared/api'
import { prep } from '../db'
import { requireCaller, viewerOf } from '../http/auth'
import { notFound, ok } from '../http/envelope'
import { authObj, define, id, obj, offsetOf, page, pageObj, str, type RouteContext } from './define'
import { feedPage } from './feed'
import { ACCOUNT_SELECT, loadAccount, requireAccountExists, toAccounts, type AccountRow } from './views'

export function registerPeopleRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  const homeSchema = obj({ toAccountId: id, accountId: id }, ['toAccountId'])
  define(app, ctx, 'bigV.queryBigVHomeInfo', homeSchema, (input, request) => {
    const account = loadAccount(db, input.toAccountId, viewerOf(db, request, input))
    const counts = prep(
      db,
      `SELECT SUM(pub_type IN (2, 5, 7, 8)) AS articles, SUM(pub_type = 3) AS lives, SUM(pub_type = 6) AS videos, SUM(praise_count) AS praise
       FROM dynamics WHERE account_id = ? AND status >= 0`,
    ).get(input.toAccountId) as {
      articles: number | null
      lives: number | null
      videos: number | null
      praise: number | null
    }
    const home: BigVHome = {
      account,
      articleCount: counts.articles ?? 0,
      liveCount: counts.lives ?? 0,
      videoCount: counts.videos ?? 0,
      praiseCount: counts.praise ?? 0,
    }
    return ok(home)
  })

  define(app, ctx, 'bigV.list', pageObj(), (input, request) => {
    const rows = prep(db, `${ACCOUNT_SELECT} WHERE a.kind > 0 ORDER BY followers DESC, a.id LIMIT ? OFFSET ?`).all(
      input.pageSize,
      offsetOf(input.pageNum, input.pageSize),
    ) as AccountRow[]
    const total = (prep(db, 'SELECT COUNT(*) AS n FROM accounts WHERE kind > 0').get() as { n: number }).n
    const list = toAccounts(db, rows, viewerOf(db, request, input))
    return ok(page<Account>(list, total, input.pageNum, input.pageSize))
  })

  define(
    app,
    ctx,
    'bigV.queryArticleInfoByAccountId',
    pageObj({ toAccountId: id }, ['toAccountId']),
    (input, request) => {
      requireAccountExists(db, input.toAccountId)
      const filter = { where: 'd.account_id = ? AND d.pub_type IN (2, 5)', params: [input.toAccountId] }
      return ok(feedPage(db, input, filter, viewerOf(db, request, input)))
    },
  )

  define(app, ctx, 'bigV.findAccountId', obj({ userCode: str(128) }, ['userCode']), (input) => {
    const row = prep(db, 'SELECT id FROM accounts WHERE user_code = ?').get(input.userCode) as
      { id: string } | undefined
    return ok({ accountId: row?.id ?? null })
  })

  define(app, ctx, 'misc.getUserBaseInfo', obj({ accountId: id }), (input, request, params) =>
    ok(loadAccount(db, params.id, viewerOf(db, request, input))),
  )

  define(app, ctx, 'misc.getHomePageUrl', null, (_input, _request, params) => {
    const row = prep(db, 'SELECT id, kind FROM accounts WHERE id = ?').get(params.id) as
      { id: string; kind: number } | undefined
    if (!row) throw notFound('用户不存在')
    const route = row.kind === 2 ? '/community/orgDetail/index' : '/community/personalCenter/index'
    return ok({ url: `${route}?toAccountId=${encodeURIComponent(row.id)}` })
  })

  define(app, ctx, 'misc.getUserBindWxInfo', authObj({}), (input, request) => {
    const caller = requireCaller(db, request, input)
    const row = prep(db, "SELECT nickname, avatar FROM outer_bindings WHERE account_id = ? AND outer_type = 'wx'").get(
      caller.id,
    ) as { nickname: string; avatar: string } | undefined
    return ok({ bound: !!row, nickName: row?.nickname ?? null, avatar: row?.avatar ?? null })
  })
}
