import { OUTSIDE_LINK_TEXTS } from '@/navigation/outside-link'
import { MINI_PROGRAM_WEBVIEW_DOMAINS } from '@/config/webview-allowlist'
import { WEBVIEW_PATH } from '@/navigation/decide-open'
import { decideOpenOutsideLink, isAppLink, isLookAlikeHost, type LinkContext } from '@/navigation/outside-link'
import { withQuery } from '@/lib'

const TRUSTED = ['broker.com', 'mp.weixin.qq.com', 'weixin.qq.com', 'eastmoney.com', 'cninfo.com.cn']
const inApp: LinkContext = { host: 'native', miniProgram: false, trusted: TRUSTED, miniProgramDomains: [] }
const browser: LinkContext = { host: 'browser', miniProgram: false, trusted: TRUSTED, miniProgramDomains: [] }
const mini: LinkContext = {
  host: 'wx',
  miniProgram: true,
  trusted: TRUSTED,
  miniProgramDomains: MINI_PROGRAM_WEBVIEW_DOMAINS,
}
const webview = (url: string) => ({ kind: 'navigate', url: withQuery(WEBVIEW_PATH, { url }) })
const viaApp = (url: string) => ({ kind: 'host', url, navigationBarHidden: false })
const refused = { kind: 'refuse', message: OUTSIDE_LINK_TEXTS.refused }

describe('outside links by kind and host (docs/product.md §2.6)', () => {
  const partner = 'https://finance.eastmoney.com/a/202401.html'
  const own = 'https://m.broker.com/notice/1'
  const other = 'https://www.example.org/report.pdf'
  const appLink = 'broker://stock/detail?code=SH600519'

  it('inside the app: the app opens trusted sites and app links itself, and asks before any other site', () => {
    expect(decideOpenOutsideLink(partner, inApp)).toEqual(viaApp(partner))
    expect(decideOpenOutsideLink(own, inApp)).toEqual(viaApp(own))
    expect(decideOpenOutsideLink(` ${appLink} `, inApp)).toEqual(viaApp(appLink))
    expect(decideOpenOutsideLink(other, inApp)).toEqual({ kind: 'ask', url: other, open: viaApp(other) })
  })

  it('in a browser: trusted sites in our web-view page, other sites after asking, app links not at all', () => {
    expect(decideOpenOutsideLink(partner, browser)).toEqual(webview(partner))
    expect(decideOpenOutsideLink(own, browser)).toEqual(webview(own))
    expect(decideOpenOutsideLink(other, browser)).toEqual({ kind: 'ask', url: other, open: viaApp(other) })
    expect(decideOpenOutsideLink(appLink, browser)).toEqual({
      kind: 'refuse',
      message: OUTSIDE_LINK_TEXTS.appLinkInAppOnly,
    })
  })

  it('in the mini-program: business domains in the web-view page, any other site copied with where to open it', () => {
    const article = 'https://mp.weixin.qq.com/s/abc'
    expect(decideOpenOutsideLink(article, mini)).toEqual(webview(article))
    expect(decideOpenOutsideLink(partner, mini)).toEqual({
      kind: 'copy',
      url: partner,
      message: '链接已复制，请在浏览器中打开',
    })
    expect(decideOpenOutsideLink(other, mini)).toEqual({ kind: 'copy', url: other, message: OUTSIDE_LINK_TEXTS.copied })
    expect(decideOpenOutsideLink(appLink, mini).kind).toBe('refuse')
  })

  it.each([
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD4='],
    ['file:', 'file:///etc/passwd'],
    ['another app scheme', 'weixin://dl/business'],
    ['a trusted name as userinfo', 'https://eastmoney.com@evil.example/'],
    ['userinfo before a trusted host', 'https://user:pass@eastmoney.com/'],
    ['a host ending with a trusted name', 'https://evileastmoney.com/'],
    ['a trusted name followed by another domain', 'https://eastmoney.com.evil.example/'],
    ['digits for letters', 'https://eastm0ney.com/'],
    ['rn for m', 'https://eastrnoney.com/'],
    ['hyphens for dots', 'https://mp-weixin-qq.com/s/1'],
    ['a trusted site’s name in another domain', 'https://weixin-login.example/'],
    ['a Cyrillic letter', 'https://\u0435astmoney.com/'],
    ['punycode', 'https://xn--astmoney-n7g.com/'],
    ['punycode on an unrelated site', 'https://xn--80ak6aa92e.com/'],
  ])('refuses %s everywhere', (_case, url) => {
    expect(decideOpenOutsideLink(url, inApp)).toEqual(refused)
    expect(decideOpenOutsideLink(url, browser)).toEqual(refused)
    expect(decideOpenOutsideLink(url, mini)).toEqual(refused)
  })
})

describe('what counts as an app link and as a look-alike', () => {
  it('takes only the app’s own scheme with something after it', () => {
    expect(isAppLink('broker://live/room?webinarId=1')).toBe(true)
    expect(isAppLink('BROKER://function/openAccount')).toBe(true)
    expect(isAppLink('broker://')).toBe(false)
    expect(isAppLink('javascript://%0aalert(1)')).toBe(false)
    expect(isAppLink('https://broker.com/')).toBe(false)
  })

  it('does not call a trusted site or its subdomains a look-alike, nor an unrelated site', () => {
    expect(isLookAlikeHost('eastmoney.com', TRUSTED)).toBe(false)
    expect(isLookAlikeHost('fund.eastmoney.com', TRUSTED)).toBe(false)
    expect(isLookAlikeHost('www.example.org', TRUSTED)).toBe(false)
    // Short names are too common to judge by: qq alone does not make a look-alike.
    expect(isLookAlikeHost('qqmusic.example', ['qq.com'])).toBe(false)
    // A whole trusted entry is still recognised, hyphen for dot included (evil-qq.com reads as evil.qq.com).
    expect(isLookAlikeHost('evilqq.com', ['qq.com'])).toBe(true)
    expect(isLookAlikeHost('evil-qq.com', ['qq.com'])).toBe(true)
  })
})
