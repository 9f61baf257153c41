/**
 * Going to a page whose code is not loaded yet (docs/product.md §2.8): the loading view covers the previous page
 * after the page-load delay while its chunk is slow, and a chunk that fails shows the time-out view, whose tap
 * loads the page once the network answers again.
 */
import type { Page, Route } from 'playwright-core'
import { TIMEOUTS } from '@/config/constants'
import { CURRENT_PAGE, launchBrowser, waitForPageSettled, type LaunchedBrowser } from '../support/browser'
import { startServer, type RunningServer } from '../support/e2e-server'

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

const SCRIPTS = '**/community/static/js/*.js'
const cover = (page: Page) => page.locator('[data-testid="app-recovery"] [data-testid="loading-view"]')

/**
 * The feed, settled, with every script it asked for or loaded ahead so far (what a feed item's tap runs comes ahead
 * after the page's load event: src/navigation/feed-item-loader.ts): those are let through from now on.
 */
async function openFeed(page: Page): Promise<Set<string>> {
  const loaded = new Set<string>()
  page.on('requestfinished', (r) => {
    const path = new URL(r.url()).pathname
    if (r.resourceType() === 'script' || path.endsWith('.js')) loaded.add(path)
  })
  const tapCode = page.waitForEvent('requestfinished', (r) => /\/static\/js\/feed-open\.[^/]+\.js$/.test(r.url()))
  await page.goto(`${server.site}community/condition/index`)
  await page.locator('[data-testid="feed-card"]').first().waitFor()
  await tapCode
  await page.waitForLoadState('networkidle')
  return loaded
}

it('covers the previous page with the loading view while the next page’s chunk is slow, then shows the page', async () => {
  const page = await chrome.browser.newPage()
  const loaded = await openFeed(page)
  const slowMs = 2_000
  let delayedAt = 0
  await page.route(SCRIPTS, async (route: Route) => {
    if (loaded.has(new URL(route.request().url()).pathname)) return route.continue()
    delayedAt ||= Date.now()
    await new Promise((resolve) => setTimeout(resolve, slowMs))
    await route.continue()
  })
  await page.locator('[data-testid="feed-card"]').first().click()
  await cover(page).waitFor({ timeout: slowMs })
  expect(delayedAt).toBeGreaterThan(0)
  expect(Date.now() - delayedAt).toBeGreaterThanOrEqual(TIMEOUTS.asyncPageLoadDelayMs - 50)
  await page.waitForURL(/articleDetail/)
  await cover(page).waitFor({ state: 'detached', timeout: 20_000 })
  await waitForPageSettled(page)
  await page.locator(`${CURRENT_PAGE} [data-testid="page-shell"]`).waitFor()
  await page.close()
}, 60_000)

it('shows nothing over a page whose code is already there', async () => {
  const page = await chrome.browser.newPage()
  await openFeed(page)
  await page.locator('[data-testid="feed-card"]').first().click()
  await page.waitForURL(/articleDetail/)
  await waitForPageSettled(page)
  let covered = false
  await page.exposeFunction('__covered', () => (covered = true))
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="app-recovery"]'))
        (window as unknown as { __covered(): void }).__covered()
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.goBack()
  await page.waitForURL(/condition\/index/)
  await waitForPageSettled(page)
  await page.locator(`${CURRENT_PAGE} [data-testid="feed-card"]`).first().click()
  await page.waitForURL(/articleDetail/)
  await waitForPageSettled(page)
  await page.waitForTimeout(TIMEOUTS.asyncPageLoadDelayMs * 2)
  expect(covered).toBe(false)
  await page.close()
}, 60_000)

it('a chunk that fails on the way to another page shows the time-out view, and its tap loads the page', async () => {
  const page = await chrome.browser.newPage()
  const loaded = await openFeed(page)
  await page.route(SCRIPTS, (route: Route) =>
    loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
  )
  await page.locator('[data-testid="feed-card"]').first().click()
  // It reloads once by itself; the chunk fails again, so the view waits for a tap.
  const view = page.locator('[data-testid="chunk-timeout-view"][data-waiting="1"]').first()
  await view.waitFor({ timeout: 20_000 })
  expect(page.url()).toMatch(/articleDetail.*[?&]_t=\d+/)
  await expect(view.textContent()).resolves.toContain('重试')
  await page.unroute(SCRIPTS)
  await view.click()
  await page.locator('[data-testid="page-shell"]').first().waitFor({ timeout: 20_000 })
  expect(page.url()).toMatch(/articleDetail/)
  await page.close()
}, 60_000)
