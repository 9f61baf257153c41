import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { BRIDGE_GLOBALS, type NativeAccountInfo } from '@shared/bridge'

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
