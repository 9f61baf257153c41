import { NATIVE_LOGS, TIMEOUTS } from '@/config/constants'
import {
  createBridgeTransport,
  createSilentTransport,
  defaultLogger,
  hasBridge,
  type BridgeHost,
} from '@/platform/transport'

type Call = (method: string, params: string, callbackName: string) => string | void

function hostWith(call?: Call): BridgeHost {
  return call ? { community: { call } } : {}
}

describe('bridge transport', () => {
  afterEach(() => jest.useRealTimers())

  it('sends method and JSON params and resolves with the asynchronous callback answer', async () => {
    let seen: { method: string; params: string; callbackName: string } | null = null
    const host = hostWith((method, params, callbackName) => {
      seen = { method, params, callbackName }
    })
    const transport = createBridgeTransport({ host, log: jest.fn() })
    const pending = transport.call('getFavourite', { newsId: 'n1' })
    expect(seen).not.toBeNull()
    const { method, params, callbackName } = seen as unknown as { method: string; params: string; callbackName: string }
    expect(method).toBe('getFavourite')
    expect(JSON.parse(params)).toEqual({ newsId: 'n1' })
    expect(callbackName).toMatch(/^communityCallback_/)
    ;(host[callbackName] as (raw: unknown) => void)('{"collected":true}')
    await expect(pending).resolves.toEqual({ collected: true })
    expect(host[callbackName]).toBeUndefined()
  })

  it('accepts a synchronous string answer', async () => {
    const transport = createBridgeTransport({ host: hostWith(() => '{"top":44}') })
    await expect(transport.call('getTopInset', {})).resolves.toEqual({ top: 44 })
  })

  it('resolves empty on malformed JSON', async () => {
    const host = hostWith((_m, _p, callbackName) => {
      ;(host[callbackName] as (raw: unknown) => void)('{not json')
    })
    const transport = createBridgeTransport({ host })
    await expect(transport.call('getClientInfo', {})).resolves.toBeNull()
  })

  it('resolves empty after the timeout when the app never answers, and ignores late answers', async () => {
    jest.useFakeTimers()
    let callbackName = ''
    const host = hostWith((_m, _p, name) => {
      callbackName = name
    })
    const transport = createBridgeTransport({ host })
    const pending = transport.call('communityLogin', {})
    jest.advanceTimersByTime(TIMEOUTS.nativeCallMs)
    await expect(pending).resolves.toBeNull()
    expect(host[callbackName]).toBeUndefined()
  })

  it('logs and resolves empty when the module is missing or throws', async () => {
    const log = jest.fn()
    await expect(createBridgeTransport({ host: {}, log }).call('logout', {})).resolves.toBeNull()
    expect(log).toHaveBeenCalledWith(NATIVE_LOGS.noModule, 'logout')
    const throwing = hostWith(() => {
      throw new Error('native crash')
    })
    await expect(createBridgeTransport({ host: throwing, log }).call('reload', {})).resolves.toBeNull()
    expect(log).toHaveBeenCalledWith('native call reload failed', expect.any(Error))
  })

  it('finds the module only when it has a call function', () => {
    expect(hasBridge({ community: {} })).toBe(false)
    expect(hasBridge(hostWith(() => undefined))).toBe(true)
  })
})

describe('silent transport', () => {
  it('resolves empty, logging only when given a logger', async () => {
    const log = jest.fn()
    await expect(createSilentTransport(log).call('share', {})).resolves.toBeNull()
    expect(log).toHaveBeenCalledWith(NATIVE_LOGS.noModule, 'share')
    await expect(createSilentTransport(null).call('share', {})).resolves.toBeNull()
  })

  it('says there is no module once, however many calls a page makes', async () => {
    const log = jest.fn()
    const silent = createSilentTransport(log)
    await silent.call('share', {})
    await silent.probe('getAppInfo', {})
    await silent.call('communityLogin', {})
    const bridge = createBridgeTransport({ host: {}, log })
    await bridge.call('logout', {})
    await bridge.call('reload', {})
    expect(log.mock.calls).toEqual([
      [NATIVE_LOGS.noModule, 'share'],
      [NATIVE_LOGS.noModule, 'logout'],
    ])
  })
})

describe('defaultLogger', () => {
  it('writes warnings to the console', () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    defaultLogger('a')
    defaultLogger('b', 1)
    expect(spy).toHaveBeenNthCalledWith(1, 'a')
    expect(spy).toHaveBeenNthCalledWith(2, 'b', 1)
    spy.mockRestore()
  })
})
