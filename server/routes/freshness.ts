/**
 * Live freshness (docs/product.md §4.20): the catch-up a client asks (feed.fresh) and the stream that pushes new
 * items as they are written (feed.stream, Server-Sent Events through @fastify/sse). The rules are in
 * server/domain/freshness.
 */
import fastifySse from '@fastify/sse'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { ENDPOINTS, FRESH_EVENTS, FRESH_LIMITS, fillPath, type FreshPush, type FreshReady } from '@shared/api'
import { REQUESTS } from '@shared/requests'
import { viewerOf } from '../http/auth'
import { ok } from '../http/envelope'
import { feedList, freshHub, freshSince } from '../domain/freshness'
import { REQUEST_SCHEMAS, define, type RouteContext } from './define'

export async function registerFreshnessRoutes(app: FastifyInstance, ctx: RouteContext): Promise<void> {
  const { db } = ctx
  define(app, ctx, 'feed.fresh', (input, request) =>
    ok({ feeds: freshSince(db, input.feeds, viewerOf(db, request, input)) }),
  )
  await app.register(fastifySse, { heartbeatInterval: FRESH_LIMITS.heartbeatMs })
  registerStream(app, ctx)
}

/** One SSE message; a reader gone meanwhile is no error (its close has already left the hub). */
function send(reply: FastifyReply, event: string, data: FreshReady | FreshPush): void {
  if (reply.sse.isConnected) reply.sse.send({ event, data }).catch(() => undefined)
}

/**
 * GET with the feeds in the address (an event stream cannot carry a body) and the session headers of every admin
 * request, so 关注 is pushed only to who follows the author. Validated by its one definition in types/requests like
 * every other request (REQUEST_SCHEMAS lists it); registered here rather than by define() because the answer is a
 * stream, not a value.
 */
function registerStream(app: FastifyInstance, ctx: RouteContext): void {
  const key = 'feed.stream'
  const schema = REQUESTS[key]
  REQUEST_SCHEMAS.set(key, schema)
  const hub = freshHub(ctx.db)
  // Open streams would keep the server from closing: they end first (the client reconnects to the next one).
  app.addHook('preClose', async () => hub.closeAll())
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: ENDPOINTS[key].method,
    url: fillPath(ENDPOINTS[key].path, ctx.productId),
    sse: { kind: 'only' },
    schema: { querystring: schema },
    preHandler: ctx.limits.hooksFor(key),
    handler: async (request, reply) => {
      const feeds = feedList(request.query.feeds)
      const viewer = viewerOf(ctx.db, request, request.query)
      reply.sse.keepAlive()
      const leave = hub.join({
        viewer,
        feeds,
        push: (event) => send(reply, FRESH_EVENTS.fresh, event),
        close: () => reply.sse.close(),
      })
      reply.sse.onClose(leave)
      send(reply, FRESH_EVENTS.ready, { feeds })
    },
  })
}
