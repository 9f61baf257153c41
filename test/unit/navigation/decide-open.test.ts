import { findRoute, type RouteEntry } from '@/config/routes'
import { WEBVIEW_ALLOWED_HOSTS } from '@/config/webview-allowlist'
import {
  decideOpenLiveRoom,
  decideOpenOutsideLink,
  decideOpenRoute,
  decideOpenStock,
  isAllowedWebviewUrl,
  WEBVIEW_REFUSED_MESSAGE,
} from '@/navigation/decide-open'
import { decideReloadOnce } from '@/navigation/reload-once'

const route = (path: string): RouteEntry => {
  const entry = findRoute(path)
  if (!entry) throw new Error(path)
  return entry
}
const ORIGIN = 'https://broker.example'

describe('decideOpenRoute', () => {
  it('navigates inside this app with the typed parameters', () => {
    expect(
      decideOpenRoute({
        entry: route('community/articleDetail/index'),
        params: { articleId: '42', source: 'post' },
        host: 'native',
        origin: ORIGIN,
      }),
    ).toEqual({ kind: 'navigate', url: '/community/articleDetail/index?articleId=42&source=post' })
  })

  it('opens host-scheme pages through the app with the community prefix and a hidden bar', () => {
    expect(
      decideOpenRoute({
        entry: route('community/stockCommit/index'),
        params: { code: '600519' },
        host: 'native',
        origin: ORIGIN,
      }),
    ).toEqual({
      kind: 'host',
      url: 'https://broker.example/community/community/stockCommit/index?code=600519&navigationBarHidden=1',
      navigationBarHidden: true,
    })
  })

  it('opens host-scheme pages normally outside the app', () => {
    for (const host of ['browser', 'wx'] as const) {
      expect(decideOpenRoute({ entry: route('etf/chance/index'), host, origin: host === 'wx' ? '' : ORIGIN })).toEqual({
        kind: 'navigate',
        url: '/etf/chance/index',
      })
    }
  })
})

describe('decideOpenStock', () => {
  it('uses the app scheme with the stock code in the app', () => {
    const decision = decideOpenStock({ code: '600519', name: '贵州茅台' }, 'native')
    expect(decision.kind).toBe('host')
    expect(decision.kind === 'host' && decision.url).toContain('code=600519')
  })

  it('opens the stock subpackage page with name, code and from=community elsewhere', () => {
    expect(decideOpenStock({ code: '600519', name: '贵州茅台' }, 'wx')).toEqual({
      kind: 'navigate',
      url: `/subPackages-stock/pages/stock/stock?name=${encodeURIComponent('贵州茅台')}&code=600519&from=community`,
    })
    expect(decideOpenStock({ code: '000001' }, 'browser').kind).toBe('navigate')
  })

  it('refuses an empty code', () => {
    expect(decideOpenStock({ code: ' ' }, 'native').kind).toBe('refuse')
  })
})

describe('decideOpenLiveRoom', () => {
  it('deep-links in the app and refuses elsewhere', () => {
    const inApp = decideOpenLiveRoom('w1', 'native')
    expect(inApp.kind === 'host' && inApp.url).toContain('webinarId=w1')
    expect(decideOpenLiveRoom('w1', 'browser').kind).toBe('refuse')
    expect(decideOpenLiveRoom('w1', 'wx').kind).toBe('refuse')
  })
})

describe('webview allow-list', () => {
  const allowed = ['example.com']
  it.each([
    ['https://example.com/a', true],
    ['http://news.example.com/a?b=1', true],
    ['https://EXAMPLE.com', true],
    ['https://example.com:8443/x', true],
    ['https://evilexample.com/', false],
    ['https://example.com.evil.io/', false],
    ['https://example.com@evil.io/', false],
    ['javascript:alert(1)', false],
    ['ftp://example.com/file', false],
    ['//example.com/a', false],
    ['', false],
  ])('%s -> %s', (url, expected) => {
    expect(isAllowedWebviewUrl(url, allowed)).toBe(expected)
  })

  it('opens allowed links in the webview page and refuses the rest with a Chinese message', () => {
    expect(decideOpenOutsideLink('https://mp.weixin.qq.com/s/abc', WEBVIEW_ALLOWED_HOSTS)).toEqual({
      kind: 'navigate',
      url: `/pages/webview/index?url=${encodeURIComponent('https://mp.weixin.qq.com/s/abc')}`,
    })
    expect(decideOpenOutsideLink('https://unknown.example/x', WEBVIEW_ALLOWED_HOSTS)).toEqual({
      kind: 'refuse',
      message: WEBVIEW_REFUSED_MESSAGE,
    })
    expect(WEBVIEW_REFUSED_MESSAGE).toMatch(/[\u4e00-\u9fa5]/)
  })
})

describe('decideReloadOnce', () => {
  it('reloads once with the time parameter, then waits for a tap', () => {
    const first = decideReloadOnce('https://h.example/community/x?a=1', 1700)
    expect(first).toEqual({ kind: 'reload', url: 'https://h.example/community/x?a=1&_t=1700' })
    expect(decideReloadOnce(first.kind === 'reload' ? first.url : '', 1800)).toEqual({ kind: 'showRetry' })
  })
})
