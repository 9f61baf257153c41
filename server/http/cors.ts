import type { FastifyInstance } from 'fastify'

const LOOPBACK_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/

/**
 * The built site calls the API on its own origin and needs nothing here. `taro build --watch`
 * dev servers run on another loopback port, so loopback origins (and only those) may call
 * cross-origin, with the token/userCode/cid headers the HTTP layer adds.
 */
export function registerLoopbackCors(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin
    if (origin && LOOPBACK_ORIGIN.test(origin)) {
      reply.header('access-control-allow-origin', origin)
      reply.header('vary', 'Origin')
      if (request.method === 'OPTIONS') {
        reply
          .header('access-control-allow-methods', 'GET, POST, OPTIONS')
          .header('access-control-allow-headers', 'content-type, token, usercode, cid')
          .header('access-control-max-age', '600')
          .status(204)
          .send()
        return
      }
    }
    done()
  })
}
