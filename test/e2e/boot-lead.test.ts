/**
 * The first screen the server draws into an entry page's HTML (server/boot-lead.ts, docs/product.md §2.9): before
 * any script has run it shows the page's largest element (home's banner image, an article's first paragraph)
 * exactly where and as large as the page then draws it, on a phone and on a desktop window, with and without the
 * bar; the page replaces it in the same frame, never showing a frame without it; and the app starts cleanly.
 */
import type { Page } from 'playwright-core'
import { launchBrowser, type LaunchedBrowser } from '../support/browser'
import { startServer, type RunningServer } from '../support/e2e-server'
import { findSeeded } from '../journeys/seeded'

let server: RunningServer
let chrome: LaunchedBrowser
let articleId = ''

beforeAll(async () => {
  server = await startServer()
  chrome = await launchBrowser()
  articleId = (await findSeeded(server.origin)).article.articleId
}, 60_000)

afterAll(async () => {
  await chrome?.close()
  await server?.close()
})

interface EntryPage {
  name: string
  path: () => string
  /** The largest element of the drawn lead, and the page's own. */
  lead: string
  drawn: string
}

const HOME: EntryPage = {
  name: 'home',
  path: () => '',
  lead: '.boot-lead img',
  drawn: '[data-testid="home-banner"] img',
}
const ARTICLE: EntryPage = {
  name: 'an article',
  path: () => `community/articleDetail/index?articleId=${articleId}&source=article`,
  lead: '.boot-lead .article-body p',
  drawn: '[data-testid="article-body"] p',
}

async function open(size: { width: number; height: number }, address: string, scripts: 'held' | 'run') {
  const page = await chrome.browser.newPage()
  await page.setViewportSize(size)
  if (scripts === 'held') await page.route('**/static/js/**', (route) => route.abort())
  await page.goto(`${server.site}${address}`)
  return page
}

async function boxOf(page: Page, selector: string) {
  const element = page.locator(selector).first()
  await element.waitFor()
  // An image loaded, so its box is the drawn one.
  await page.waitForFunction(
    (s) =>
      !(document.querySelector(s) instanceof HTMLImageElement) ||
      (document.querySelector(s) as HTMLImageElement).complete,
    selector,
  )
  return element.boundingBox()
}

const withBar = (entry: EntryPage, hidden: boolean) => {
  const path = entry.path()
  return hidden ? `${path}${path.includes('?') ? '&' : '?'}navigationBarHidden=1` : path
}

describe.each([HOME, ARTICLE])('$name', (entry) => {
  it.each([
    { width: 390, height: 844, hidden: false },
    { width: 390, height: 844, hidden: true },
    { width: 1280, height: 800, hidden: false },
  ])(
    'draws its largest element where the page then does, at $width×$height (bar hidden: $hidden)',
    async (size) => {
      const held = await open(size, withBar(entry, size.hidden), 'held')
      const lead = await boxOf(held, entry.lead)
      const leadText = await held
        .locator(entry.lead)
        .first()
        .evaluate((e) => e.getAttribute('src') ?? e.textContent)
      await held.close()

      const page = await open(size, withBar(entry, size.hidden), 'run')
      const drawn = await boxOf(page, entry.drawn)
      expect(
        await page
          .locator(entry.drawn)
          .first()
          .evaluate((e) => e.getAttribute('src') ?? e.textContent),
      ).toBe(leadText)
      expect(lead).not.toBeNull()
      expect(lead).toEqual(drawn)
      expect(await page.locator('.boot-lead').isVisible()).toBe(false)
      await page.close()
    },
    60_000,
  )

  it('never shows a frame without it between the lead and the page', async () => {
    const page = await chrome.browser.newPage()
    // Before each frame is drawn: whether the loading layer still shows, and whether the page has drawn it.
    await page.addInitScript({
      content: `window.__frames = [];
        (function sample() {
          const layer = document.querySelector('.boot-loading');
          window.__frames.push({
            layer: !!layer && getComputedStyle(layer).display !== 'none',
            drawn: !!document.querySelector(${JSON.stringify(entry.drawn)}),
          });
          if (window.__frames.length < 600) requestAnimationFrame(sample);
        })();`,
    })
    await page.goto(`${server.site}${entry.path()}`)
    await page.locator(entry.drawn).first().waitFor()
    await page.waitForTimeout(300)
    const frames = await page.evaluate(
      () => (window as unknown as { __frames: { layer: boolean; drawn: boolean }[] }).__frames,
    )
    // From the first frame with the layer on (frames before it come before the body is parsed).
    const shown = frames.findIndex((frame) => frame.layer)
    expect(shown).toBeGreaterThanOrEqual(0)
    expect(frames.slice(shown).filter((frame) => !frame.layer && !frame.drawn)).toEqual([])
    await page.close()
  }, 60_000)

  it('starts the app with no error and no policy violation', async () => {
    const page = await chrome.browser.newPage()
    const problems: string[] = []
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(`${server.site}${entry.path()}`)
    await page.locator(entry.drawn).first().waitFor({ timeout: 30_000 })
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
    await page.close()
  }, 60_000)
})
