/**
 * The stock page and hot funds in Chromium (docs/product.md §4.16): in the host-simulated app a stock is
 * added to the app's watchlist and stays marked; the intraday and fund-trend charts draw (their canvases
 * have pixels); switching the hot-fund range ranks the funds again; and the chart library (F2) is loaded by
 * those pages only, never by the first screen.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { COMMUNITY_NAME } from '@/config/routes'
import { WATCHLIST_TEXTS } from '@/stores/watchlist'
import { current, ownProblems, watchProblems, type Page } from '../support/browser'
import { DIST_H5 } from '../support/e2e-server'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(120_000)

const world = hostedApp()
const STOCK = { code: 'SH600519', name: '贵州茅台' }
const stockPath = () =>
  `${world.hosted.site}subPackages-stock/pages/stock/stock?code=${STOCK.code}&name=${encodeURIComponent(STOCK.name)}&from=community`

/** The params of every call the page made to the simulated app's bridge method. */
function hostSimCalls(page: Page, method: string): Promise<unknown[]> {
  return page.evaluate(
    (wanted) =>
      (window as unknown as { hostSim: { calls: { method: string; params: unknown }[] } }).hostSim.calls
        .filter((call) => call.method === wanted)
        .map((call) => call.params),
    method,
  )
}

/** Names in F2's own code that survive minification (its canvas's methods and its size unit helper). */
const F2_SIGNATURES = ['updateComponents', 'px2hd'] as const

/** Painted pixels of the first canvas under the selector (alpha > 0), read back from the bitmap. */
function paintedPixels(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const canvas = document.querySelector(sel) as HTMLCanvasElement | null
    const context = canvas?.getContext('2d')
    if (!canvas || !context || canvas.width === 0) return 0
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    let painted = 0
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted += 1
    return painted
  }, `.taro_page:not(.taro_page_shade) ${selector}`)
}

async function waitPainted(page: Page, selector: string): Promise<number> {
  await page.waitForFunction(
    (sel) => {
      const canvas = document.querySelector(sel) as HTMLCanvasElement | null
      const context = canvas?.getContext('2d')
      if (!canvas || !context || canvas.width === 0) return false
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
      for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true
      return false
    },
    `.taro_page:not(.taro_page_shade) ${selector}`,
    { timeout: 20_000 },
  )
  return paintedPixels(page, selector)
}

/** The scripts of our build a page loaded, by file. */
function loadedScripts(page: Page): Set<string> {
  const files = new Set<string>()
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname
    if (res.request().resourceType() === 'script' && path.startsWith('/community/static/js/'))
      files.add(path.slice('/community/'.length))
  })
  return files
}

const holdsF2 = (file: string) => {
  const code = readFileSync(join(DIST_H5, file), 'utf8')
  return F2_SIGNATURES.every((signature) => code.includes(signature))
}

describe('markets in Chromium', () => {
  it('adds a stock to the app’s watchlist, which stays marked', async () => {
    const page = await world.chrome.browser.newPage()
    const problems = watchProblems(page)
    await page.goto(stockPath())
    const button = current(page, '[data-testid="watchlist-button"]')
    await page.waitForFunction(
      () =>
        document
          .querySelector('.taro_page:not(.taro_page_shade) [data-testid="watchlist-button"]')
          ?.getAttribute('data-state') === 'absent',
      undefined,
      { timeout: 20_000 },
    )
    await button.click()
    // The simulated app has two watchlist groups: the person picks one.
    const sheet = current(page, '[data-testid="action-sheet"]')
    const group = sheet.locator('[data-testid="action-sheet-item"]', { hasText: '持仓' })
    await group.waitFor({ timeout: 5_000 })
    expect(await sheet.innerText()).toContain(WATCHLIST_TEXTS.pickGroup)
    await group.click()
    await page.getByText(WATCHLIST_TEXTS.added).first().waitFor({ timeout: 5_000 })
    expect(await button.getAttribute('data-state')).toBe('present')
    const added = await hostSimCalls(page, 'addOptionalStock')
    expect(added).toEqual([{ code: STOCK.code, groupId: '1' }])
    // Its quote came from the app's quote service, over the bridge.
    expect((await hostSimCalls(page, 'requestQuote')).length).toBeGreaterThan(0)
    await page.reload()
    await page.waitForFunction(
      () =>
        document
          .querySelector('.taro_page:not(.taro_page_shade) [data-testid="watchlist-button"]')
          ?.getAttribute('data-state') === 'present',
      undefined,
      { timeout: 20_000 },
    )
    expect(ownProblems(problems)).toEqual([])
    await page.close()
  })

  it('draws the stock’s intraday chart', async () => {
    const page = await world.chrome.browser.newPage()
    await page.goto(stockPath())
    expect(await waitPainted(page, '[data-testid="intraday-chart"] canvas')).toBeGreaterThan(500)
    await page.close()
  })

  it('switches the hot-fund range: the ranking and the first fund’s trend are that range’s', async () => {
    const page = await world.chrome.browser.newPage()
    const problems = watchProblems(page)
    await page.goto(`${world.hosted.site}community/hotFund/index?lookUserId=dev-10001`)
    await current(page, '[data-testid="hot-fund"]').first().waitFor({ timeout: 20_000 })
    const monthRows = await current(page, '[data-testid="hot-fund"]').allTextContents()
    expect(monthRows.length).toBe(20)
    expect(await waitPainted(page, '[data-testid="fund-trend-chart"] canvas')).toBeGreaterThan(500)
    await current(page, '[data-testid="fund-range-1y"]').click()
    await current(page, '[data-testid="hot-fund-list"][data-range="1y"] [data-testid="hot-fund"]').first().waitFor()
    const yearRows = await current(page, '[data-testid="hot-fund"]').allTextContents()
    expect(yearRows).not.toEqual(monthRows)
    expect(await current(page, '[data-testid="fund-range-1y"]').getAttribute('class')).toContain('active')
    expect(await waitPainted(page, '[data-testid="fund-trend-chart"] canvas')).toBeGreaterThan(500)
    expect(ownProblems(problems)).toEqual([])
    await page.close()
  })

  it('loads the chart library with the chart pages only, never with the first screen', async () => {
    const home = await world.chrome.browser.newPage()
    const homeScripts = loadedScripts(home)
    await home.goto(world.hosted.site, { waitUntil: 'networkidle' })
    // As scripts/size.ts measures the first screen: the home page's text shown, then the network settled again.
    await home.waitForFunction((text) => document.body.innerText.includes(text), COMMUNITY_NAME, { timeout: 20_000 })
    await home.waitForLoadState('networkidle')
    expect(homeScripts.size).toBeGreaterThan(0)
    expect([...homeScripts].filter(holdsF2)).toEqual([])
    await home.close()

    const stock = await world.chrome.browser.newPage()
    const stockScripts = loadedScripts(stock)
    await stock.goto(stockPath())
    await waitPainted(stock, '[data-testid="intraday-chart"] canvas')
    expect([...stockScripts].filter(holdsF2).length).toBeGreaterThan(0)
    await stock.close()
  })
})
