/**
 * The QA page's view of the bridge: a probe reports what the app did (its raw answer, a time-out, a
 * throw, no app) with how long it took, and a fired event goes through the same dispatch as a push.
 */
import { createEmitter } from '@/platform/emitter'
import { createBrowserPlatform, createNativePlatform } from '@/platform/hosts'
import { dispatchNativeEvent } from '@/platform/native-events'
import { createBridgeTransport, createSilentTransport, type BridgeHost } from '@/platform/transport'
import type { PlatformEvents, ReceivedNativeEvent } from '@/platform/types'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: jest.requireActual('./taro-mock').taroMock }))

type Call = (method: string, params: string, callbackName: string) => string | void

const hostWith = (call: Call): BridgeHost => ({ community: { call } })

describe('bridge probe', () => {
  afterEach(() => jest.useRealTimers())

  it('reports the raw answer, its parsed object and the time it took', async () => {
    jest.useFakeTimers()
    const host: BridgeHost = hostWith((_m, params, callbackName) => {
      expect(JSON.parse(params)).toEqual({ key: 'AccountInterflow' })
      setTimeout(() => (host[callbackName] as (raw: unknown) => void)('{"value":"B"}'), 40)
    })
    const pending = createBridgeTransport({ host, log: jest.fn() }).probe('getABTestValue', { key: 'AccountInterflow' })
    jest.advanceTimersByTime(40)
    await expect(pending).resolves.toEqual({
      outcome: 'answered',
      raw: '{"value":"B"}',
      answer: { value: 'B' },
      ms: 40,
    })
  })

  it('keeps an answer that is not an object as it came, with no parsed answer', async () => {
    const transport = createBridgeTransport({ host: hostWith(() => '[1,2]'), log: jest.fn() })
    await expect(transport.probe('getTopInset', {})).resolves.toMatchObject({ raw: '[1,2]', answer: null })
  })

  it('times out after the given wait and ignores a late answer', async () => {
    jest.useFakeTimers()
    let late = ''
    const host: BridgeHost = hostWith((_m, _p, name) => {
      late = name
    })
    const pending = createBridgeTransport({ host, log: jest.fn() }).probe('goodRating', {}, 300)
    jest.advanceTimersByTime(300)
    await expect(pending).resolves.toEqual({ outcome: 'timeout', ms: 300 })
    expect(host[late]).toBeUndefined()
  })

  it('says when the app threw and when there is no app', async () => {
    const throwing = hostWith(() => {
      throw new Error('boom')
    })
    await expect(createBridgeTransport({ host: throwing, log: jest.fn() }).probe('reload', {})).resolves.toMatchObject({
      outcome: 'threw',
      error: 'boom',
    })
    await expect(createBridgeTransport({ host: {}, log: jest.fn() }).probe('reload', {})).resolves.toEqual({
      outcome: 'unavailable',
      ms: 0,
    })
    await expect(createSilentTransport(null).probe('reload', {})).resolves.toEqual({ outcome: 'unavailable', ms: 0 })
  })

  it('is the platform’s probeBridge in the app and unavailable in a plain browser', async () => {
    const host = hostWith(() => '{"top":20}')
    await expect(createNativePlatform({ host, log: jest.fn() }).probeBridge('getTopInset', {})).resolves.toMatchObject({
      outcome: 'answered',
      answer: { top: 20 },
    })
    await expect(createBrowserPlatform({ host: {}, log: jest.fn() }).probeBridge('getTopInset', {})).resolves.toEqual({
      outcome: 'unavailable',
      ms: 0,
    })
  })
})

describe('received native events', () => {
  it('records every push, accepted or dropped, after its typed event', () => {
    const events = createEmitter<PlatformEvents>()
    const seen: ReceivedNativeEvent[] = []
    const themes: string[] = []
    events.on('received', (event) => seen.push(event))
    events.on('themeChange', ({ theme }) => themes.push(theme))
    dispatchNativeEvent(events, 'themeChange', 'night')
    dispatchNativeEvent(events, 'themeChange', 'purple')
    dispatchNativeEvent(events, 'pageVisible', undefined)
    dispatchNativeEvent(events, 'nonsense', 'x')
    expect(themes).toEqual(['dark'])
    expect(seen).toEqual([
      { name: 'themeChange', payload: 'night', accepted: true },
      { name: 'themeChange', payload: 'purple', accepted: false },
      { name: 'pageVisible', payload: null, accepted: true },
      { name: 'nonsense', payload: 'x', accepted: false },
    ])
  })

  it('treats a fired event like a push from the app, in a browser too', () => {
    const platform = createBrowserPlatform({ host: {}, log: jest.fn() })
    const logins: unknown[] = []
    platform.events.on('loginUpdate', (update) => logins.push(update))
    platform.receiveNativeEvent('loginUpdate', 'a1,t1')
    platform.receiveNativeEvent('loginUpdate', '0,t1')
    expect(logins).toEqual([{ accountId: 'a1', token: 't1' }])
  })
})
