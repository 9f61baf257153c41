import type { FastifyInstance } from 'fastify'
import { errorEnvelope } from '../http/envelope'

/**
 * The simulator hands every visitor the dev account's token, so it exists only on a server started
 * with the flag and reachable from this machine alone. A query or a cookie never turns it on: a
 * shared link would sign the recipient in as that account.
 */
export const HOST_SIM_LOOPBACK_ONLY =
  '模拟 App 宿主（--host-sim）会把测试账号的登录凭证注入页面，只能监听回环地址（127.0.0.1、localhost 或 ::1）；请去掉 --host-sim 或改用回环地址'

/** The answer to a request addressed to another host name (421: this server does not serve that name). */
export const HOST_SIM_FOREIGN_HOST =
  '模拟 App 宿主（--host-sim）只响应以本机地址访问的请求（localhost、127.x.x.x 或 [::1]）；请用 http://127.0.0.1:端口 打开'
export const HOST_SIM_FOREIGN_HOST_STATUS = 421

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare)
}

export function assertHostSimHost(host: string): void {
  if (!isLoopbackHost(host)) throw new Error(HOST_SIM_LOOPBACK_ONLY)
}

type ListenOptions = { host?: string; port?: number } & Record<string, unknown>

/** Makes `listen` refuse a non-loopback address (Fastify's own default host is localhost). */
export function guardHostSimListen(app: FastifyInstance): void {
  const listen = app.listen.bind(app) as (options?: ListenOptions) => Promise<string>
  const guarded = async (options: ListenOptions = {}): Promise<string> => {
    assertHostSimHost(options.host ?? 'localhost')
    return listen(options)
  }
  app.listen = guarded as FastifyInstance['listen']
}

/** The name in a Host header without its port: 'localhost:8080' → 'localhost', '[::1]:8080' → '[::1]'; '' if malformed. */
export function hostHeaderName(value: string | undefined): string {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/i.exec(value ?? '')
  return match ? match[1] : ''
}

/**
 * Listening on loopback is not enough: a page on any site can have its own name resolve to 127.0.0.1 (DNS
 * rebinding) and then read this server as same-origin, token and all. Such a request still names that site in
 * its Host header, so only loopback names are answered.
 */
export function guardHostSimRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const name = hostHeaderName(request.headers.host)
    if (name && isLoopbackHost(name)) {
      done()
      return
    }
    void reply
      .code(HOST_SIM_FOREIGN_HOST_STATUS)
      .send(errorEnvelope(HOST_SIM_FOREIGN_HOST_STATUS, HOST_SIM_FOREIGN_HOST))
  })
}

/** Everything the simulator needs from the server it runs on: loopback listening and loopback Host names. */
export function guardHostSim(app: FastifyInstance): void {
  guardHostSimListen(app)
  guardHostSimRequests(app)
}
