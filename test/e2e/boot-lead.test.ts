/**
 * Home's first screen drawn by the server (server/boot-lead.ts, docs/product.md §2.9): before any script has run
 * it shows the banner's first image exactly where the page then draws its banner, on a phone and on a desktop
 * window, with and without the bar, and it is gone once the page is there.
 */
import type { Page } from 'playwright-core'
import { launchBrowser, type LaunchedBrowser } from '../support/browser'
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

const LEAD_IMAGE = '.boot-lead img'
const BANNER_IMAGE = '[data-testid="home-banner"] img'

async function open(size: { width: number; height: number }, query: string, scripts: 'held' | 'run'): Promise<Page> {
  const page = await chrome.browser.newPage()
  await page.setViewportSize(size)
  if (scripts === 'held') await page.route('**/static/js/**', (route) => route.abort())
  await page.goto(`${server.site}${query}`)
  return page
}

async function boxOf(page: Page, selector: string) {
  const image = page.locator(selector).first()
  await image.waitFor()
  // Loaded, so its box is the drawn one.
  await page.waitForFunction((s) => (document.querySelector(s) as HTMLImageElement | null)?.complete === true, selector)
  return image.boundingBox()
}

describe.each([
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])('at $width×$height', (size) => {
  it.each(['', '?navigationBarHidden=1'])(
    'puts the lead image where the page draws its banner (%s)',
    async (query) => {
      const held = await open(size, query, 'held')
      const lead = await boxOf(held, LEAD_IMAGE)
      const src = await held.locator(LEAD_IMAGE).getAttribute('src')
      await held.close()

      const page = await open(size, query, 'run')
      const banner = await boxOf(page, BANNER_IMAGE)
      expect(await page.locator(BANNER_IMAGE).first().getAttribute('src')).toBe(src)
      expect(lead).not.toBeNull()
      expect(lead).toEqual(banner)
      expect(await page.locator('.boot-lead').isVisible()).toBe(false)
      await page.close()
    },
    60_000,
  )
})

it('never shows a frame without the banner between the lead and the page', async () => {
  const page = await chrome.browser.newPage()
  // Before each frame is drawn: whether the loading layer still shows, and whether the page has its banner.
  await page.addInitScript({
    content: `window.__frames = [];
      (function sample() {
        const layer = document.querySelector('.boot-loading');
        window.__frames.push({
          layer: !!layer && getComputedStyle(layer).display !== 'none',
          banner: !!document.querySelector('[data-testid="home-banner"] img'),
        });
        if (window.__frames.length < 600) requestAnimationFrame(sample);
      })();`,
  })
  await page.goto(server.site)
  await page.locator(BANNER_IMAGE).first().waitFor()
  await page.waitForTimeout(300)
  const frames = await page.evaluate(
    () => (window as unknown as { __frames: { layer: boolean; banner: boolean }[] }).__frames,
  )
  // From the first frame with the layer on (frames before it come before the body is parsed).
  const shown = frames.findIndex((frame) => frame.layer)
  expect(shown).toBeGreaterThanOrEqual(0)
  expect(frames.slice(shown).filter((frame) => !frame.layer && !frame.banner)).toEqual([])
  await page.close()
}, 60_000)

it('starts the app with its scripts in order and no policy violation', async () => {
  const page = await chrome.browser.newPage()
  const problems: string[] = []
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto(server.site)
  await page.locator('[data-testid="feed-card"]').first().waitFor({ timeout: 30_000 })
  expect(problems).toEqual([])
  await page.close()
}, 60_000)
