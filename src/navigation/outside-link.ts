/**
 * Opening an outside address (docs/product.md §2.6), as a pure decision: what the address is, whether we vouch
 * for its site, and what this host does with it. The effects live in open.ts.
 */
import { withQuery } from '@/lib'
import type { HostKind } from '@/platform'
import { hostMatches, webviewHostOf, WEBVIEW_PATH, WEBVIEW_REFUSED_MESSAGE, type OpenDecision } from './decide-open'

/**
 * What outside links say (docs/product.md §2.6). Here rather than in TEXTS: on H5 they load with the outside-link
 * chunk, not with the first screen.
 */
export const OUTSIDE_LINK_TEXTS = {
  ask: '即将离开投资社区，打开以下网址，请确认其安全',
  open: '打开',
  copy: '复制链接',
  copied: '链接已复制，请在浏览器中打开',
  copyFailed: '复制失败，请稍后重试',
  refused: WEBVIEW_REFUSED_MESSAGE,
  appLinkInAppOnly: '该链接需在App内打开',
} as const

/** The app's own link schemes (docs/bridge.md): the app opens them; no other scheme is ever handed to it. */
export const APP_LINK_SCHEMES: readonly string[] = ['broker']

export interface LinkContext {
  host: HostKind
  /** The mini-program build, or this site inside a mini-program web view. */
  miniProgram: boolean
  /** Sites we vouch for: the broker's own domains, the partners the server lists, loopback in development. */
  trusted: readonly string[]
  /** The mini-program's web-view business domains: the only sites its web view can show. */
  miniProgramDomains: readonly string[]
}

/** 'broker://stock/detail?code=…' is an app link; 'javascript:', 'data:' and every other scheme are not. */
export function isAppLink(url: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*):\/\/\S+$/i.exec(url)
  return match !== null && APP_LINK_SCHEMES.includes(match[1].toLowerCase())
}

/**
 * What a glance reads: digits and letter pairs that pass for letters (eastm0ney, rnp.weixin), hyphens for dots.
 * Only for comparing names, never for opening.
 */
function glance(text: string): string {
  return text
    .toLowerCase()
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/0/g, 'o')
    .replace(/[1i]/g, 'l')
    .replace(/3/g, 'e')
    .replace(/5/g, 's')
    .replace(/-/g, '.')
}

/** The part of a trusted entry a look-alike copies: its longest label, when it is distinctive (4+ letters). */
function distinctiveName(entry: string): string | null {
  const longest = entry.split('.').reduce((a, b) => (b.length > a.length ? b : a), '')
  return longest.length >= 4 ? glance(longest) : null
}

/**
 * A host that is not trusted but carries a trusted site's name, as it is or as it reads at a glance:
 * 'eastmoney.com.evil.example', 'evileastmoney.com', 'eastm0ney.com', 'weixin-qq.com'.
 */
export function isLookAlikeHost(host: string, trusted: readonly string[]): boolean {
  if (trusted.some((entry) => hostMatches(host, entry))) return false
  const seen = glance(host)
  return trusted.some((entry) => {
    const name = distinctiveName(entry)
    return seen.includes(glance(entry)) || (name !== null && seen.includes(name))
  })
}

const refuse = (message: string = OUTSIDE_LINK_TEXTS.refused): OpenDecision => ({ kind: 'refuse', message })

/**
 * An outside address, by kind and host (docs/product.md §2.6):
 * - app links: the app opens them; elsewhere they cannot open;
 * - anything that is not a plain http(s) address (javascript:, data:, a name before the host, hidden characters,
 *   internationalised or punycode hosts) and look-alikes of a trusted site: refused everywhere;
 * - in the app: a trusted site through the app's open call; any other site after asking;
 * - in the mini-program: a business domain in our web-view page; any other site copied, with where to open it;
 * - in a browser: a trusted site in our web-view page; any other site after asking.
 */
export function decideOpenOutsideLink(url: string, context: LinkContext): OpenDecision {
  const address = url.trim()
  if (isAppLink(address)) {
    return context.host === 'native'
      ? { kind: 'host', url: address, navigationBarHidden: false }
      : refuse(OUTSIDE_LINK_TEXTS.appLinkInAppOnly)
  }
  const host = webviewHostOf(address)
  if (host === null || isLookAlikeHost(host, context.trusted)) return refuse()
  const trusted = context.trusted.some((entry) => hostMatches(host, entry))
  const inApp = { kind: 'host' as const, url: address, navigationBarHidden: false }
  if (context.host === 'native') return trusted ? inApp : { kind: 'ask', url: address, open: inApp }
  if (context.miniProgram) {
    if (context.miniProgramDomains.includes(host))
      return { kind: 'navigate', url: withQuery(WEBVIEW_PATH, { url: address }) }
    return { kind: 'copy', url: address, message: OUTSIDE_LINK_TEXTS.copied }
  }
  if (trusted) return { kind: 'navigate', url: withQuery(WEBVIEW_PATH, { url: address }) }
  return { kind: 'ask', url: address, open: inApp }
}
