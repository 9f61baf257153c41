/**
 * Limits on writing (issue 18: one client posted 1,000 comments in 4 s). Every number here is a
 * ceiling a person never meets and a script meets at once; both the account and the address are
 * counted, so neither many addresses for one account nor many accounts behind one address get
 * through. An address gets five times an account's budget because customers share addresses
 * (an office, a carrier's NAT). The address is `request.ip`: behind nginx that is the client nginx saw,
 * read from X-Forwarded-For only when nginx is a configured proxy (BuildOptions.trustProxy, docs/deploy.md);
 * without that setting every user behind the proxy would share the proxy's one budget.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import type { EndpointKey } from '@shared/api'
import type { DB } from '../db'
import { findCaller } from './auth'
import { ApiError } from './envelope'
import { wouldCreateAccount } from '../domain/account'

export const RATE_WINDOW_MS = 60_000

export const RATE_LIMITS = {
  // A post or an article takes minutes to write; five a minute is already a burst.
  publish: { perAccount: 5, perAddress: 25, message: '发布太频繁了，请稍后再试' },
  // A comment a person types takes several seconds: one every five seconds is fast typing.
  comment: { perAccount: 12, perAddress: 60, message: '评论太频繁了，请稍后再试' },
  // Likes, follows, collects and votes are single taps; a minute of steady tapping stays below this.
  tap: { perAccount: 60, perAddress: 300, message: '操作太频繁了，请稍后再试' },
  // Everything else that writes (reminders, badges, guesses, account settings): a few taps each.
  other: { perAccount: 30, perAddress: 150, message: '操作太频繁了，请稍后再试' },
} as const

export type LimitClass = keyof typeof RATE_LIMITS

/** Every endpoint that writes, by the budget it draws on; reads are not limited here. */
export const WRITE_LIMIT_CLASS: Partial<Record<EndpointKey, LimitClass>> = {
  'article.appCreateSave': 'publish',
  'publish.publishView': 'publish',
  'publish.publishComment': 'comment',
  'like.praise': 'tap',
  'like.cmapiPraise': 'tap',
  'follow.follow': 'tap',
  'follow.unfollow': 'tap',
  'follow.followCircles': 'tap',
  'collection.insColl': 'tap',
  'collection.delColl': 'tap',
  'vote.articleVote': 'tap',
  'topic.topicVote': 'tap',
  'article.deleteArticle': 'other',
  'publish.removeContent': 'other',
  'live.saveApptHis': 'other',
  'misc.guessPlateGuess': 'other',
  'misc.showRoleWearBadge': 'other',
  'misc.showRoleClaimBenefit': 'other',
  'account.unboundOuter': 'other',
  'account.cancelLogout': 'other',
  'account.applyLogout': 'other',
  // A profile is changed a few times in its life; a renaming script meets the publishing budget at once.
  'misc.updateUserBaseInfo': 'publish',
  // Up to nine photos a post, a few posts a minute: a tapping budget covers them.
  'upload.image': 'tap',
  'misc.messageRead': 'tap',
}

// Content's own limits live with its rules; they are listed here with the other ceilings.
export { DUPLICATE_COMMENT_MESSAGE, DUPLICATE_COMMENT_WINDOW_MS } from '../domain/publishing'
export { READS_PER_ADDRESS, READ_COUNT_PERIOD_MS } from '../domain/content'

/**
 * New accounts one address may make through the mini-program login in the window (issue 29: 300 in
 * 228 ms, then likes and reads from each). A person makes one account once; a shared address a few
 * an hour. Logging in to an account that exists draws nothing.
 */
export const ACCOUNT_CREATION_LIMIT = {
  perAddress: 5,
  windowMs: 3600_000,
  message: '新账号注册太频繁了，请稍后再试',
} as const

/** Who is reading or writing: the signed-in account, else the address. */
export function viewerKey(db: DB, request: FastifyRequest): string {
  const input = (request.method === 'GET' ? request.query : request.body) as Record<string, unknown> | undefined
  const caller = findCaller(db, request, input ?? {})
  return caller ? `account:${caller.id}` : `address:${request.ip}`
}

type LimiterFactory = FastifyInstance['rateLimit']

/**
 * @fastify/rate-limit lets one limiter act per request and registration, so the account budget and
 * the address budget come from two registrations, each in its own encapsulated context.
 */
async function limiterFactory(app: FastifyInstance): Promise<LimiterFactory> {
  let factory: LimiterFactory | undefined
  await app.register(async (child) => {
    await child.register(rateLimit, { global: false })
    factory = child.rateLimit.bind(child)
  })
  if (!factory) throw new Error('rate limiter not registered')
  return factory
}

export interface WriteLimits {
  /** The preHandlers for one endpoint (none for reads). */
  hooksFor(key: EndpointKey): preHandlerAsyncHookHandler[]
}

/**
 * Each class's account budget and address budget, shared by every endpoint of the class (one
 * comment budget, not one per comment endpoint).
 */
export async function createWriteLimits(app: FastifyInstance, db: DB, enabled: boolean): Promise<WriteLimits> {
  if (!enabled) return { hooksFor: () => [] }
  const [byAccount, byAddress] = [await limiterFactory(app), await limiterFactory(app)]
  const hooks = new Map<LimitClass, preHandlerAsyncHookHandler[]>()
  for (const limitClass of Object.keys(RATE_LIMITS) as LimitClass[]) {
    const limit = RATE_LIMITS[limitClass]
    const errorResponseBuilder = () => new ApiError(429, limit.message)
    hooks.set(limitClass, [
      byAccount({
        max: limit.perAccount,
        timeWindow: RATE_WINDOW_MS,
        keyGenerator: (request) => `${limitClass}:${viewerKey(db, request)}`,
        errorResponseBuilder,
      }) as preHandlerAsyncHookHandler,
      byAddress({
        max: limit.perAddress,
        timeWindow: RATE_WINDOW_MS,
        keyGenerator: (request) => `${limitClass}:${request.ip}`,
        errorResponseBuilder,
      }) as preHandlerAsyncHookHandler,
    ])
  }
  const signup = byAddress({
    max: ACCOUNT_CREATION_LIMIT.perAddress,
    timeWindow: ACCOUNT_CREATION_LIMIT.windowMs,
    keyGenerator: (request) => `signup:${request.ip}`,
    allowList: (request) => !wouldCreateAccount(db, (request.body as { code?: unknown } | undefined)?.code),
    errorResponseBuilder: () => new ApiError(429, ACCOUNT_CREATION_LIMIT.message),
  }) as preHandlerAsyncHookHandler
  return {
    hooksFor(key) {
      if (key === 'account.miniProgramLogin') return [signup]
      const limitClass = WRITE_LIMIT_CLASS[key]
      return limitClass ? (hooks.get(limitClass) ?? []) : []
    },
  }
}
