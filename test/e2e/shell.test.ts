/**
 * The shell in a browser, as a person meets it: back rules (plain browser and inside the app with a
 * simulated bridge), themes, the delayed loading view, reload-once on a missing chunk, offline and
 * back, and the web-view allow-list.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { TEXTS } from '@/config/constants'
import { CURRENT_PAGE, eventually, launchBrowser, waitForPageSettled, type LaunchedBrowser } from '../support/browser'
import { DIST_H5, startServer, type RunningServer } from '../support/e2e-server'
import { readPageChunks } from '../../server/preload'
import { toastsOf, watchScreen } from '../support/faults'

let server: RunningServer
let chrome: LaunchedBrowser

beforeAll(async () => {
  server = await startServer()
  chrome = await launchBrowser()
}, 60_000)

afterAll(async () => {
  await chrome?.close()
  await server?.close()
})

const url = (path: string) => `${server.site}${path}`
const shell = (page: Page) => page.locator('[data-testid="page-shell"]').first()
/** The page root's classes once they name the wanted theme (or after the wait, for the assertion). */
const themeOf = (page: Page, wanted: string) =>
  eventually(
    async () => (await shell(page).getAttribute('class')) ?? '',
    (c) => c.includes(wanted),
  )
const backButton = (page: Page) => page.locator(`${CURRENT_PAGE} [data-testid="nav-bar-back"]`)

/** A fake native module, installed before any page script, that records every call. */
function injectBridge(context: BrowserContext | Page) {
  return context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __nativeCalls: { method: string; params: unknown }[] }
    w.__nativeCalls = []
    w.community = {
      call(method: string, params: string, callback: string) {
        w.__nativeCalls.push({ method, params: JSON.parse(params || '{}') })
        const answers: Record<string, unknown> = {
          getCommunityAccount: { account: 'dev-10001', token: 'dev-token-10001', userCode: 'dev-user-10001' },
          getClientInfo: {
            clientType: 'android',
            appVersion: '9.65',
            cid: 'dev-cid-10001',
            deviceId: 'e2e',
            theme: 'day',
          },
        }
        setTimeout(() => (w[callback] as ((a: string) => void) | undefined)?.(JSON.stringify(answers[method] ?? {})), 0)
      },
    }
  })
}

async function nativeCalls(page: Page, method: string): Promise<unknown[]> {
  return page.evaluate(
    (m) =>
      (window as unknown as { __nativeCalls: { method: string; params: unknown }[] }).__nativeCalls
        .filter((c) => c.method === m)
        .map((c) => c.params),
    method,
  )
}

describe('back', () => {
  it('in a plain browser, on the first page, goes back in browser history', async () => {
    const page = await chrome.browser.newPage()
    const before = `${server.origin}/community-admin/front/porcelain/queryPorcelainList`
    await page.goto(before)
    await page.goto(url('community/search/index'))
    await backButton(page).click()
    await page.waitForURL(before)
    await page.close()
  }, 60_000)

  it('in a plain browser, after opening a page from a list, goes back one page', async () => {
    const page = await chrome.browser.newPage()
    await page.goto(url('community/condition/index'))
    await page.locator('[data-testid="feed-card"]').first().click()
    await page.waitForURL(/articleDetail/)
    await waitForPageSettled(page)
    await backButton(page).click()
    await page.waitForURL(/condition\/index/)
    await expect(shell(page).isVisible()).resolves.toBe(true)
    await page.close()
  }, 60_000)

  it('inside the app, comment detail asks the app to go back and reload', async () => {
    const page = await chrome.browser.newPage()
    await injectBridge(page)
    await page.goto(url('community/commentDetail/index?commentId=1&articleId=1'))
    await backButton(page).click()
    expect(
      await eventually(
        () => nativeCalls(page, 'goBack'),
        (c) => c.length > 0,
      ),
    ).toEqual([{ refresh: true }])
    await page.close()
  }, 60_000)

  it('inside the app, community home closes the web view', async () => {
    const page = await chrome.browser.newPage()
    await injectBridge(page)
    await page.goto(url('community/home/index'))
    await backButton(page).click()
    expect(
      await eventually(
        () => nativeCalls(page, 'closePage'),
        (c) => c.length > 0,
      ),
    ).toHaveLength(1)
    await page.close()
  }, 60_000)
})

describe('themes', () => {
  it('takes the theme from the address, the red-page flag and the app switch', async () => {
    const page = await chrome.browser.newPage()
    await page.goto(url('community/search/index?theme=night'))
    expect(await themeOf(page, 'theme-dark')).toContain('theme-dark')
    await page.goto(url('community/condition/index'))
    expect(await themeOf(page, 'theme-red')).toContain('theme-red')
    await injectBridge(page)
    await page.goto(url('community/search/index'))
    expect(await themeOf(page, 'theme-light')).toContain('theme-light')
    await page.evaluate(() =>
      (window as unknown as { communityEvent: (n: string, p: string) => void }).communityEvent('themeChange', 'night'),
    )
    expect(await themeOf(page, 'theme-dark')).toContain('theme-dark')
    await page.close()
  }, 60_000)
})

describe('page states', () => {
  /** Records whether the loading view was ever put in the document. */
  async function watchLoadingView(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { __sawLoading: boolean }
      w.__sawLoading = false
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="loading-view"]')) w.__sawLoading = true
      }).observe(document, { childList: true, subtree: true })
    })
  }

  it('shows no loading view on a fast load, and shows one on a slow load', async () => {
    const fast = await chrome.browser.newPage()
    await watchLoadingView(fast)
    await fast.goto(url('community/condition/index'))
    await fast.locator('[data-testid="feed-card"]').first().waitFor()
    expect(await fast.evaluate(() => (window as unknown as { __sawLoading: boolean }).__sawLoading)).toBe(false)
    await fast.close()

    const slow = await chrome.browser.newPage()
    await slow.route('**/*-admin/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    })
    await slow.goto(url('community/condition/index'))
    await slow.locator('[data-testid="loading-view"]').first().waitFor({ timeout: 5000 })
    await slow.locator('[data-testid="feed-card"]').first().waitFor({ timeout: 15_000 })
    await slow.close()
  }, 60_000)

  it('says 加载中... before the script has drawn a page, and hides it once the page is there', async () => {
    const waiting = await chrome.browser.newPage()
    // The scripts are on their way and never arrive (one that fails says so instead: faults.test.ts).
    await waiting.route('**/static/js/**', () => undefined)
    await waiting.goto(url(''), { waitUntil: 'domcontentloaded' })
    expect(await waiting.locator('.boot-loading').isVisible()).toBe(true)
    expect(await waiting.locator('.boot-loading').textContent()).toBe(TEXTS.loading)
    await waiting.close()

    const drawn = await chrome.browser.newPage()
    await drawn.goto(url(''))
    await drawn.locator('[data-testid="page-shell"]').first().waitFor()
    expect(await drawn.locator('.boot-loading').isVisible()).toBe(false)
    await drawn.close()
  })

  it('reloads once with a time parameter when a page chunk is missing, then waits for a tap', async () => {
    // The entry's scripts, which index.html's loader starts: the page's own chunk is the one that goes missing.
    const initial = new Set((readPageChunks(DIST_H5)?.entry ?? []).map((file) => `/community/${file}`))
    expect(initial.size).toBeGreaterThan(0)
    const page = await chrome.browser.newPage()
    let documents = 0
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents += 1
    })
    await page.route('**/community/static/js/*.js', (route) =>
      initial.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    )
    await page.goto(url('community/condition/index'))
    await page.locator('[data-testid="chunk-timeout-view"][data-waiting="1"]').first().waitFor({ timeout: 20_000 })
    expect(page.url()).toMatch(/[?&]_t=\d+/)
    expect(documents).toBe(2)
    await page.unroute('**/community/static/js/*.js')
    await page.locator('[data-testid="chunk-timeout-view"]').first().click()
    await page.locator('[data-testid="feed-card"]').first().waitFor({ timeout: 20_000 })
    await page.close()
  }, 60_000)

  it('shows the no-network view offline and recovers when the network returns', async () => {
    const context = chrome.browser
    const page = await context.newPage()
    await page.goto(url('community/condition/index'))
    await page.locator('[data-testid="feed-card"]').first().waitFor()
    await context.setOffline(true)
    try {
      await page.locator('[data-testid="no-network-view"]').first().waitFor({ timeout: 5000 })
    } finally {
      await context.setOffline(false)
    }
    await page.locator('[data-testid="no-network-view"]').first().waitFor({ state: 'detached', timeout: 5000 })
    await expect(page.locator('[data-testid="feed-card"]').first().isVisible()).resolves.toBe(true)
    await page.close()
  }, 60_000)

  it('still shows a toast once the network is gone: Taro’s toast, not part of the first screen, was fetched ahead', async () => {
    const context = chrome.browser
    const page = await context.newPage()
    await watchScreen(page)
    const toastChunk = page.waitForResponse((r) => /\/static\/js\/taro-toast\.[^/]+\.js$/.test(r.url()))
    await page.goto(url(''))
    const like = page.locator(`${CURRENT_PAGE} [data-testid="like-button"]`).first()
    await like.waitFor()
    await toastChunk
    await context.setOffline(true)
    try {
      // In a plain browser a like asks for the app: a toast, with no call to the server.
      await like.click()
      expect(
        await eventually(
          () => toastsOf(page),
          (shown) => shown.includes(TEXTS.openInApp),
        ),
      ).toContain(TEXTS.openInApp)
    } finally {
      await context.setOffline(false)
    }
    await page.close()
  }, 60_000)
})

describe('web-view page', () => {
  it('refuses addresses off the allow-list with a message, and shows allowed ones', async () => {
    const page = await chrome.browser.newPage()
    const local = `${server.origin}/community-admin/front/porcelain/queryPorcelainList`
    const bad = [
      'javascript:alert(1)',
      'https://evil.example.com/phish',
      'ftp://127.0.0.1/x',
      '%E0%A4%A',
      // issue 29: the browser reads this as evil.example; and a production build allows no loopback host.
      'https://evil.example\\@eastmoney.com/',
      local,
    ]
    for (const address of bad) {
      await page.goto(url(`pages/webview/index?url=${encodeURIComponent(address)}`))
      await page.locator('[data-testid="webview-refused"]').first().waitFor({ timeout: 10_000 })
      expect(await page.locator('iframe').count()).toBe(0)
    }
    // Under the host simulator (development shortcuts on) the local reference server may be shown.
    const simulated = await startServer({ hostSim: true })
    try {
      const good = `${simulated.origin}/community-admin/front/porcelain/queryPorcelainList`
      await page.goto(`${simulated.site}pages/webview/index?url=${encodeURIComponent(good)}`)
      await page.locator('iframe').first().waitFor({ state: 'attached', timeout: 10_000 })
      expect(await page.locator('[data-testid="webview-refused"]').count()).toBe(0)
    } finally {
      await page.close()
      await simulated.close()
    }
  }, 60_000)
})
