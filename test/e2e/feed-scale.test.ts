/**
 * The feed at 5,000 items in Chromium (issue 38): the page keeps the same handful of elements however long the
 * list grows (the segments not drawn are two spacers), at its end and back in its middle, and the cards drawn are
 * the ones on screen, each painted on its own with nothing outside its box. `npm run bench:feed` measures the same
 * feed for time (long tasks, blank screen, INP, heap).
 */
import { NEAR } from '@/components/kit/lazy-pictures'
import { FEED_BUDGETS } from '../../scripts/feed-budgets'
import { FEED_PAGE, loadFeed } from '../../scripts/bench-feed-h5'
import { growLatestFeed } from '../../scripts/feed-fixture'
import { CURRENT_PAGE, launchBrowser, watchProblems, type LaunchedBrowser, type Page } from '../support/browser'
import { startServer, type RunningServer } from '../support/e2e-server'

jest.setTimeout(600_000)

let server: RunningServer
let chrome: LaunchedBrowser

beforeAll(async () => {
  server = await startServer({ prepare: (app) => void growLatestFeed(app.db, FEED_BUDGETS.items) })
  chrome = await launchBrowser()
}, 60_000)

afterAll(async () => {
  await chrome?.close()
  await server?.close()
})

const elements = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length)

/** How many cards the page on top has drawn. */
const drawnCards = (page: Page) =>
  page.evaluate((current) => document.querySelectorAll(`${current} [data-testid="feed-card"]`).length, CURRENT_PAGE)

test(`最新 at ${FEED_BUDGETS.items} items keeps its DOM within ${FEED_BUDGETS.h5Elements} elements`, async () => {
  const page = await chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(`${server.site}${FEED_PAGE}`)
  await page.locator('[data-testid="feed-card"]').first().waitFor({ timeout: 30_000 })
  await loadFeed(page, FEED_BUDGETS.items)
  await page.waitForTimeout(500)
  expect(await elements(page)).toBeLessThanOrEqual(FEED_BUDGETS.h5Elements)
  // Back to the middle of the history: the cards there are drawn, the page as small as at its end.
  await page.evaluate((current) => {
    const scroller = document.querySelector(current) as HTMLElement
    scroller.scrollTo(0, scroller.scrollHeight / 2)
  }, CURRENT_PAGE)
  // The window moves in the task after the scroll, and its cards draw a few at a time: until the screen's middle
  // shows cards and none is still to draw.
  await page.waitForFunction(
    (current) =>
      !document.querySelector(`${current} .feed-segment__pending`) &&
      [0.4, 0.5, 0.6].some(
        (share) =>
          !!document.elementFromPoint(innerWidth / 2, innerHeight * share)?.closest('[data-testid="feed-card"]'),
      ),
    CURRENT_PAGE,
    { timeout: 10_000 },
  )
  expect(await drawnCards(page)).toBeLessThanOrEqual(30)
  expect(await elements(page)).toBeLessThanOrEqual(FEED_BUDGETS.h5Elements)
  expect(problems.filter((p) => !p.includes('favicon'))).toEqual([])
  await page.close()
})

/**
 * Where each card of the segments drawn whole stands within the page's content (its place in the feed → its top),
 * whatever the scroll.
 */
const cardPlaces = (page: Page) =>
  page.evaluate((current) => {
    const scroller = document.querySelector(current) as HTMLElement
    const origin = scroller.getBoundingClientRect().top - scroller.scrollTop
    const places: Record<string, number> = {}
    for (const card of scroller.querySelectorAll(
      '.feed-segment:not(:has(.feed-segment__pending)) [data-testid="feed-card"]',
    ))
      places[card.getAttribute('data-feed-index') ?? ''] = card.getBoundingClientRect().top - origin
    return { places, window: scroller.querySelector('[data-testid="feed-list"]')?.getAttribute('data-window') ?? '' }
  }, CURRENT_PAGE)

test('moving the window down the feed leaves every card drawn where it was (nothing is moved or painted again)', async () => {
  const page = await chrome.browser.newPage()
  await page.goto(`${server.site}${FEED_PAGE}`)
  await page.locator('[data-testid="feed-card"]').first().waitFor({ timeout: 30_000 })
  await loadFeed(page, 100)
  await page.evaluate((current) => document.querySelector(current)?.scrollTo(0, 0), CURRENT_PAGE)
  // The window moves in the task after a scroll's frame, and its new cards draw a few at a time.
  const settle = () => page.waitForTimeout(600)
  await settle()
  let before = await cardPlaces(page)
  const windows = new Set([before.window])
  const moved: string[] = []
  let compared = 0
  for (let step = 0; step < 12; step += 1) {
    await page.evaluate((current) => document.querySelector(current)?.scrollBy(0, 700), CURRENT_PAGE)
    await settle()
    const after = await cardPlaces(page)
    windows.add(after.window)
    for (const [index, top] of Object.entries(after.places)) {
      if (!(index in before.places)) continue
      compared += 1
      if (Math.abs(before.places[index] - top) > 0.5)
        moved.push(`card ${index}: ${before.places[index]} → ${top} (window ${before.window} → ${after.window})`)
    }
    before = after
  }
  expect(windows.size).toBeGreaterThan(2)
  expect(compared).toBeGreaterThan(20)
  expect(moved).toEqual([])
  await page.close()
})

test('each card is painted on its own, and nothing it draws lies outside it', async () => {
  const page = await chrome.browser.newPage()
  await page.goto(`${server.site}${FEED_PAGE}`)
  await page.locator('[data-testid="feed-card"]').first().waitFor({ timeout: 30_000 })
  await page.waitForTimeout(600)
  const cards = await page.evaluate((current) => {
    const drawn = [...document.querySelectorAll<HTMLElement>(`${current} [data-testid="feed-card"]`)]
    return drawn.map((card) => {
      const box = card.getBoundingClientRect()
      // Painted on its own clips what overflows it: no part of the card may stand outside its box.
      const outside = [...card.querySelectorAll('*')]
        .map((part) => part.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0)
        .filter(
          (r) =>
            r.left < box.left - 0.5 ||
            r.right > box.right + 0.5 ||
            r.top < box.top - 0.5 ||
            r.bottom > box.bottom + 0.5,
        )
      return { contain: getComputedStyle(card).contain, outside: outside.length }
    })
  }, CURRENT_PAGE)
  expect(cards.length).toBeGreaterThan(2)
  for (const card of cards) {
    expect(card.contain).toMatch(/^(content|strict)$|paint/)
    expect(card.outside).toBe(0)
  }
  await page.close()
})

/** Runs in the page: records, until asked, which lazy pictures came near the screen and which were given their address. */
function watchPictures(near: string): void {
  const cameNear = new Set<Element>()
  const given = new Set<Element>()
  const seen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) cameNear.add(entry.target)
    },
    { rootMargin: near },
  )
  const watch = (root: ParentNode) => root.querySelectorAll('img[data-src]').forEach((img) => seen.observe(img))
  watch(document)
  const changes = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') given.add(record.target as Element)
      for (const node of record.addedNodes) if (node instanceof Element) watch(node)
    }
  })
  changes.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] })
  const stop = () => {
    changes.disconnect()
    seen.disconnect()
    return { near: cameNear.size, given: [...given].filter((img) => img.hasAttribute('data-src')).length }
  }
  ;(window as unknown as { stopWatchingPictures: typeof stop }).stopWatchingPictures = stop
}

test('pictures passed by in a fling are not loaded; those on screen when it stops are', async () => {
  const page = await chrome.browser.newPage()
  await page.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn)')
  await page.goto(`${server.site}${FEED_PAGE}`)
  await page.locator('[data-testid="feed-card"]').first().waitFor({ timeout: 30_000 })
  await loadFeed(page, 200)
  await page.evaluate((current) => document.querySelector(current)?.scrollTo(0, 0), CURRENT_PAGE)
  await page.waitForTimeout(600)
  const cdp = await chrome.browser.newCDPSession(page)
  // The app's own margin for near the screen.
  await page.evaluate(watchPictures, NEAR)
  // Ten screens a second for a second, as a reader's fling: the browser scrolls on its compositor.
  await cdp.send('Input.synthesizeScrollGesture', {
    x: 180,
    y: 400,
    yDistance: -8000,
    speed: 8000,
    gestureSourceType: 'mouse',
    preventFling: true,
  })
  const during = await page.evaluate(() =>
    (window as unknown as { stopWatchingPictures: () => { near: number; given: number } }).stopWatchingPictures(),
  )
  // A frame far behind on a busy machine tells no speed, and its pictures load: most must still have waited.
  expect(during.near).toBeGreaterThan(20)
  expect(during.given).toBeLessThanOrEqual(during.near / 4)
  // Stopped: the pictures on screen get their addresses and show.
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLImageElement>('img[data-src]')]
        .filter((img) => {
          const box = img.getBoundingClientRect()
          return box.bottom > 0 && box.top < innerHeight && box.width > 0
        })
        .every((img) => img.complete && img.naturalWidth > 0),
    undefined,
    { timeout: 5_000 },
  )
  await page.close()
})
