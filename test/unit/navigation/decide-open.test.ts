import fc from 'fast-check'
import { findRoute, type RouteEntry } from '@/config/routes'
import { WEBVIEW_LOCAL_HOSTS } from '@/config/webview-allowlist'
import {
  decideOpenLiveRoom,
  decideOpenRoute,
  decideOpenStock,
  isAllowedWebviewUrl,
  webviewHostOf,
  WEBVIEW_REFUSED_MESSAGE,
} from '@/navigation/decide-open'
import { decideOpenOutsideLink, type LinkContext } from '@/navigation/outside-link'
import { decideReloadOnce } from '@/navigation/reload-once'

/** The partner sites the reference server hands out (server/seed/app-config.ts), as a fixed list for these tests. */
const WEBVIEW_ALLOWED_HOSTS = [
  'mp.weixin.qq.com',
  'weixin.qq.com',
  'eastmoney.com',
  'sse.com.cn',
  'szse.cn',
  'cninfo.com.cn',
  'csrc.gov.cn',
]
const browser = (trusted: readonly string[]): LinkContext => ({
  host: 'browser',
  miniProgram: false,
  trusted,
  miniProgramDomains: [],
})

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

  // Each line is an address a browser would load from another host than the list's, or with someone's name
  // and password in it (issue 29, item 10).
  it.each([
    ['the reported bypass: a backslash before the @', 'https://evil.example\\@eastmoney.com/'],
    ['a backslash as the slashes', 'https:\\\\evil.example\\eastmoney.com'],
    ['a backslash after the first slash', 'https:/\\evil.example/'],
    ['a third slash before the host', 'https:///evil.example/'],
    ['an encoded slash in the userinfo', 'https://evil.example%2F@eastmoney.com/'],
    ['userinfo before an allowed host', 'https://user@eastmoney.com/'],
    ['a name and password before an allowed host', 'https://user:pass@eastmoney.com/'],
    ['an allowed host as the userinfo', 'https://eastmoney.com@evil.example/'],
    ['a tab the browser drops', 'https://evil.example\t@eastmoney.com/'],
    ['a newline the browser drops', 'https://eastmoney.com\n.evil.example/'],
    ['a percent escape in the host', 'https://eastmoney%2Ecom/'],
    ['javascript:', 'javascript:alert(document.cookie)//eastmoney.com'],
    ['javascript: in capitals', 'JAVASCRIPT:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['an allowed host as a prefix', 'https://eastmoney.com.evil.example/'],
    ['an allowed host as a suffix without a dot', 'https://evileastmoney.com/'],
    ['a Cyrillic look-alike', 'https://\u0435astmoney.com/'],
    ['its punycode form', 'https://xn--astmoney-n7g.com/'],
    ['an ideographic full stop', 'https://eastmoney\u3002com/'],
    ['a trailing dot', 'https://eastmoney.com./'],
    ['an empty label', 'https://evil..eastmoney.com/'],
    ['a port out of range', 'https://eastmoney.com:99999/'],
  ])('refuses %s', (_case, url) => {
    expect(isAllowedWebviewUrl(url, WEBVIEW_ALLOWED_HOSTS)).toBe(false)
    expect(decideOpenOutsideLink(url, browser(WEBVIEW_ALLOWED_HOSTS)).kind).toBe('refuse')
  })

  it('never shows a trusted host named only in the query; the site itself is asked about', () => {
    const url = 'https://evil.example/?next=https://eastmoney.com'
    expect(isAllowedWebviewUrl(url, WEBVIEW_ALLOWED_HOSTS)).toBe(false)
    expect(decideOpenOutsideLink(url, browser(WEBVIEW_ALLOWED_HOSTS)).kind).toBe('ask')
  })

  it.each([
    'https://fund.eastmoney.com/000001.html',
    'HTTPS://Fund.EastMoney.COM/000001.html',
    'https://mp.weixin.qq.com/s/@abc?x=a\\b#@c',
    'https://www.sse.com.cn:443/disclosure/',
  ])('shows %s', (url) => {
    expect(isAllowedWebviewUrl(url, WEBVIEW_ALLOWED_HOSTS)).toBe(true)
  })

  it('matches the loopback hosts development shortcuts add as exact hosts', () => {
    for (const url of ['http://localhost:8080/x', 'http://127.0.0.1:8080/x', 'http://LOCALHOST/']) {
      expect(isAllowedWebviewUrl(url, WEBVIEW_ALLOWED_HOSTS)).toBe(false)
      expect(isAllowedWebviewUrl(url, WEBVIEW_LOCAL_HOSTS)).toBe(true)
    }
    expect(isAllowedWebviewUrl('http://1.127.0.0.1/', WEBVIEW_LOCAL_HOSTS)).toBe(false)
  })

  it('accepts only what the WHATWG parser reads with an allowed host and no userinfo', () => {
    const list = ['eastmoney.com', '127.0.0.1']
    const piece = fc.constantFrom(
      ...['eastmoney.com', 'evil.example', '127.0.0.1', 'EASTMONEY.COM', 'fund.', 'xn--e', '\u0435', '\u3002'],
      ...['@', '\\', '/', '//', '%2F', '%2e', ':', ':443', '.', '\t', '\n', ' ', '#', '?', '[', ']', '0x7f', '1'],
    )
    const scheme = fc.constantFrom('https://', 'http://', 'HTTPS://', 'https:', 'https:/', 'javascript:', '')
    const address = fc.tuple(scheme, fc.array(piece, { maxLength: 6 })).map(([head, rest]) => head + rest.join(''))
    fc.assert(
      fc.property(address, (url) => {
        if (!isAllowedWebviewUrl(url, list)) return
        const parsed = new URL(url)
        expect(['http:', 'https:']).toContain(parsed.protocol)
        expect([parsed.username, parsed.password]).toEqual(['', ''])
        expect(parsed.hostname === '127.0.0.1' || /(^|\.)eastmoney\.com$/.test(parsed.hostname)).toBe(true)
        expect(webviewHostOf(url)).toBe(parsed.hostname)
      }),
      { numRuns: 3000 },
    )
  })

  it('opens trusted links in the webview page (in a browser) and refuses tricks with a Chinese message', () => {
    expect(decideOpenOutsideLink('https://mp.weixin.qq.com/s/abc', browser(WEBVIEW_ALLOWED_HOSTS))).toEqual({
      kind: 'navigate',
      url: `/pages/webview/index?url=${encodeURIComponent('https://mp.weixin.qq.com/s/abc')}`,
    })
    expect(decideOpenOutsideLink('  https://mp.weixin.qq.com/s/abc \n', browser(WEBVIEW_ALLOWED_HOSTS))).toEqual({
      kind: 'navigate',
      url: `/pages/webview/index?url=${encodeURIComponent('https://mp.weixin.qq.com/s/abc')}`,
    })
    expect(decideOpenOutsideLink('https://user@unknown.example/x', browser(WEBVIEW_ALLOWED_HOSTS))).toEqual({
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
