import { quoteRequest } from '@/api/quote'
import { NATIVE_LOGS } from '@/config/constants'
import { createBridgePlatform, isFunctionId, isOpenableUrl } from '@/platform/bridge-platform'
import { createEmitter } from '@/platform/emitter'
import { createMemoryStorage } from '@/platform/storage'
import type { TaroHost } from '@/platform/taro-host'
import { createSilentTransport, type BridgeTransport } from '@/platform/transport'
import type { PlatformEvents } from '@/platform/types'

type Answers = Record<string, unknown>

function setup(answers: Answers = {}, transport?: BridgeTransport) {
  const calls: [string, unknown][] = []
  const fake: BridgeTransport = transport ?? {
    call: (method, params) => {
      calls.push([method, params])
      return Promise.resolve((method in answers ? answers[method] : {}) as never)
    },
    probe: () => Promise.resolve({ outcome: 'unavailable', ms: 0 }),
  }
  const taro: TaroHost = {
    toast: jest.fn(),
    navigateTo: jest.fn(() => Promise.resolve()),
    redirectTo: jest.fn(() => Promise.resolve()),
    navigateBack: jest.fn(() => Promise.resolve()),
    copyText: jest.fn(() => Promise.resolve(true)),
    getSystemInfo: jest.fn(() =>
      Promise.resolve({ platform: 'ios', windowWidth: 1, windowHeight: 2, statusBarHeight: 3 }),
    ),
  }
  const log = jest.fn()
  const platform = createBridgePlatform({
    kind: 'native',
    transport: fake,
    events: createEmitter<PlatformEvents>(),
    sessionStorage: createMemoryStorage(),
    localStorage: createMemoryStorage(),
    taro,
    log,
  })
  return { platform, calls, taro, log }
}

describe('bridge platform: account', () => {
  it('cleans the account answer and treats an empty one as none', async () => {
    const { platform } = setup({
      getCommunityAccount: { account: ' 1001 ', token: 't', nickName: '', extra: 5 },
      communityLogin: { token: '' },
    })
    await expect(platform.getCommunityAccount()).resolves.toEqual({ account: '1001', token: 't', extra: '5' })
    await expect(platform.communityLogin()).resolves.toBeNull()
  })
  it('returns empty client info fields when the app has none', async () => {
    const { platform } = setup({ getClientInfo: null })
    await expect(platform.getClientInfo()).resolves.toEqual({
      clientType: '',
      appVersion: '',
      cid: '',
      deviceId: '',
      theme: null,
      commentInput: false,
    })
  })
  it('reads client info', async () => {
    const { platform } = setup({
      getClientInfo: {
        clientType: 'android',
        appVersion: '9.65',
        cid: 'c',
        deviceId: 'd',
        theme: 'night',
        commentInput: true,
      },
    })
    await expect(platform.getClientInfo()).resolves.toEqual({
      clientType: 'android',
      appVersion: '9.65',
      cid: 'c',
      deviceId: 'd',
      theme: 'dark',
      commentInput: true,
    })
  })
  it('logs out and has no mini-program code', async () => {
    const { platform, calls } = setup()
    await platform.logout()
    expect(calls).toEqual([['logout', {}]])
    await expect(platform.miniProgramLogin()).resolves.toBe('')
  })
})

describe('bridge platform: content actions', () => {
  it('maps answers of comment, share, favourite and watchlist', async () => {
    const { platform, calls } = setup({
      comment: { content: ' nice ' },
      share: { success: true },
      getFavourite: { collected: true },
      setFavourite: { success: true },
      addOptionalStock: { success: true },
      getOptionalStocks: { codes: ['SH600000', 5, 'SZ000001'] },
      getOptionalStockGroups: { groups: [{ id: '1', name: 'Mine' }, { id: 2 }, null] },
      requestQuote: { json_body: { cycle_content: [] } },
      getABTestValue: { value: 'B' },
      saveImage: { success: true },
    })
    await expect(platform.comment({ pubId: '1' })).resolves.toBe('nice')
    await expect(platform.share({ title: 'T' })).resolves.toBe(true)
    await expect(platform.getFavourite('n1')).resolves.toBe(true)
    await expect(platform.setFavourite({ newsId: 'n1' }, true)).resolves.toBe(true)
    await expect(platform.addWatchlistStock('SH600000')).resolves.toBe(true)
    await expect(platform.addWatchlistStock('SH600000', 'g1')).resolves.toBe(true)
    await expect(platform.getWatchlistStocks()).resolves.toEqual(['SH600000', 'SZ000001'])
    await expect(platform.getWatchlistStocks('g1')).resolves.toEqual(['SH600000', 'SZ000001'])
    await expect(platform.getWatchlistGroups()).resolves.toEqual([{ id: '1', name: 'Mine' }])
    const quote = quoteRequest(['SH600000'], 0, 1)
    await expect(platform.requestQuote(quote)).resolves.toEqual({ json_body: { cycle_content: [] } })
    await expect(platform.getAbTestValue('AccountInterflow')).resolves.toBe('B')
    await expect(platform.saveImageToAlbum('https://x/y.png')).resolves.toBe(true)
    await platform.promptGoodRating()
    expect(calls).toContainEqual(['share', { contentType: 0, title: 'T' }])
    expect(calls).toContainEqual(['setFavourite', { newsId: 'n1', collected: true }])
    expect(calls).toContainEqual(['addOptionalStock', { code: 'SH600000', groupId: 'g1' }])
    expect(calls).toContainEqual(['getABTestValue', { key: 'AccountInterflow' }])
    expect(calls).toContainEqual(['goodRating', {}])
  })
  it('reads a quote answer without rows (the app’s quote service failed) as no answer, for the page to ask itself', async () => {
    const quote = quoteRequest(['SH600000'], 0, 1)
    for (const failed of [{}, { json_head: { error_no: '-1' } }, { json_body: { cycle_content: 'none' } }]) {
      const { platform } = setup({ requestQuote: failed })
      await expect(platform.requestQuote(quote)).resolves.toBeNull()
    }
  })
  it('reads every empty answer as a safe default', async () => {
    const { platform } = setup({}, createSilentTransport(null))
    await expect(platform.comment({})).resolves.toBeNull()
    await expect(platform.share({})).resolves.toBe(false)
    await expect(platform.getFavourite('n')).resolves.toBe(false)
    await expect(platform.getWatchlistStocks()).resolves.toEqual([])
    await expect(platform.getWatchlistGroups()).resolves.toEqual([])
    await expect(platform.requestQuote(quoteRequest(['SH600000'], 0, 1))).resolves.toBeNull()
    await expect(platform.getAbTestValue('AccountInterflow')).resolves.toBe('')
    await expect(platform.getTopInset()).resolves.toBe(0)
    await expect(platform.markDailyAction('1001', '20261122')).resolves.toBe(false)
  })
})

describe('bridge platform: open url and function', () => {
  it('opens good urls and logs bad ones', async () => {
    const { platform, calls, log } = setup()
    await expect(platform.openUrl(' https://broker.example/a ', { navigationBarHidden: true })).resolves.toBe(true)
    expect(calls).toContainEqual(['openUrl', { url: 'https://broker.example/a', navigationBarHidden: true }])
    await expect(platform.openUrl('javascript:alert(1)')).resolves.toBe(false)
    await expect(platform.openUrl('')).resolves.toBe(false)
    expect(log).toHaveBeenCalledWith(NATIVE_LOGS.urlIncorrect, '')
  })
  it('opens functions by id and logs empty or bad ids', async () => {
    const { platform, calls, log } = setup()
    await expect(platform.openFunction('F100')).resolves.toBe(true)
    await expect(platform.openFunction('F101', { code: 'SH600000' })).resolves.toBe(true)
    expect(calls).toContainEqual(['openFunction', { functionId: 'F100' }])
    expect(calls).toContainEqual(['openFunction', { functionId: 'F101', params: { code: 'SH600000' } }])
    await expect(platform.openFunction('')).resolves.toBe(false)
    await expect(platform.openFunction('a b')).resolves.toBe(false)
    expect(log).toHaveBeenCalledWith(NATIVE_LOGS.functionIdIncorrect, '')
  })
  it('validates with exported predicates', () => {
    expect(isOpenableUrl('broker://quote?code=1')).toBe(true)
    expect(isOpenableUrl(5)).toBe(false)
    expect(isFunctionId('ab_1-2')).toBe(true)
    expect(isFunctionId(null)).toBe(false)
  })
})

describe('bridge platform: daily marker, events and pages', () => {
  it('marks a daily action once per day per account', async () => {
    const stored: Record<string, string> = {}
    const transport: BridgeTransport = {
      call: (method, params) => {
        const p = params as { accountId: string; day?: string }
        if (method === 'getDailyMarker') return Promise.resolve({ day: stored[p.accountId] } as never)
        if (method === 'setDailyMarker') stored[p.accountId] = p.day as string
        return Promise.resolve({} as never)
      },
      probe: () => Promise.resolve({ outcome: 'unavailable', ms: 0 }),
    }
    const { platform } = setup({}, transport)
    await expect(platform.markDailyAction('1001', '20261122')).resolves.toBe(true)
    await expect(platform.markDailyAction('1001', '20261122')).resolves.toBe(false)
    await expect(platform.markDailyAction('1002', '20261122')).resolves.toBe(true)
    await expect(platform.markDailyAction('1001', '20261123')).resolves.toBe(true)
    await expect(platform.markDailyAction('', '20261123')).resolves.toBe(false)
  })
  it('sends page commands and analytics without waiting', async () => {
    const { platform, calls, taro } = setup({ getTopInset: { top: 44 } })
    platform.logEvent('htPageViewDuration', { ms: 5 })
    platform.logEvent('tchProductDetailPageView')
    platform.closePage()
    platform.goBack({ refresh: true })
    platform.goBack()
    platform.reload()
    platform.setLeftHandle(true)
    await expect(platform.getTopInset()).resolves.toBe(44)
    expect(calls).toEqual([
      ['logEvent', { event: 'htPageViewDuration', properties: { ms: 5 } }],
      ['logEvent', { event: 'tchProductDetailPageView' }],
      ['closePage', {}],
      ['goBack', { refresh: true }],
      ['goBack', { refresh: false }],
      ['reload', {}],
      ['setLeftHandle', { enabled: true }],
      ['getTopInset', {}],
    ])
    await platform.navigateTo('/pages/a')
    await platform.redirectTo('/pages/b')
    platform.toast('hi', 1000)
    await expect(platform.getSystemInfo()).resolves.toMatchObject({ statusBarHeight: 3 })
    expect(taro.navigateTo).toHaveBeenCalledWith('/pages/a')
    expect(taro.redirectTo).toHaveBeenCalledWith('/pages/b')
    expect(taro.toast).toHaveBeenCalledWith('hi', 1000)
  })
})
