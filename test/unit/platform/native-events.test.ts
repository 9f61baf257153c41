import { createEmitter } from '@/platform/emitter'
import {
  dispatchNativeEvent,
  installNativeEventHandler,
  mapNativeTheme,
  parseLoginUpdate,
} from '@/platform/native-events'
import type { BridgeHost } from '@/platform/transport'
import type { PlatformEvents } from '@/platform/types'

describe('parseLoginUpdate', () => {
  it('reads accountId,token', () => {
    expect(parseLoginUpdate(' 1001 , tok ')).toEqual({ accountId: '1001', token: 'tok' })
  })
  it.each(['', '0,tok', '1001,0', '1001,', ',tok', '1001', 'a,b,c', null, 5])('ignores %p', (payload) => {
    expect(parseLoginUpdate(payload)).toBeNull()
  })
})

describe('mapNativeTheme', () => {
  it.each([
    ['day', 'light'],
    ['NIGHT', 'dark'],
    ['light', 'light'],
    ['dark', 'dark'],
    ['red', 'red'],
    ['blue', null],
    [undefined, null],
  ])('%p -> %p', (input, expected) => expect(mapNativeTheme(input)).toBe(expected))
})

describe('native event handler', () => {
  it('turns app calls into typed events and drops bad ones', () => {
    const host: BridgeHost = {}
    const events = createEmitter<PlatformEvents>()
    const log = jest.fn()
    const remove = installNativeEventHandler(host, events, log)
    const seen: unknown[] = []
    events.on('loginUpdate', (p) => seen.push(['login', p]))
    events.on('themeChange', (p) => seen.push(['theme', p]))
    events.on('pageVisible', () => seen.push(['visible']))
    events.on('back', () => seen.push(['back']))
    const handler = host.communityEvent as (name: unknown, payload: unknown) => void
    handler('loginUpdate', '7,t')
    handler('loginUpdate', '0,t')
    handler('themeChange', 'night')
    handler('themeChange', 'purple')
    handler('pageVisible', undefined)
    handler('back', '')
    handler('unknown', '')
    expect(seen).toEqual([
      ['login', { accountId: '7', token: 't' }],
      ['theme', { theme: 'dark' }],
      ['visible'],
      ['back'],
    ])
    expect(log).toHaveBeenCalledTimes(3)
    remove()
    expect(host.communityEvent).toBeUndefined()
  })
  it('does not remove a handler someone else installed later', () => {
    const host: BridgeHost = {}
    const remove = installNativeEventHandler(host, createEmitter<PlatformEvents>())
    const other = () => undefined
    host.communityEvent = other
    remove()
    expect(host.communityEvent).toBe(other)
    dispatchNativeEvent(createEmitter<PlatformEvents>(), 'loginUpdate', 'bad')
  })
})
