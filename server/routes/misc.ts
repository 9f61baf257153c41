import type { FastifyInstance } from 'fastify'
import type { EndpointRequest, ServletEnvelope, SignatureResult } from '@shared/api'
import { FUNC_NO } from '@shared/api'
import { claimBenefit, guessOverview, placeGuess, showRoleInfo, wearBadge } from '../domain/campaigns'
import { markRead, messagePage, unreadCounts } from '../domain/messages'
import {
  configValue,
  interfaceSwitches,
  jsapiSignature,
  newestTopicWithArticles,
  pageInfo,
  porcelainList,
} from '../domain/site'
import { requireCaller, viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { define, scalarText, type RouteContext } from './define'

export function registerMiscRoutes(app: FastifyInstance, ctx: RouteContext): void {
  registerSiteRoutes(app, ctx)
  registerMessageRoutes(app, ctx)
  registerCampaignRoutes(app, ctx)
  // The servlet gateway answers errors in its own envelope with HTTP 200, so no schema rejects here.
  define(app, ctx, 'signature.get', null, (input) => signatureAnswer(input, ctx.now()))
  const routeConfig = () => ({ code: '0', routes: [] as unknown[] })
  define(app, ctx, 'routeConfig.android', null, routeConfig)
  define(app, ctx, 'routeConfig.ios', null, routeConfig)
}

function registerSiteRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'page.info', (_input, _req, params) => ok(pageInfo(db, params.pageId)))
  define(app, ctx, 'misc.configValue', null, (_input, _req, params) => ok(configValue(db, params.key)))
  define(app, ctx, 'misc.getInterfaceSwitch', (input) => ok(interfaceSwitches(db, input.names)))
  define(app, ctx, 'misc.queryPorcelainList', null, () => ok(porcelainList(db)))
  define(app, ctx, 'misc.queryNewTopicAndArticle', (input, req) =>
    ok(newestTopicWithArticles(db, viewerOf(db, req, input))),
  )
}

/** Messages are one's own as a whole: every call needs the owner's token. */
function registerMessageRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  define(app, ctx, 'misc.messageList', (input, req) =>
    ok(messagePage(db, requireCaller(db, req, input).id, input, input)),
  )
  define(app, ctx, 'misc.messageUnread', (input, req) => ok(unreadCounts(db, requireCaller(db, req, input).id)))
  define(app, ctx, 'misc.messageRead', (input, req) => ok(markRead(db, requireCaller(db, req, input).id, input)))
}

function registerCampaignRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx
  // My guess, score and history are mine: anyone without my token sees the round as a visitor does.
  define(app, ctx, 'misc.guessPlateRound', (input, req) => ok(guessOverview(db, viewerOf(db, req, input), ctx.now())))
  define(app, ctx, 'misc.guessPlateGuess', (input, req) =>
    ok(placeGuess(db, requireCaller(db, req, input).id, Number(input.roundId), input.plateCode, ctx.now())),
  )
  define(app, ctx, 'misc.showRoleInfo', (input, req) => ok(showRoleInfo(db, requireCaller(db, req, input).id)))
  define(app, ctx, 'misc.showRoleWearBadge', (input, req) =>
    ok(wearBadge(db, requireCaller(db, req, input).id, input.badgeId)),
  )
  define(app, ctx, 'misc.showRoleClaimBenefit', (input, req) =>
    ok(claimBenefit(db, requireCaller(db, req, input).id, input.benefitId, ctx.now())),
  )
}

/** The servlet's own checks of its fields, answered in its envelope; a valid request gets the signature. */
function signatureAnswer(input: EndpointRequest<'signature.get'>, now: number): ServletEnvelope<SignatureResult> {
  const fields = input as Partial<Record<keyof typeof input, unknown>>
  const funcNo = scalarText(fields.funcNo)
  const weixinpk = scalarText(fields.weixinpk)
  const refuse = (info: string) => ({ error_no: '-1', error_info: info, results: [] })
  if (funcNo === null || weixinpk === null) return refuse('请求参数格式有误')
  if (funcNo !== FUNC_NO.signature) return refuse(`不支持的功能号：${funcNo}`)
  if (!fields.url || typeof fields.url !== 'string') return refuse('缺少必填参数：url')
  return { error_no: '0', results: [jsapiSignature(fields.url, weixinpk, now)] }
}
