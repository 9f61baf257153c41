/**
 * Reading the reader's text scale at start-up (docs/product.md §2.10): the start address first, else the app's
 * optional bridge call or WeChat's font setting; junk from any of them is "not said", and a host that never answers
 * holds nothing up.
 */
import { fontScaleFromWechat, fontScaleLevel, readFontScale } from '@/lib/font-scale'
import { createBridgePlatform } from '@/platform/bridge-platform'
import { createEmitter } from '@/platform/emitter'
import { createMemoryStorage } from '@/platform/storage'
import type { TaroHost } from '@/platform/taro-host'
import type { BridgeTransport } from '@/platform/transport'
import type { PlatformEvents } from '@/platform/types'
import { readWechatFontScale } from '@/platform/wechat-font.weapp'
import { startApp } from '@/startup'
import { makeTestStores } from '../../support/store-env'
import { taroMock } from '../platform/taro-mock'
import { fakePlatform } from './fake-platform'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: jest.requireActual('../platform/taro-mock').taroMock }))

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a scale as a host gives it', () => {
  it('keeps a number within 1–1.6, takes the nearest bound outside, and reads junk as not given', () => {
    expect(readFontScale(1.4)).toBe(1.4)
    expect(readFontScale('1.25')).toBe(1.25)
    expect(readFontScale(' 1.3 ')).toBe(1.3)
    expect(readFontScale(1.456)).toBe(1.46)
    expect(readFontScale(3)).toBe(1.6)
    expect(readFontScale(0.85)).toBe(1)
    // Below the large-text step a scale is a host's rounding: the design's sizes.
    expect(readFontScale(1.04)).toBe(1)
    for (const junk of [undefined, null, '', 'x', '1.4em', -2, 0, NaN, Infinity, '1e3', {}, [1.4], true])
      expect(readFontScale(junk)).toBeNull()
  })
  it('names the levels: text grows from 1.1, care mode from 1.3', () => {
    expect([1, 1.1, 1.29, 1.3, 1.6].map(fontScaleLevel)).toEqual(['standard', 'large', 'large', 'care', 'care'])
  })
  it("reads WeChat's factor, else its size setting against its standard 17 px", () => {
    expect(fontScaleFromWechat({ fontSizeScaleFactor: 1.4, fontSizeSetting: 23.8 })).toBe(1.4)
    expect(fontScaleFromWechat({ fontSizeSetting: 23.8 })).toBe(1.4)
    expect(fontScaleFromWechat({ fontSizeScaleFactor: 'big', fontSizeSetting: 17 })).toBe(1)
    expect(fontScaleFromWechat({ fontSizeSetting: '20' })).toBeNull()
    expect(fontScaleFromWechat({})).toBeNull()
    expect(fontScaleFromWechat(null)).toBeNull()
  })
})

function bridgePlatform(answer: unknown) {
  const calls: string[] = []
  const transport: BridgeTransport = {
    call: (method) => {
      calls.push(method)
      return Promise.resolve(answer as never)
    },
    probe: () => Promise.resolve({ outcome: 'unavailable', ms: 0 }),
  }
  const platform = createBridgePlatform({
    kind: 'native',
    transport,
    events: createEmitter<PlatformEvents>(),
    sessionStorage: createMemoryStorage(),
    localStorage: createMemoryStorage(),
    taro: {} as TaroHost,
    log: jest.fn(),
  })
  return { platform, calls }
}

describe("the host's scale", () => {
  it("asks the app's optional getFontScale and reads its answer defensively", async () => {
    const { platform, calls } = bridgePlatform({ fontScale: 1.4 })
    await expect(platform.getFontScale()).resolves.toBe(1.4)
    expect(calls).toEqual(['getFontScale'])
    for (const answer of [null, {}, { fontScale: 'large' }, { fontScale: -1 }])
      await expect(bridgePlatform(answer).platform.getFontScale()).resolves.toBeNull()
    await expect(bridgePlatform({ fontScale: '1.2' }).platform.getFontScale()).resolves.toBe(1.2)
  })
  it("in the mini-program, reads WeChat's font setting (wx.getAppBaseInfo)", () => {
    const log = jest.fn()
    taroMock.getAppBaseInfo.mockReturnValueOnce({ fontSizeSetting: 23.8, fontSizeScaleFactor: 1.4 })
    expect(readWechatFontScale(log)).toBe(1.4)
    taroMock.getAppBaseInfo.mockReturnValueOnce({ fontSizeSetting: 17 })
    expect(readWechatFontScale(log)).toBe(1)
    taroMock.getAppBaseInfo.mockImplementationOnce(() => {
      throw new Error('not supported')
    })
    expect(readWechatFontScale(log)).toBeNull()
    expect(log).toHaveBeenCalledWith('getAppBaseInfo failed', expect.any(Error))
  })
})

describe('start-up', () => {
  const start = async (kind: 'native' | 'wx' | 'browser', address: string, hostScale: number | null) => {
    const platform = fakePlatform(kind)
    platform.getFontScale.mockResolvedValue(hostScale)
    const { stores } = makeTestStores()
    const result = await startApp({ platform, stores, address, log: jest.fn() })
    await settle()
    result.stop()
    return { scale: stores.ui.fontScale, asked: platform.getFontScale.mock.calls.length > 0 }
  }

  it('takes the address first, without asking the host', async () => {
    await expect(start('native', '?fontScale=1.4', 1.2)).resolves.toEqual({ scale: 1.4, asked: false })
    await expect(start('wx', '?fontScale=1', 1.4)).resolves.toEqual({ scale: 1, asked: false })
  })
  it('asks the app or WeChat when the address has none or junk', async () => {
    await expect(start('native', '', 1.4)).resolves.toEqual({ scale: 1.4, asked: true })
    await expect(start('wx', '?fontScale=huge', 1.3)).resolves.toEqual({ scale: 1.3, asked: true })
    await expect(start('native', '', null)).resolves.toEqual({ scale: 1, asked: true })
  })
  it('leaves a plain browser at the standard size without asking', async () => {
    await expect(start('browser', '', 1.4)).resolves.toEqual({ scale: 1, asked: false })
  })
  it('does not wait for an app that never answers, and never fails for one that throws', async () => {
    const platform = fakePlatform('native')
    platform.getFontScale.mockReturnValue(new Promise(() => undefined))
    const { stores } = makeTestStores()
    const result = await startApp({ platform, stores, address: '', log: jest.fn() })
    expect(stores.ui.fontScale).toBe(1)
    result.stop()
    const failing = fakePlatform('native')
    failing.getFontScale.mockRejectedValue(new Error('bridge'))
    const log = jest.fn()
    const other = await startApp({ platform: failing, stores: makeTestStores().stores, address: '', log })
    await settle()
    expect(log).toHaveBeenCalledWith('font scale failed', expect.any(Error))
    other.stop()
  })
})
