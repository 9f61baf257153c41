/**
 * Opening outside links and sharing with the server's settings (docs/product.md §2.6, §3.8): the trusted list and
 * the share minimum are asked once, the ask sheet's answer decides, the mini-program copies.
 */
import { createBrowserPlatform, setPlatform, type Platform } from '@/platform'
import { OUTSIDE_LINK_TEXTS } from '@/navigation/outside-link'
import { APP_SETTING_KEYS } from '@shared/app-settings'
import { connectAppSettings, openOutsideLink } from '@/navigation'
import { shareVersionFacts, trustedHosts } from '@/navigation/app-settings'
import { pendingLinkQuestion } from '@/navigation/link-prompt'
import { shareCard } from '@/hooks/host-actions'

function install(kind: Platform['kind']) {
  const calls = {
    toast: jest.fn(),
    navigateTo: jest.fn(async () => undefined),
    openUrl: jest.fn(async () => true),
    copyText: jest.fn(async () => true),
    share: jest.fn(async () => true),
  }
  const base = createBrowserPlatform({ host: {}, log: () => undefined })
  setPlatform({ ...base, kind, ...calls })
  return calls
}

function settings(values: Record<string, string>, appVersion = '') {
  const loadValue = jest.fn(async (key: string) => {
    if (key in values) return values[key]
    throw new Error('配置项不存在')
  })
  connectAppSettings({ loadValue, appVersion: () => appVersion })
  return loadValue
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => connectAppSettings(null))

describe('the trusted list', () => {
  it('is the broker’s domains and the server’s partners, asked once; junk entries are dropped', async () => {
    process.env.BROKER_DOMAINS = 'broker.com'
    const load = settings({ [APP_SETTING_KEYS.trustedHosts]: 'eastmoney.com, cninfo.com.cn\nxn--e.com localhost' })
    try {
      expect(await trustedHosts()).toEqual(['broker.com', 'eastmoney.com', 'cninfo.com.cn'])
      await trustedHosts()
      expect(load).toHaveBeenCalledTimes(1)
    } finally {
      delete process.env.BROKER_DOMAINS
    }
  })

  it('without the server’s answer trusts only the broker’s own domains, and asks again next time', async () => {
    const load = settings({})
    expect(await trustedHosts()).toEqual([])
    await trustedHosts()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('opening an outside link', () => {
  const partner = 'https://data.eastmoney.com/report/1.html'
  const other = 'https://www.example.org/a'

  it('in a browser opens a trusted site in the web-view page without asking', async () => {
    const calls = install('browser')
    settings({ [APP_SETTING_KEYS.trustedHosts]: 'eastmoney.com' })
    expect(await openOutsideLink(partner)).toBe(true)
    expect(calls.navigateTo).toHaveBeenCalledWith(`/pages/webview/index?url=${encodeURIComponent(partner)}`)
  })

  it('in a browser asks about any other site: 打开 opens it, 复制链接 copies it, 取消 does nothing', async () => {
    const calls = install('browser')
    settings({ [APP_SETTING_KEYS.trustedHosts]: 'eastmoney.com' })

    const opening = openOutsideLink(other)
    await flush()
    expect(pendingLinkQuestion()?.url).toBe(other)
    pendingLinkQuestion()?.answer('open')
    expect(await opening).toBe(true)
    expect(calls.openUrl).toHaveBeenCalledWith(other, undefined)
    expect(pendingLinkQuestion()).toBeNull()

    const copying = openOutsideLink(other)
    await flush()
    pendingLinkQuestion()?.answer('copy')
    expect(await copying).toBe(false)
    expect(calls.copyText).toHaveBeenCalledWith(other)
    expect(calls.toast).toHaveBeenCalledWith(OUTSIDE_LINK_TEXTS.copied)

    const cancelled = openOutsideLink(other)
    await flush()
    pendingLinkQuestion()?.answer(null)
    expect(await cancelled).toBe(false)
    expect(calls.openUrl).toHaveBeenCalledTimes(1)
    expect(calls.copyText).toHaveBeenCalledTimes(1)
  })

  it('a second question cancels the first', async () => {
    install('browser')
    settings({})
    const first = openOutsideLink(other)
    await flush()
    const second = openOutsideLink(`${other}/2`)
    expect(await first).toBe(false)
    await flush()
    expect(pendingLinkQuestion()?.url).toBe(`${other}/2`)
    pendingLinkQuestion()?.answer(null)
    expect(await second).toBe(false)
  })

  it('inside the app hands a trusted site and an app link to the app’s open call', async () => {
    const calls = install('native')
    settings({ [APP_SETTING_KEYS.trustedHosts]: 'eastmoney.com' })
    expect(await openOutsideLink(partner)).toBe(true)
    expect(await openOutsideLink('broker://live/room?webinarId=W1')).toBe(true)
    expect(calls.openUrl.mock.calls).toEqual([
      [partner, undefined],
      ['broker://live/room?webinarId=W1', undefined],
    ])
    expect(calls.navigateTo).not.toHaveBeenCalled()
  })

  it('says so when the clipboard refuses', async () => {
    const calls = install('browser')
    calls.copyText.mockResolvedValue(false)
    settings({})
    const copying = openOutsideLink(other)
    await flush()
    pendingLinkQuestion()?.answer('copy')
    await copying
    expect(calls.toast).toHaveBeenCalledWith(OUTSIDE_LINK_TEXTS.copyFailed)
  })

  it('refuses javascript: without asking', async () => {
    const calls = install('browser')
    settings({})
    expect(await openOutsideLink('javascript:alert(1)')).toBe(false)
    expect(pendingLinkQuestion()).toBeNull()
    expect(calls.toast).toHaveBeenCalledWith(OUTSIDE_LINK_TEXTS.refused)
  })
})

describe('sharing and the app’s version', () => {
  const card = { title: '标题', content: '摘要', shareUrl: 'https://m.broker.com/a', date: '2024-01-01' }

  it('uses the server’s minimum, else the product’s default', async () => {
    settings({ [APP_SETTING_KEYS.shareMinAppVersion]: '9.65' }, '9.70')
    expect(await shareVersionFacts()).toEqual({ appVersion: '9.70', minVersion: '9.65' })
    settings({}, '9.0')
    expect(await shareVersionFacts()).toEqual({ appVersion: '9.0', minVersion: '8.94' })
  })

  it('tells an app older than the minimum to upgrade instead of sharing', async () => {
    const calls = install('native')
    settings({ [APP_SETTING_KEYS.shareMinAppVersion]: '9.65' }, '9.60')
    expect(await shareCard(card)).toBe(false)
    expect(calls.share).not.toHaveBeenCalled()
    expect(calls.toast).toHaveBeenCalledWith('当前App版本过低，请升级后分享')
  })

  it('shares from an app at or above the minimum, and from one that did not say its version', async () => {
    const calls = install('native')
    settings({ [APP_SETTING_KEYS.shareMinAppVersion]: '9.65' }, '9.65')
    expect(await shareCard(card)).toBe(true)
    settings({ [APP_SETTING_KEYS.shareMinAppVersion]: '9.65' }, '')
    expect(await shareCard(card)).toBe(true)
    expect(calls.share).toHaveBeenCalledTimes(2)
  })
})
