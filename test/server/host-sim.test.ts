import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import vm from 'node:vm'
import type { FastifyInstance } from 'fastify'
import { BRIDGE_GLOBALS, type NativeAccountInfo } from '@shared/bridge'
import { HOST_SIM_FOREIGN_HOST } from '../../server/host-sim/guard'
import { makeServer } from './helpers'

type Callback = (json: string) => void

/** Runs the simulator script in a bare sandbox standing in for the web view's window. */
function loadSimulator() {
  const storage = new Map<string, string>()
  const events: [string, unknown][] = []
  const logs: unknown[][] = []
  const window: Record<string, unknown> = {
    __HOST_SIM_CONFIG__: {
      appVersion: '9.65.0',
      quoteUrl: '/hq/quote.json',
      account: {
        accountId: 'dev-10001',
        token: 'dev-token-10001',
        userCode: 'dev-user-10001',
        cid: 'dev-cid-10001',
        nickName: '测试用户',
      },
    },
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    },
    [BRIDGE_GLOBALS.eventHandler]: (name: string, payload: unknown) => events.push([name, payload]),
    location: { assign: () => undefined, reload: () => undefined },
    history: { back: () => undefined },
  }
  const context = vm.createContext({
    window,
    document: { addEventListener: () => undefined, visibilityState: 'visible' },
    navigator: { userAgent: 'test' },
    console: {
      info: (...a: unknown[]) => logs.push(a),
      warn: (...a: unknown[]) => logs.push(a),
      error: (...a: unknown[]) => logs.push(a),
    },
    setTimeout: (fn: () => void) => setTimeout(fn, 0),
    fetch: () => Promise.reject(new Error('offline')),
    JSON,
  })
  vm.runInContext(fs.readFileSync(path.join(__dirname, '../../server/host-sim/bridge-sim.js'), 'utf8'), context)
  const module = window[BRIDGE_GLOBALS.module] as { call: (m: string, p: string, cb: string) => void }
  let n = 0
  const call = (method: string, params: object = {}) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const name = `${BRIDGE_GLOBALS.callbackPrefix}${++n}`
      window[name] = ((json: string) => resolve(JSON.parse(json))) as Callback
      module.call(method, JSON.stringify(params), name)
    })
  return { window, call, events, logs }
}

describe('host simulator (server/host-sim/bridge-sim.js)', () => {
  it('answers the account as the logged-in dev user through the callback', async () => {
    const sim = loadSimulator()
    const account = (await sim.call('getCommunityAccount')) as NativeAccountInfo
    expect(account).toMatchObject({
      account: 'dev-10001',
      token: 'dev-token-10001',
      userCode: 'dev-user-10001',
      cid: 'dev-cid-10001',
    })
  })

  it('answers empty after logout and sends loginUpdate on login', async () => {
    const sim = loadSimulator()
    await sim.call('logout')
    expect(await sim.call('getCommunityAccount')).toEqual({})
    const hostSim = sim.window.hostSim as { login: () => void; theme: (v: string) => void }
    hostSim.login()
    hostSim.theme('night')
    expect(sim.events).toEqual([
      ['loginUpdate', 'dev-10001,dev-token-10001'],
      ['themeChange', 'night'],
    ])
  })

  it('keeps favourites and the watchlist, and logs shares', async () => {
    const sim = loadSimulator()
    await sim.call('setFavourite', { newsId: '42', collected: true })
    expect(await sim.call('getFavourite', { newsId: '42' })).toEqual({ collected: true })
    await sim.call('addOptionalStock', { code: 'SH600519' })
    expect(await sim.call('getOptionalStocks')).toEqual({ codes: ['SH600519'] })
    expect(await sim.call('share', { title: 't' })).toEqual({ success: true })
    expect(sim.logs.some((l) => l.includes('share'))).toBe(true)
  })
})

describe('a --host-sim server and the Host header (issue 29: DNS rebinding)', () => {
  let sim: FastifyInstance
  let plain: FastifyInstance
  beforeAll(async () => {
    ;[{ app: sim }, { app: plain }] = await Promise.all([makeServer(undefined, { hostSim: true }), makeServer()])
  })
  afterAll(() => Promise.all([sim.close(), plain.close()]))

  const page = (app: FastifyInstance, host: string) =>
    app.inject({ method: 'GET', url: '/community/', headers: { host } })

  it.each([
    'evil.example',
    'evil.example:8080',
    '127.0.0.1.evil.example',
    'localhost.evil.example:80',
    'localhost.',
    '::1',
    '[::1].evil.example',
    '10.0.0.5:8080',
    '0.0.0.0:8080',
  ])('refuses the name %p with 421 and a Chinese message, before any page or answer', async (host) => {
    for (const res of [
      await page(sim, host),
      await sim.inject({ method: 'GET', url: '/static-avatars/1.jpg', headers: { host } }),
      // A preflight from a loopback origin is still addressed to the foreign name.
      await sim.inject({
        method: 'OPTIONS',
        url: '/community-admin/front/porcelain/queryPorcelainList',
        headers: { host, origin: 'http://127.0.0.1:8080', 'access-control-request-method': 'POST' },
      }),
    ]) {
      expect(res.statusCode).toBe(421)
      expect(res.json()).toEqual({
        code: '421',
        success: false,
        msg: HOST_SIM_FOREIGN_HOST,
        error_info: HOST_SIM_FOREIGN_HOST,
      })
      expect(res.headers['access-control-allow-origin']).toBeUndefined()
    }
    expect(HOST_SIM_FOREIGN_HOST).toMatch(/[\u4e00-\u9fff]/)
  })

  it.each(['localhost', 'localhost:8080', 'LOCALHOST:8080', '127.0.0.1:5173', '127.9.9.9', '[::1]:8080', '[::1]'])(
    'answers the loopback name %p',
    async (host) => {
      const res = await page(sim, host)
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('尚未构建')
    },
  )

  it('refuses over a real socket too, and a request that names no host at all', async () => {
    const { app } = await makeServer(undefined, { hostSim: true })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as net.AddressInfo
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
        let text = ''
        socket.on('data', (chunk) => (text += chunk.toString('utf8')))
        socket.on('end', () => resolve(text))
        socket.on('error', reject)
      })
    try {
      expect(
        await raw('GET /community/ HTTP/1.1\r\nHost: rebound.evil.example:' + port + '\r\nConnection: close\r\n\r\n'),
      ).toMatch(/^HTTP\/1\.1 421 /)
      expect(await raw('GET /community/ HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.[01] 421 /)
      expect(
        await raw('GET /community/ HTTP/1.1\r\nHost: 127.0.0.1:' + port + '\r\nConnection: close\r\n\r\n'),
      ).toMatch(/^HTTP\/1\.1 200 /)
    } finally {
      await app.close()
    }
  })

  it('leaves a server without the simulator to answer its public names (behind nginx)', async () => {
    expect((await page(plain, 'community.broker.example')).statusCode).toBe(200)
  })
})
