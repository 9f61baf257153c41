import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Account, Circle, EndpointRequest, FollowLastClickMap, FollowUser, PraiseResult } from '@shared/api'
import { prep } from '../db'
import { requireCaller, viewerOf } from '../http/auth'
import { ApiError, MESSAGES, badRequest, notFound, ok } from '../http/envelope'
import { define, fmtDate, offsetOf, page, type RouteContext } from './define'
import { feedPage } from '../domain/content'
import { notifyOncePerDay } from '../notify'
import {
  ACCOUNT_SELECT,
  loadDynamic,
  loadVote,
  requireAccountExists,
  toAccounts,
  type AccountRow,
} from '../domain/content'
import { CIRCLE_SELECT, toCircles, type CircleRow } from '../domain/circles'

export function registerSocialRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  // ---- likes ---------------------------------------------------------------------------------

  /** Adds or removes one like row; 1 when that changed something, 0 for a repeat. */
  const setLike = (accountId: string, target: 'dynamic' | 'comment', targetId: number, on: boolean): number =>
    on
      ? prep(
          db,
          'INSERT OR IGNORE INTO likes (account_id, target_type, target_id, created_at) VALUES (?, ?, ?, ?)',
        ).run(accountId, target, targetId, Date.now()).changes
      : prep(db, 'DELETE FROM likes WHERE account_id = ? AND target_type = ? AND target_id = ?').run(
          accountId,
          target,
          targetId,
        ).changes

  const likeDynamic = (accountId: string, articleId: string, on: boolean): PraiseResult => {
    const row = loadDynamic(db, articleId)
    if (row.status === 0) throw badRequest(MESSAGES.takenDown)
    return db.transaction(() => {
      const changed = setLike(accountId, 'dynamic', row.id, on)
      // Only a real change moves the counter, which makes repeated taps idempotent.
      if (changed)
        prep(db, 'UPDATE dynamics SET praise_count = MAX(0, praise_count + ?) WHERE id = ?').run(on ? 1 : -1, row.id)
      if (changed && on && row.account_id !== accountId) {
        notifyOncePerDay(
          db,
          { to: row.account_id, from: accountId, kind: 'praise', content: '赞了你的动态', dynamicId: row.id },
          Date.now(),
        )
      }
      const count = (prep(db, 'SELECT praise_count AS n FROM dynamics WHERE id = ?').get(row.id) as { n: number }).n
      return { praised: on, praiseCount: count }
    })()
  }

  const likeComment = (accountId: string, commentId: string, on: boolean): PraiseResult => {
    const comment = prep(db, 'SELECT id FROM comments WHERE id = ? AND status = 1').get(Number(commentId)) as
      { id: number } | undefined
    if (!comment) throw notFound('评论不存在')
    return db.transaction(() => {
      const changed = setLike(accountId, 'comment', comment.id, on)
      if (changed)
        prep(db, 'UPDATE comments SET praise_count = MAX(0, praise_count + ?) WHERE id = ?').run(
          on ? 1 : -1,
          comment.id,
        )
      const count = (prep(db, 'SELECT praise_count AS n FROM comments WHERE id = ?').get(comment.id) as { n: number }).n
      return { praised: on, praiseCount: count }
    })()
  }

  define(app, ctx, 'like.praise', (input, request) => {
    const caller = requireCaller(db, request, input)
    const on = input.isPraise === 1
    return ok(input.forWhat === '2' ? likeComment(caller.id, input.forId, on) : likeDynamic(caller.id, input.forId, on))
  })

  define(app, ctx, 'like.cmapiPraise', (input, request) => {
    const caller = requireCaller(db, request, input)
    return ok(likeDynamic(caller.id, input.for_id, input.isPraise === 1))
  })

  // ---- following accounts ----------------------------------------------------------------------

  // 我的关注 (accounts, their feed, circles) is one's own as a whole: only the account's token may ask (401).

  define(app, ctx, 'follow.myFollowUsers', (input, request) => {
    const me = requireCaller(db, request, input).id
    const rows = prep(
      db,
      `${ACCOUNT_SELECT} JOIN follows me ON me.to_account_id = a.id AND me.account_id = ?
       ORDER BY me.created_at DESC, a.id LIMIT ? OFFSET ?`,
    ).all(me, input.pageSize, offsetOf(input.pageNum, input.pageSize)) as AccountRow[]
    const total = (prep(db, 'SELECT COUNT(*) AS n FROM follows WHERE account_id = ?').get(me) as { n: number }).n
    const latest = prep(db, 'SELECT MAX(created_at) AS t FROM dynamics WHERE account_id = ? AND status >= 0')
    const list: FollowUser[] = toAccounts(db, rows, me).map((a) => ({
      ...a,
      lastDynamicDate: fmtDate((latest.get(a.accountId) as { t: number | null }).t),
    }))
    return ok(page(list, total, input.pageNum, input.pageSize))
  })

  define(app, ctx, 'follow.allFollowRecommend', (input, request) => {
    const me = requireCaller(db, request, input).id
    const follows = (prep(db, 'SELECT COUNT(*) AS n FROM follows WHERE account_id = ?').get(me) as { n: number }).n
    // Someone who follows nobody yet sees what the verified accounts write, not an empty screen.
    const where = follows
      ? 'd.account_id IN (SELECT to_account_id FROM follows WHERE account_id = ?)'
      : 'd.account_id IN (SELECT id FROM accounts WHERE kind > 0 AND id <> ?)'
    return ok(feedPage(db, input, { where, params: [me] }, me))
  })

  define(app, ctx, 'follow.myFollowCircles', (input, request) => {
    const me = requireCaller(db, request, input).id
    const rows = prep(
      db,
      `${CIRCLE_SELECT} JOIN circle_members m ON m.circle_id = c.id AND m.account_id = ? ORDER BY m.joined_at DESC, c.id LIMIT ? OFFSET ?`,
    ).all(me, input.pageSize, offsetOf(input.pageNum, input.pageSize)) as CircleRow[]
    const total = (prep(db, 'SELECT COUNT(*) AS n FROM circle_members WHERE account_id = ?').get(me) as { n: number }).n
    return ok(page<Circle>(toCircles(db, rows, me), total, input.pageNum, input.pageSize))
  })

  define(app, ctx, 'follow.followCircles', (input, request) => {
    const caller = requireCaller(db, request, input)
    const circleId = Number(input.circleId)
    if (!prep(db, 'SELECT 1 FROM circles WHERE id = ?').get(circleId)) throw notFound('圈子不存在')
    if (input.follow === 1)
      prep(db, 'INSERT OR IGNORE INTO circle_members (circle_id, account_id, joined_at) VALUES (?, ?, ?)').run(
        circleId,
        caller.id,
        Date.now(),
      )
    else prep(db, 'DELETE FROM circle_members WHERE circle_id = ? AND account_id = ?').run(circleId, caller.id)
    const memberCount = (
      prep(db, 'SELECT COUNT(*) AS n FROM circle_members WHERE circle_id = ?').get(circleId) as { n: number }
    ).n
    return ok({ followed: input.follow === 1, memberCount })
  })

  // Whom an account follows and when it last looked is its own business: only its token may ask.
  define(app, ctx, 'follow.lastClickTime', (input, request) => {
    requireCaller(db, request, input)
    const rows = prep(
      db,
      'SELECT to_account_id AS id, last_click_at AS t FROM follows WHERE account_id = ? AND last_click_at IS NOT NULL',
    ).all(input.accountId) as {
      id: string
      t: number
    }[]
    const map: FollowLastClickMap = {}
    for (const r of rows) map[r.id] = fmtDate(r.t)
    return ok(map)
  })

  // The contract's payload has no token here; the identity comes from the headers the HTTP layer adds on admin paths.
  define(app, ctx, 'follow.clickMyFollowUsers', (input, request) => {
    const caller = requireCaller(db, request, input)
    const changed = prep(db, 'UPDATE follows SET last_click_at = ? WHERE account_id = ? AND to_account_id = ?').run(
      Date.now(),
      caller.id,
      input.toAccountId,
    ).changes
    if (!changed) throw notFound('未关注该用户')
    return ok(null)
  })

  const followChange =
    (follow: boolean) => (input: EndpointRequest<'follow.follow'>, request: Parameters<typeof requireCaller>[1]) => {
      const caller = requireCaller(db, request, input)
      requireAccountExists(db, input.toAccountId)
      if (input.toAccountId === caller.id) throw badRequest('不能关注自己')
      const now = Date.now()
      if (follow) {
        const added = prep(
          db,
          'INSERT OR IGNORE INTO follows (account_id, to_account_id, created_at, last_click_at) VALUES (?, ?, ?, NULL)',
        ).run(caller.id, input.toAccountId, now).changes
        if (added)
          notifyOncePerDay(
            db,
            { to: input.toAccountId, from: caller.id, kind: 'follow', content: '关注了你', dynamicId: null },
            now,
          )
      } else {
        prep(db, 'DELETE FROM follows WHERE account_id = ? AND to_account_id = ?').run(caller.id, input.toAccountId)
      }
      const followers = (
        prep(db, 'SELECT COUNT(*) AS n FROM follows WHERE to_account_id = ?').get(input.toAccountId) as { n: number }
      ).n
      return ok({ followed: follow, followers })
    }
  define(app, ctx, 'follow.follow', followChange(true))
  define(app, ctx, 'follow.unfollow', followChange(false))

  const listAccounts = (
    sql: string,
    countSql: string,
    input: { toAccountId: string; accountId?: string; pageNum: number; pageSize: number },
    request: FastifyRequest,
  ) => {
    requireAccountExists(db, input.toAccountId)
    const rows = prep(db, sql).all(
      input.toAccountId,
      input.pageSize,
      offsetOf(input.pageNum, input.pageSize),
    ) as AccountRow[]
    const total = (prep(db, countSql).get(input.toAccountId) as { n: number }).n
    const list = toAccounts(db, rows, viewerOf(db, request, input))
    return ok(page<Account>(list, total, input.pageNum, input.pageSize))
  }
  define(app, ctx, 'follow.followList', (input, request) =>
    listAccounts(
      `${ACCOUNT_SELECT} JOIN follows f2 ON f2.to_account_id = a.id AND f2.account_id = ? ORDER BY f2.created_at DESC, a.id LIMIT ? OFFSET ?`,
      'SELECT COUNT(*) AS n FROM follows WHERE account_id = ?',
      input,
      request,
    ),
  )
  define(app, ctx, 'follow.fansList', (input, request) =>
    listAccounts(
      `${ACCOUNT_SELECT} JOIN follows f2 ON f2.account_id = a.id AND f2.to_account_id = ? ORDER BY f2.created_at DESC, a.id LIMIT ? OFFSET ?`,
      'SELECT COUNT(*) AS n FROM follows WHERE to_account_id = ?',
      input,
      request,
    ),
  )

  define(app, ctx, 'follow.relation', null, (_input, _request, params) => {
    const owner = prep(db, 'SELECT id FROM accounts WHERE token = ?').get(params.token) as { id: string } | undefined
    if (!owner) throw new ApiError(401, MESSAGES.unauthorized)
    requireAccountExists(db, params.id)
    return ok({
      followed: !!prep(db, 'SELECT 1 FROM follows WHERE account_id = ? AND to_account_id = ?').get(owner.id, params.id),
    })
  })

  const recommended = (input: { accountId?: string; pageNum: number; pageSize: number }, request: FastifyRequest) => {
    const viewer = viewerOf(db, request, input)
    const rows = prep(
      db,
      `${ACCOUNT_SELECT} WHERE a.kind > 0 AND a.id <> ? ORDER BY followers DESC, a.id LIMIT ? OFFSET ?`,
    ).all(viewer ?? '', input.pageSize, offsetOf(input.pageNum, input.pageSize)) as AccountRow[]
    const total = (
      prep(db, 'SELECT COUNT(*) AS n FROM accounts WHERE kind > 0 AND id <> ?').get(viewer ?? '') as { n: number }
    ).n
    return ok(page<Account>(toAccounts(db, rows, viewer), total, input.pageNum, input.pageSize))
  }
  define(app, ctx, 'follow.recommendUserList', recommended)
  define(app, ctx, 'follow.moreRecommendUserList', recommended)

  // ---- collections ------------------------------------------------------------------------------

  define(app, ctx, 'collection.insColl', (input, request) => {
    const caller = requireCaller(db, request, input)
    const row = loadDynamic(db, input.articleId)
    prep(db, 'INSERT OR IGNORE INTO collections (account_id, dynamic_id, created_at) VALUES (?, ?, ?)').run(
      caller.id,
      row.id,
      Date.now(),
    )
    return ok({ collected: true })
  })
  define(app, ctx, 'collection.delColl', (input, request) => {
    const caller = requireCaller(db, request, input)
    const row = loadDynamic(db, input.articleId)
    prep(db, 'DELETE FROM collections WHERE account_id = ? AND dynamic_id = ?').run(caller.id, row.id)
    return ok({ collected: false })
  })

  /** The caller's collections, newest content first (only the caller's own). */
  define(app, ctx, 'collection.myCollections', (input, request) => {
    const caller = requireCaller(db, request, input)
    return ok(
      feedPage(
        db,
        input,
        {
          where: 'd.id IN (SELECT dynamic_id FROM collections WHERE account_id = ?)',
          params: [caller.id],
        },
        caller.id,
      ),
    )
  })

  // ---- votes inside articles ---------------------------------------------------------------------

  define(app, ctx, 'vote.voteDetail', (input, request) =>
    ok(loadVote(db, Number(input.voteId), viewerOf(db, request, input))),
  )

  define(app, ctx, 'vote.articleVote', (input, request) => {
    const caller = requireCaller(db, request, input)
    const voteId = Number(input.voteId)
    const vote = loadVote(db, voteId, caller.id)
    if (vote.closed) throw badRequest('投票已结束')
    if (vote.myOptionIds.length > 0) throw badRequest('您已经投过票了')
    const chosen = [...new Set(input.optionIds)]
    if (chosen.length > vote.maxChoices) throw badRequest(`最多可选 ${vote.maxChoices} 项`)
    const valid = new Set(vote.options.map((o) => o.optionId))
    if (!chosen.every((o) => valid.has(o))) throw notFound('投票选项不存在')
    db.transaction(() => {
      for (const optionId of chosen) {
        prep(db, 'INSERT INTO vote_records (account_id, vote_id, option_id, created_at) VALUES (?, ?, ?, ?)').run(
          caller.id,
          voteId,
          Number(optionId),
          Date.now(),
        )
        prep(db, 'UPDATE vote_options SET votes = votes + 1 WHERE id = ?').run(Number(optionId))
      }
    })()
    return ok(loadVote(db, voteId, caller.id))
  })
}
