/**
 * Care mode (关怀模式, docs/product.md §2.10) in WebKit, the iOS web view's engine, on the main pages: opened with
 * `fontScale=1.4` on a 390 × 844 phone window, each page's median text is at least 18 px, nothing runs off the right
 * edge or is cut off, and its buttons and tabs are at least 44 px, the main actions 60 px. The same measurement as
 * the Chromium walk over every page (test/e2e/care-mode.test.ts); WebDriver cannot see click handlers, so here the
 * taps are the buttons, tags and tabs named by their test ids and classes.
 */
import { findRoute } from '@/config/routes'
import { PAGE_QUERIES } from '../journeys/catalogue'
import { findSeeded, type Seeded } from '../journeys/seeded'
import { CURRENT_PAGE } from '../support/browser'
import {
  CARE_LIMITS,
  careFailures,
  careMeasureArgs,
  careMeasureScript,
  type CareMeasure,
} from '../support/care-measure'
import { webkitWorld, type Phone, type WatchedServer } from '../support/webkit'

jest.setTimeout(90_000)

const world = webkitWorld()
let seed: Seeded

beforeAll(async () => {
  seed = await findSeeded(world.plain.origin)
}, 60_000)

afterEach(async () => {
  expect(await world.phone.takeProblems(world.plain, world.hosted)).toEqual([])
})

/** The main pages; the composer as the test account, whose composer it is. */
const MAIN_PAGES: readonly { path: string; login?: boolean }[] = [
  { path: 'pages/index/index' },
  { path: 'community/home/index' },
  { path: 'community/condition/index' },
  { path: 'community/articleDetail/index' },
  { path: 'community/commentDetail/index' },
  { path: 'community/post/index', login: true },
  { path: 'community/search/index' },
  { path: 'community/personalCenter/index' },
  { path: 'topics/topicPage/index' },
  { path: 'community/hotFund/index' },
  { path: 'subPackages-stock/pages/stock/stock' },
]

const TAPS = [
  ...CARE_LIMITS.mainActions,
  '[data-testid$="-button"]',
  '[data-testid$="-tag"]',
  '[data-testid="search-action"]',
  '[data-testid="hot-search"]',
].join(', ')

/** Waits for the page's title and content, then for its text to stop changing (feeds draw a few cards a frame). */
async function settle(phone: Phone, path: string): Promise<void> {
  const title = PAGE_QUERIES[path]?.(seed).name || findRoute(path)?.title || ''
  await phone.until(
    `the title ${title}`,
    'var e = document.querySelector(arguments[0]); return e && e.textContent === arguments[1]',
    20_000,
    `${CURRENT_PAGE} [data-testid="nav-bar-title"]`,
    title,
  )
  await phone.until('no loading view', `return !document.querySelector('${CURRENT_PAGE} [data-testid="loading-view"]')`)
  const text = () =>
    phone.js<string>('var e = document.querySelector(arguments[0]); return e ? e.textContent : ""', CURRENT_PAGE)
  let last = await text()
  for (let quiet = 0, tries = 0; quiet < 2 && tries < 40; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const now = await text()
    quiet = now === last ? quiet + 1 : 0
    last = now
  }
}

test.each(MAIN_PAGES.map((page) => [page.path, page] as const))('%s', async (_path, { path, login }) => {
  const server: WatchedServer = login ? world.hosted : world.plain
  const query = new URLSearchParams({ ...(PAGE_QUERIES[path]?.(seed) ?? {}), fontScale: '1.4' })
  await world.phone.open(`${server.site}${path}?${query}`)
  await settle(world.phone, path)
  const measure = await world.phone.js<CareMeasure>(careMeasureScript(), careMeasureArgs(TAPS))
  expect(careFailures(measure)).toEqual([])
})
