/**
 * The feed with 1,000 items, on both targets (npm run bench:feed).
 *
 * Starts the reference server (fresh seeded database) on a loopback port, opens the latest-dynamics
 * page (community/condition/index) and loads 50 pages of 20:
 *   - H5 in headless Chromium, scrolling to the bottom so the page's own load-more runs;
 *   - the mini-program build booted headlessly, reach-bottom 50 times (scrolled to the end first).
 * Prints the H5 DOM element count, the mini-program node count, the largest and total setData
 * payloads, and the median time of the last 10 appends on each target. Exits 1 over a budget.
 *
 * Needs dist/h5 and dist/weapp (npm run build:h5 / build:weapp); FEED_BENCH_H5_DIST and
 * FEED_BENCH_WEAPP_DIST point at other builds, BENCH_TARGET=h5|weapp runs one target.
 */
import path from 'node:path'
import { LIMITS } from '../src/config/constants'
import { ESTIMATED_CARD_HEIGHT_PX } from '../src/components/feed/windowing'
import { launchBrowser } from '../test/support/browser'
import fs from 'node:fs'
import os from 'node:os'
import { buildServer } from '../server/app'
import { FEED_BUDGETS as BUDGETS } from './feed-budgets'
import { bootApp } from './weapp/boot'

const TARGET_ITEMS = 1000
const PAGES = TARGET_ITEMS / LIMITS.pageSize
const FEED_PAGE = 'community/condition/index'
const APPEND_TIMEOUT_MS = 15_000
/** The harness settles when nothing changed for this long. */
const QUIET_MS = 10

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const lastTen = (values: number[]) => values.slice(-10)

/** Runs in the page: Taro's H5 router scrolls each page in its own element, not the window. */
function scrollToEnd(): void {
  const list = document.querySelector('[data-testid="feed-list"]')
  const scroller = list?.closest('.taro_page') ?? document.scrollingElement
  scroller?.scrollTo(0, scroller.scrollHeight)
}

interface H5Result {
  items: number
  elements: number
  appendMedianMs: number
}

interface BenchServer {
  origin: string
  site: string
  close(): Promise<void>
}

/**
 * The reference server on a fresh seeded database and a loopback port. FEED_BENCH_H5_DIST points it
 * at another H5 build (a copy, when others rebuild dist/h5 meanwhile).
 */
async function startBenchServer(): Promise<BenchServer> {
  const distDir = path.resolve(process.env.FEED_BENCH_H5_DIST ?? path.join(__dirname, '../dist/h5'))
  if (!fs.existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir}/index.html missing: npm run build:h5`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-feed-'))
  const app = await buildServer({ dbPath: path.join(dataDir, 'bench.db'), distDir })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address !== 'object') throw new Error('reference server did not bind a port')
  const origin = `http://127.0.0.1:${address.port}`
  return {
    origin,
    site: `${origin}/community/`,
    async close() {
      await app.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function benchH5(server: BenchServer): Promise<H5Result> {
  const chrome = await launchBrowser()
  try {
    const page = await chrome.browser.newPage()
    await page.goto(`${server.site}${FEED_PAGE}`)
    const list = page.locator('[data-testid="feed-list"]')
    await list.waitFor({ timeout: 30_000 })
    const count = async () => Number((await list.getAttribute('data-count')) ?? 0)
    const appends: number[] = []
    while ((await count()) < TARGET_ITEMS) {
      const before = await count()
      const started = Date.now()
      // The reader reaches the end: the page's own load-more (sentinel / reach-bottom) takes over.
      await page.evaluate(scrollToEnd)
      await page.waitForFunction(
        (n) => Number(document.querySelector('[data-testid="feed-list"]')?.getAttribute('data-count')) > n,
        before,
        { timeout: APPEND_TIMEOUT_MS, polling: 'raf' },
      )
      // Until the appended cards are drawn: the frame after the count changed.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))))
      appends.push(Date.now() - started)
    }
    await page.evaluate(scrollToEnd)
    await page.waitForTimeout(300)
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length)
    return { items: await count(), elements, appendMedianMs: median(lastTen(appends)) }
  } finally {
    await chrome.close()
  }
}

interface WeappResult {
  requests: number
  nodes: number
  largestSetDataBytes: number
  totalSetDataBytes: number
  largestAppendSetDataBytes: number
  appendMedianMs: number
}

async function benchWeapp(server: BenchServer): Promise<WeappResult> {
  const distDir = path.resolve(process.env.FEED_BENCH_WEAPP_DIST ?? path.join(__dirname, '../dist/weapp'))
  const app = await bootApp({ distDir, request: server.origin })
  try {
    const page = await app.openPage(FEED_PAGE)
    await app.settle(50, 10_000)
    const feedRequests = () => app.requests.filter((r) => r.url.includes('CRH-CM-IN2310')).length
    const windowHeight = 844
    const appends: number[] = []
    const appendBytes: number[] = []
    for (let i = 1; i < PAGES; i += 1) {
      // Scrolled to the end of what is loaded, as a reader reaching the bottom would be.
      const loaded = i * LIMITS.pageSize
      await page.callLifecycle('onPageScroll', {
        scrollTop: Math.max(0, loaded * ESTIMATED_CARD_HEIGHT_PX - windowHeight),
      })
      await app.settle(QUIET_MS, 5_000)
      const sizesBefore = page.setDataSizes().length
      const started = Date.now()
      // The append is done at its last setData; settling only tells that no more will come.
      let lastSetDataAt = started
      let seen = sizesBefore
      let settled = false
      const watch = (async () => {
        while (!settled) {
          const now = page.setDataSizes().length
          if (now !== seen) {
            seen = now
            lastSetDataAt = Date.now()
          }
          await new Promise((resolve) => setTimeout(resolve, 1))
        }
      })()
      await page.triggerReachBottom()
      await app.settle(QUIET_MS, APPEND_TIMEOUT_MS)
      settled = true
      await watch
      appends.push(lastSetDataAt - started)
      appendBytes.push(...page.setDataSizes().slice(sizesBefore))
    }
    const stats = page.setDataStats()
    return {
      requests: feedRequests(),
      nodes: page.nodeCount(),
      largestSetDataBytes: stats.largestBytes,
      totalSetDataBytes: stats.totalBytes,
      largestAppendSetDataBytes: Math.max(0, ...appendBytes),
      appendMedianMs: median(lastTen(appends)),
    }
  } finally {
    app.close()
  }
}

const SKIPPED_H5: H5Result = { items: 0, elements: 0, appendMedianMs: 0 }
const SKIPPED_WEAPP: WeappResult = {
  requests: 0,
  nodes: 0,
  largestSetDataBytes: 0,
  totalSetDataBytes: 0,
  largestAppendSetDataBytes: 0,
  appendMedianMs: 0,
}

async function main(): Promise<number> {
  const server = await startBenchServer()
  try {
    // BENCH_TARGET=h5 or weapp runs one target only (the other reports zeros and is not judged).
    const only = process.env.BENCH_TARGET
    const h5 = only === 'weapp' ? SKIPPED_H5 : await benchH5(server)
    const weapp = only === 'h5' ? SKIPPED_WEAPP : await benchWeapp(server)
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    console.log(`H5     items loaded: ${h5.items}`)
    console.log(`H5     DOM elements: ${h5.elements} (budget ${BUDGETS.h5Elements})`)
    console.log(
      `H5     append of ${LIMITS.pageSize} items, median of last 10: ${h5.appendMedianMs} ms (request + render)`,
    )
    console.log(`weapp  feed requests: ${weapp.requests} (${weapp.requests * LIMITS.pageSize} items)`)
    console.log(`weapp  nodes: ${weapp.nodes} (budget ${BUDGETS.weappNodes})`)
    console.log(
      `weapp  setData largest: ${kb(weapp.largestSetDataBytes)} (budget ${kb(BUDGETS.setDataBytes)}), total: ${kb(weapp.totalSetDataBytes)}`,
    )
    console.log(`weapp  setData largest during an append: ${kb(weapp.largestAppendSetDataBytes)}`)
    console.log(
      `weapp  append of ${LIMITS.pageSize} items, median of last 10: ${weapp.appendMedianMs} ms (request + render)`,
    )
    const over = [
      h5.elements > BUDGETS.h5Elements && 'H5 DOM elements',
      h5 !== SKIPPED_H5 && h5.items < TARGET_ITEMS && 'H5 items loaded',
      weapp.nodes > BUDGETS.weappNodes && 'weapp nodes',
      weapp.largestSetDataBytes > BUDGETS.setDataBytes && 'weapp setData payload',
      weapp !== SKIPPED_WEAPP && weapp.requests < PAGES && 'weapp pages loaded',
    ].filter(Boolean)
    if (over.length > 0) {
      console.error(`bench:feed over budget: ${over.join(', ')}`)
      return 1
    }
    console.log('bench:feed within budget')
    return 0
  } finally {
    await server.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
