import type { FastifyInstance } from 'fastify'

/**
 * The simulator hands every visitor the dev account's token, so it exists only on a server started
 * with the flag and reachable from this machine alone. A query or a cookie never turns it on: a
 * shared link would sign the recipient in as that account.
 */
export const HOST_SIM_LOOPBACK_ONLY =
  '模拟 App 宿主（--host-sim）会把测试账号的登录凭证注入页面，只能监听回环地址（127.0.0.1、localhost 或 ::1）；请去掉 --host-sim 或改用回环地址'

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
