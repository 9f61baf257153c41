/**
 * Large text and care mode (关怀模式, docs/product.md §2.10) on every page of the route table, in Chromium at a 390 px
 * phone's width, opened as the broker app opens a page for a reader with large text: `fontScale` in the address.
 *
 * - Care mode (1.4): the median size of the text a page shows is at least 18 px; nothing runs off the right edge
 *   outside a horizontal scroller and the page does not scroll sideways; no box cuts off its text; every button and
 *   tab is at least 44×44 px, the page's main actions (like, comment, follow, send, tabs) at least 60×60.
 * - Larger text (1.2): the text grows and still nothing runs off the edge or is cut off.
 *
 * A page that asks a visitor to log in is walked again as the test account (the host-simulated app), so its own
 * content is measured too.
 */
import { findRoute, productRoutes } from '@/config/routes'
import { PAGE_QUERIES } from '../journeys/catalogue'
import { findSeeded, type Seeded } from '../journeys/seeded'
import {
  CURRENT_PAGE,
  current,
  launchBrowser,
  ownProblems,
  watchProblems,
  type LaunchedBrowser,
  type Page,
} from '../support/browser'
import { careFailures, layoutFailures, measureCare, recordTapTargets, type CareMeasure } from '../support/care-measure'
import { startServer, type RunningServer } from '../support/e2e-server'

jest.setTimeout(120_000)

const PHONE = { width: 390, height: 844 }

let plain: RunningServer
let hosted: RunningServer
let chrome: LaunchedBrowser
let seed: Seeded
const medians: string[] = []

beforeAll(async () => {
  plain = await startServer()
  hosted = await startServer({ hostSim: true })
  chrome = await launchBrowser()
  await recordTapTargets(chrome.browser)
  seed = await findSeeded(plain.origin)
}, 60_000)

afterAll(async () => {
  // The figures the before/after compares, one line per page.
  if (medians.length) console.log(medians.join('\n'))
  await chrome?.close()
  await plain?.close()
  await hosted?.close()
})

interface Visit {
  measure: CareMeasure
  problems: string[]
  asksLogin: boolean
}

/**
 * The page's content is in once its text has stopped changing for half a second: feeds draw their cards a few frames
 * at a time, and an open feed keeps a stream to the server, so the network never goes quiet.
 */
async function contentSettled(page: Page): Promise<void> {
  const text = () => page.evaluate((sel) => document.querySelector(sel)?.textContent ?? '', CURRENT_PAGE)
  let last = await text()
  for (let quiet = 0, tries = 0; quiet < 2 && tries < 40; tries += 1) {
    await page.waitForTimeout(250)
    const now = await text()
    quiet = now === last ? quiet + 1 : 0
    last = now
  }
}

/** Opens a page of the route table with a text scale and waits until its content is in. */
async function visit(server: RunningServer, path: string, fontScale: string): Promise<Visit> {
  const page = await chrome.browser.newPage()
  try {
    await page.setViewportSize(PHONE)
    const problems = watchProblems(page)
    const query = new URLSearchParams({ ...(PAGE_QUERIES[path]?.(seed) ?? {}), fontScale })
    await page.goto(`${server.site}${path}?${query}`)
    const title = PAGE_QUERIES[path]?.(seed).name || findRoute(path)?.title || ''
    await page.waitForFunction(
      ([sel, text]) => document.querySelector(sel)?.textContent === text,
      [`${CURRENT_PAGE} [data-testid="nav-bar-title"]`, title] as const,
      { timeout: 20_000 },
    )
    await page.waitForFunction((sel) => !document.querySelector(`${sel} [data-testid="loading-view"]`), CURRENT_PAGE, {
      timeout: 20_000,
    })
    await contentSettled(page)
    expect(await current(page, '[data-testid="error-view"]').count()).toBe(0)
    return {
      measure: await measureCare(page),
      // A request the page cancels itself (an open feed's stream as it reconnects) is not a failure a reader sees.
      problems: ownProblems(problems).filter((p) => !p.endsWith('net::ERR_ABORTED')),
      asksLogin: (await current(page, '[data-testid="login-prompt"]').count()) > 0,
    }
  } finally {
    await page.close()
  }
}

const paths = productRoutes().map((route) => [route.path] as const)

describe('care mode at 390 px with fontScale=1.4', () => {
  test.each(paths)('%s', async (path) => {
    const visitor = await visit(plain, path, '1.4')
    medians.push(`${visitor.measure.medianTextPx.toFixed(1)} px  ${path}`)
    // One list per page, so a failing page tells everything it fails at once.
    expect([...visitor.problems, ...careFailures(visitor.measure)]).toEqual([])
    if (!visitor.asksLogin) return
    const account = await visit(hosted, path, '1.4')
    medians.push(`${account.measure.medianTextPx.toFixed(1)} px  ${path} (test account)`)
    expect([...account.problems, ...careFailures(account.measure)]).toEqual([])
  })
})

describe('larger text at 390 px with fontScale=1.2', () => {
  test.each(paths)('%s', async (path) => {
    const { problems, measure } = await visit(plain, path, '1.2')
    expect([...problems, ...layoutFailures(measure)]).toEqual([])
  })
})
