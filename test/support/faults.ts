/**
 * Tools of the client fault matrix (test/e2e/faults.test.ts): what a page is asked for and what it
 * shows when the API, the network or the app's bridge misbehave.
 */
import { ENDPOINTS, fillPath, type EndpointKey, type EndpointSpec } from '@shared/api'
import { TEXTS } from '@/config/constants'
import { productRoutes } from '@/config/routes'
import { PAGE_QUERIES } from '../journeys/catalogue'
import type { Seeded } from '../journeys/seeded'
import { CURRENT_PAGE, type Page } from './browser'

/** Every built page with the query that shows its real content; pages added later join by themselves. */
export function builtPages(seed: Seeded): { path: string; query: Record<string, string> }[] {
  return productRoutes().map((route) => ({ path: route.path, query: PAGE_QUERIES[route.path]?.(seed) ?? {} }))
}

export function pageAddress(site: string, path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString()
  return `${site}${path}${search ? `?${search}` : ''}`
}

/** The ways an API call goes wrong, as the page's fetch sees them. */
export type ApiFault = 'http500' | 'code500' | 'malformed' | 'silent'

export const FAULT_BODIES: Record<Exclude<ApiFault, 'silent'>, { status: number; body: string }> = {
  // A proxy's own error page: not the envelope, not JSON.
  http500: { status: 500, body: '<html><body>Internal Server Error</body></html>' },
  code500: { status: 200, body: JSON.stringify({ code: 500, msg: '系统繁忙，请稍后再试', data: null }) },
  malformed: { status: 200, body: '{"code":200,"data":{"list":[{"articleId":' },
}

const API_PATHS = (Object.values(ENDPOINTS) as EndpointSpec[]).map((spec) => {
  const pattern = spec.path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{(\w+)\}/g, (_whole, name: string) => (name === 'product' ? 'community' : '[^/]+'))
  return new RegExp(`^${pattern}$`)
})

/**
 * Calls to the API (every path of ENDPOINTS), not the document, scripts, styles or images. Routing only
 * these keeps the page's own files off Playwright's interception, which is slow.
 */
export const isApiUrl = (url: URL) => API_PATHS.some((path) => path.test(url.pathname))

/**
 * Answers every API call (or only those of `only`) with the fault while `on()` says so; returns how
 * many were faulted. A silent fault holds the call unanswered (the page's own time-out ends it).
 */
export async function faultApi(
  page: Page,
  fault: ApiFault,
  on: () => boolean,
  only?: EndpointKey[],
): Promise<() => number> {
  const paths = only?.map((key) => fillPath(ENDPOINTS[key].path, 'community'))
  const wanted = (url: URL) => (paths ? paths.includes(url.pathname) : isApiUrl(url))
  let faulted = 0
  await page.route(wanted, async (route) => {
    if (!on()) return route.fallback()
    faulted += 1
    if (fault === 'silent') return
    const { status, body } = FAULT_BODIES[fault]
    await route.fulfill({ status, body, contentType: fault === 'http500' ? 'text/html' : 'application/json' })
  })
  return () => faulted
}

/**
 * Installed before any script of the page: records toasts (Taro's H5 toast element), CSP violations and
 * whether a hostile payload ever ran (it would set window.__pwned).
 */
export async function watchScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __toasts: string[]; __csp: string[] }
    w.__toasts = []
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`))
    const seen = () => {
      for (const el of Array.from(document.querySelectorAll('.taro__toast'))) {
        const text = (el.textContent ?? '').trim()
        const shown = (el as HTMLElement).style.display !== 'none'
        if (text && shown && w.__toasts[w.__toasts.length - 1] !== text) w.__toasts.push(text)
      }
    }
    new MutationObserver(seen).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  })
}

export const toastsOf = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)
export const cspViolationsOf = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)

/**
 * What the page on screen shows, by its state views. `loading` counts the shell's own load before its loading view
 * shows (the view waits a moment, for fast loads); `sectionLoading` and `sectionFailed`, a section anywhere on it still
 * saying 加载中... or 加载失败，点击重试 (`text` is only the start, for messages).
 */
export async function screenState(page: Page) {
  return page.evaluate(
    ([sel, loadingText, failedText]) => {
      const root = document.querySelector(sel)
      const has = (id: string) => Boolean(root?.querySelector(`[data-testid="${id}"]`))
      const shell = root?.querySelector('[data-testid="page-shell"]')
      const text = root?.textContent ?? ''
      return {
        error: has('error-view'),
        loading: has('loading-view') || shell?.getAttribute('data-state') === 'loading',
        sectionLoading: text.includes(loadingText),
        sectionFailed: text.includes(failedText),
        empty: has('empty-view'),
        offline: has('no-network-view'),
        shell: Boolean(shell),
        text: text.replace(/\s+/g, ' ').slice(0, 300),
      }
    },
    [CURRENT_PAGE, TEXTS.loading, TEXTS.loadFailed] as const,
  )
}

/**
 * Takes one page's network away and gives it back (what BrowserContext.setOffline does for every page
 * at once), so pages can be checked side by side; the page sees navigator.onLine and its events change. The
 * context's switch alone no longer reaches a page that navigated after it (Debian's Chromium 150 gives each navigation
 * a new document host: navigator.onLine read true), so a suite that opens pages offline says it here too.
 */
export async function pageNetwork(page: Page): Promise<(online: boolean) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  return async (online) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: !online,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
  }
}
