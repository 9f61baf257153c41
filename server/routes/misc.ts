import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type {
  InterfaceSwitch,
  PageInfo,
  PersonalMessage,
  PersonalMessageType,
  MessageBox,
  UnreadCounts,
  PorcelainItem,
  ShowRoleInfo,
  ServletEnvelope,
  SignatureResult,
} from '@shared/api'
import { FUNC_NO, MESSAGE_BOX_KINDS } from '@shared/api'
import { prep, type DB } from '../db'
import { requireCaller, viewerOf } from '../http/auth'
import { badRequest, notFound, ok } from '../http/envelope'
import { dayString } from '../china-day'
import { guessOverview, placeGuess } from '../domain/campaigns'
import {
  authObj,
  define,
  fmtDate,
  id,
  numericId,
  obj,
  offsetOf,
  page,
  pageObj,
  PAGE_FIELDS,
  scalarText,
  str,
  strArray,
  type RouteContext,
} from './define'
import { feedPage } from '../domain/content'
import { IN_TOPIC, TOPIC_SELECT, toTopic, type TopicRow } from './topics'
import { DYNAMIC_SELECT, VISIBLE, author, requireAccountExists, toDynamics, type DynamicRow } from '../domain/content'

const MESSAGE_TYPES: readonly PersonalMessageType[] = ['praise', 'comment', 'reply', 'follow', 'system']
const MESSAGE_BOXES = Object.keys(MESSAGE_BOX_KINDS) as MessageBox[]

function showRoleInfo(db: DB, accountId: string): ShowRoleInfo {
  const roles = prep(db, 'SELECT id, name, badge, benefit, threshold FROM show_roles ORDER BY id').all() as {
    id: number
    name: string
    badge: string
    benefit: string
    threshold: number
  }[]
  // A badge is earned by activity (own dynamics plus comments) or granted outright in account_roles.
  const score = (
    prep(
      db,
      'SELECT (SELECT COUNT(*) FROM dynamics WHERE account_id = ? AND status >= 0) + (SELECT COUNT(*) FROM comments WHERE account_id = ? AND status = 1) AS n',
    ).get(accountId, accountId) as { n: number }
  ).n
  const granted = new Map(
    (
      prep(db, 'SELECT role_id, shown FROM account_roles WHERE account_id = ?').all(accountId) as {
        role_id: number
        shown: number
      }[]
    ).map((r) => [r.role_id, r.shown]),
  )
  const claimed = new Set(
    (prep(db, 'SELECT role_id FROM benefit_claims WHERE account_id = ?').all(accountId) as { role_id: number }[]).map(
      (r) => r.role_id,
    ),
  )
  const owned = (r: { id: number; threshold: number }) => granted.has(r.id) || score >= r.threshold
  return {
    badges: roles.map((r) => ({
      badgeId: String(r.id),
      name: r.name,
      icon: r.badge,
      owned: owned(r),
      worn: granted.get(r.id) === 1,
    })),
    benefits: roles.map((r) => ({
      benefitId: String(r.id),
      title: `${r.name}福利`,
      desc: r.benefit,
      requiredBadgeId: String(r.id),
      claimable: owned(r) && !claimed.has(r.id),
      claimed: claimed.has(r.id),
    })),
  }
}

/** A page's configuration, the same for every viewer; 404 when there is none. */
export function pageInfo(db: DB, pageId: string): PageInfo {
  const row = prep(db, 'SELECT content FROM page_info WHERE page_id = ?').get(pageId) as { content: string } | undefined
  if (!row) throw notFound('页面配置不存在')
  return { pageId, ...(JSON.parse(row.content) as Omit<PageInfo, 'pageId'>) }
}

export function registerMiscRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx

  define(app, ctx, 'page.info', obj({ accountId: id }), (_input, _request, params) => ok(pageInfo(db, params.pageId)))

  define(app, ctx, 'misc.getVersion', null, () => {
    const v = prep(
      db,
      'SELECT version, version_code, min_version, force_update, update_url FROM app_version WHERE id = 1',
    ).get() as {
      version: string
      version_code: number
      min_version: string | null
      force_update: number
      update_url: string | null
    }
    return ok({
      version: v.version,
      versionCode: v.version_code,
      minVersion: v.min_version,
      forceUpdate: v.force_update === 1,
      updateUrl: v.update_url,
    })
  })

  define(app, ctx, 'misc.configValue', null, (_input, _request, params) => {
    const row = prep(db, 'SELECT key, value FROM config_values WHERE key = ?').get(params.key) as
      { key: string; value: string } | undefined
    if (!row) throw notFound('配置项不存在')
    return ok({ key: row.key, value: row.value })
  })

  define(app, ctx, 'misc.getInterfaceSwitch', obj({ names: strArray(str(64), 100) }), (input) => {
    const rows = prep(db, 'SELECT key, enabled FROM interface_switches ORDER BY key').all() as {
      key: string
      enabled: number
    }[]
    const wanted = input.names?.length ? new Set(input.names) : null
    const switches: InterfaceSwitch = {}
    for (const r of rows) if (!wanted || wanted.has(r.key)) switches[r.key] = r.enabled === 1
    return ok(switches)
  })

  define(
    app,
    ctx,
    'misc.insertActiveUser',
    authObj({ clientType: str(32), appVersion: str(32) }, ['clientType']),
    (input, request) => {
      const caller = requireCaller(db, request, input)
      prep(db, 'INSERT OR IGNORE INTO active_users (account_id, day) VALUES (?, ?)').run(
        caller.id,
        dayString(Date.now()),
      )
      return ok(null)
    },
  )

  define(app, ctx, 'misc.queryPorcelainList', null, () => {
    const rows = prep(db, 'SELECT id, title, icon, url, sort FROM porcelain ORDER BY sort, id').all() as {
      id: number
      title: string
      icon: string
      url: string
      sort: number
    }[]
    return ok(rows.map((r): PorcelainItem => ({ ...r, id: String(r.id) })))
  })

  define(app, ctx, 'misc.queryNewTopicAndArticle', obj({ accountId: id }), (input, request) => {
    const topic = prep(db, `${TOPIC_SELECT} ORDER BY t.created_at DESC, t.id DESC LIMIT 1`).get() as
      TopicRow | undefined
    if (!topic) return ok({ topic: null, articles: [] })
    const rows = prep(
      db,
      `${DYNAMIC_SELECT} WHERE ${IN_TOPIC} AND ${VISIBLE} ORDER BY d.created_at DESC, d.id DESC LIMIT 3`,
    ).all(topic.id) as DynamicRow[]
    return ok({
      topic: toTopic(topic),
      articles: toDynamics(db, rows, viewerOf(db, request, input)),
    })
  })

  define(app, ctx, 'misc.getNewArticleByAccount', pageObj({ toAccountId: id }, ['toAccountId']), (input, request) => {
    requireAccountExists(db, input.toAccountId)
    const filter = { where: 'd.account_id = ? AND d.pub_type = 2', params: [input.toAccountId] }
    return ok(feedPage(db, input, filter, viewerOf(db, request, input)))
  })

  define(
    app,
    ctx,
    'misc.messageList',
    authObj({
      ...PAGE_FIELDS,
      type: { type: 'string', enum: [...MESSAGE_TYPES] },
      box: { type: 'string', enum: MESSAGE_BOXES },
    }),
    (input, request) => {
      const caller = requireCaller(db, request, input)
      const kinds = input.type ? [input.type] : input.box ? MESSAGE_BOX_KINDS[input.box] : null
      const where = kinds ? 'm.account_id = ? AND m.kind IN (SELECT value FROM json_each(?))' : 'm.account_id = ?'
      const params = kinds ? [caller.id, JSON.stringify(kinds)] : [caller.id]
      const rows = prep(
        db,
        `SELECT m.*, a.nickname, a.avatar, a.kind AS from_kind FROM messages m LEFT JOIN accounts a ON a.id = m.from_account_id
       WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`,
      ).all(...params, input.pageSize, offsetOf(input.pageNum, input.pageSize)) as {
        id: number
        from_account_id: string | null
        kind: PersonalMessageType
        content: string
        dynamic_id: number | null
        comment_id: number | null
        is_read: number
        created_at: number
        nickname: string | null
        avatar: string | null
        from_kind: number | null
      }[]
      const total = (prep(db, `SELECT COUNT(*) AS n FROM messages m WHERE ${where}`).get(...params) as { n: number }).n
      const list: PersonalMessage[] = rows.map((r) => ({
        msgId: String(r.id),
        type: r.kind,
        from: r.from_account_id
          ? { accountId: r.from_account_id, ...author(r.nickname ?? '', r.avatar ?? '', r.from_kind ?? 0) }
          : null,
        content: r.content,
        articleId: r.dynamic_id === null ? null : String(r.dynamic_id),
        commentId: r.comment_id === null ? null : String(r.comment_id),
        createdDate: fmtDate(r.created_at),
        read: r.is_read === 1,
      }))
      return ok(page(list, total, input.pageNum, input.pageSize))
    },
  )

  const unreadCounts = (accountId: string): UnreadCounts => {
    const rows = prep(
      db,
      'SELECT kind, COUNT(*) AS n FROM messages WHERE account_id = ? AND is_read = 0 GROUP BY kind',
    ).all(accountId) as { kind: PersonalMessageType; n: number }[]
    const counts: UnreadCounts = { comment: 0, praise: 0, follow: 0, system: 0 }
    for (const box of MESSAGE_BOXES) {
      counts[box] = rows.filter((r) => MESSAGE_BOX_KINDS[box].includes(r.kind)).reduce((sum, r) => sum + r.n, 0)
    }
    return counts
  }

  define(app, ctx, 'misc.messageUnread', authObj({}), (input, request) =>
    ok(unreadCounts(requireCaller(db, request, input).id)),
  )

  define(
    app,
    ctx,
    'misc.messageRead',
    authObj({ msgId: numericId, box: { type: 'string', enum: MESSAGE_BOXES } }),
    (input, request) => {
      const caller = requireCaller(db, request, input)
      if (input.msgId) {
        prep(db, 'UPDATE messages SET is_read = 1 WHERE id = ? AND account_id = ?').run(Number(input.msgId), caller.id)
      } else if (input.box) {
        prep(
          db,
          'UPDATE messages SET is_read = 1 WHERE account_id = ? AND kind IN (SELECT value FROM json_each(?))',
        ).run(caller.id, JSON.stringify(MESSAGE_BOX_KINDS[input.box]))
      } else {
        prep(db, 'UPDATE messages SET is_read = 1 WHERE account_id = ?').run(caller.id)
      }
      return ok(unreadCounts(caller.id))
    },
  )

  // My guess, score and history are mine: anyone without my token sees the round as a visitor does.
  define(app, ctx, 'misc.guessPlateRound', obj({ accountId: id }), (input, request) =>
    ok(guessOverview(db, viewerOf(db, request, input), ctx.now())),
  )

  define(
    app,
    ctx,
    'misc.guessPlateGuess',
    authObj({ roundId: numericId, plateCode: str(16) }, ['roundId', 'plateCode']),
    (input, request) =>
      ok(placeGuess(db, requireCaller(db, request, input).id, Number(input.roundId), input.plateCode, ctx.now())),
  )

  define(app, ctx, 'misc.showRoleInfo', authObj({}), (input, request) =>
    ok(showRoleInfo(db, requireCaller(db, request, input).id)),
  )

  define(app, ctx, 'misc.showRoleWearBadge', authObj({ badgeId: numericId }, ['badgeId']), (input, request) => {
    const caller = requireCaller(db, request, input)
    const badge = showRoleInfo(db, caller.id).badges.find((b) => b.badgeId === input.badgeId)
    if (!badge) throw notFound('徽章不存在')
    if (!badge.owned) throw badRequest('尚未获得该徽章')
    db.transaction(() => {
      // One badge is worn at a time.
      prep(db, 'UPDATE account_roles SET shown = 0 WHERE account_id = ?').run(caller.id)
      prep(
        db,
        'INSERT INTO account_roles (account_id, role_id, shown) VALUES (?, ?, 1) ON CONFLICT (account_id, role_id) DO UPDATE SET shown = 1',
      ).run(caller.id, Number(input.badgeId))
    })()
    return ok(showRoleInfo(db, caller.id))
  })

  define(app, ctx, 'misc.showRoleClaimBenefit', authObj({ benefitId: numericId }, ['benefitId']), (input, request) => {
    const caller = requireCaller(db, request, input)
    const benefit = showRoleInfo(db, caller.id).benefits.find((b) => b.benefitId === input.benefitId)
    if (!benefit) throw notFound('福利不存在')
    if (benefit.claimed) throw badRequest('该福利已领取')
    if (!benefit.claimable) throw badRequest('尚未满足领取条件')
    prep(db, 'INSERT INTO benefit_claims (account_id, role_id, claimed_at) VALUES (?, ?, ?)').run(
      caller.id,
      Number(input.benefitId),
      Date.now(),
    )
    return ok(showRoleInfo(db, caller.id))
  })

  // The servlet gateway answers errors in its own envelope with HTTP 200, so no schema rejects here.
  define(app, ctx, 'signature.get', null, (input): ServletEnvelope<SignatureResult> => {
    const fields = input as Partial<Record<keyof typeof input, unknown>>
    const funcNo = scalarText(fields.funcNo)
    const weixinpk = scalarText(fields.weixinpk)
    if (funcNo === null || weixinpk === null) return { error_no: '-1', error_info: '请求参数格式有误', results: [] }
    if (funcNo !== FUNC_NO.signature) return { error_no: '-1', error_info: `不支持的功能号：${funcNo}`, results: [] }
    if (!fields.url || typeof fields.url !== 'string')
      return { error_no: '-1', error_info: '缺少必填参数：url', results: [] }
    const url = fields.url.split('#')[0]
    // Stable per url and weixinpk so two pages of the same address get the same answer.
    const nonceStr = crypto.createHash('sha1').update(`${weixinpk}|${url}`).digest('hex').slice(0, 16)
    const timestamp = String(Math.floor(Date.now() / 1000))
    const signature = crypto
      .createHash('sha1')
      .update(`jsapi_ticket=reference-ticket&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
      .digest('hex')
    return {
      error_no: '0',
      results: [{ appid: weixinpk || 'wx-reference-appid', nonceStr, signature, timestamp }],
    }
  })

  const routeConfig = () => ({ code: '0', routes: [] as unknown[] })
  define(app, ctx, 'routeConfig.android', null, routeConfig)
  define(app, ctx, 'routeConfig.ios', null, routeConfig)
}
