/**
 * My follows, dynamic data and search in Chromium against the seeded reference server: what a person
 * sees and keeps across reloads. The keyword '板块' is guaranteed by the seed's phrase tables (article
 * and news title patterns), so the content search always finds something; '价值' is a nickname head
 * and a big-V name there, so the user search does too.
 */
import { COLORS } from '@/config/constants'
import { launchBrowser, watchProblems, type LaunchedBrowser, type Page } from '../support/browser'
import { startServer, type RunningServer } from '../support/e2e-server'

const KEYWORD = '板块'
const TIMEOUT = 20_000

let plain: RunningServer
let hostSim: RunningServer
let chrome: LaunchedBrowser

beforeAll(async () => {
  ;[plain, hostSim] = await Promise.all([startServer(), startServer({ hostSim: true })])
  chrome = await launchBrowser()
}, 60_000)

afterAll(async () => {
  await chrome?.close()
  await plain?.close()
  await hostSim?.close()
})

/** '#002fa7' → 'rgb(0, 47, 167)', as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const n = parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}

async function search(page: Page, keyword: string): Promise<void> {
  await page.locator('input.kit-search__input').fill(keyword)
  await page.locator('.kit-search__action').click()
}

const realProblems = (problems: string[]) => problems.filter((p) => !p.includes('favicon'))

describe('search', () => {
  it('finds content for a seeded keyword as feed cards, and remembers the search', async () => {
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    await page.goto(`${plain.site}community/search/index`)
    await search(page, KEYWORD)
    await page.locator('.feed-card').first().waitFor({ timeout: TIMEOUT })
    const titles = await page.locator('.feed-card__title').allTextContents()
    expect(titles.some((title) => title.includes(KEYWORD))).toBe(true)
    // The keyword is marked inside the card titles, in the primary colour.
    const hit = page.locator('.feed-card__title [data-testid="search-hit"]').first()
    expect(await hit.textContent()).toBe(KEYWORD)
    expect(await hit.evaluate((el) => getComputedStyle(el).color)).toBe(rgb(COLORS.primary))

    await page.reload()
    const chip = page.locator('.recent-searches__chip').first()
    await chip.waitFor({ timeout: TIMEOUT })
    expect(await chip.textContent()).toBe(KEYWORD)
    expect(realProblems(problems)).toEqual([])
    await page.close()
  }, 60_000)

  it('finds accounts on the 用户 tab with the keyword highlighted, and opens one’s page', async () => {
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    await page.goto(`${plain.site}community/search/index`)
    await search(page, '价值')
    await page.locator('[data-testid="search-tab-user"]').click()
    const user = page.locator('.user-result').first()
    await user.waitFor({ timeout: TIMEOUT })
    const name = (await user.locator('.user-result__name').textContent()) ?? ''
    expect(name).toContain('价值')
    const hit = user.locator('.search-hit').first()
    expect(await hit.textContent()).toBe('价值')
    expect(await hit.evaluate((node) => getComputedStyle(node).color)).toBe(rgb(COLORS.primary))
    await user.click()
    await page.waitForURL(/\/community\/community\/(personalCenter|orgDetail)\/index\?toAccountId=/, {
      timeout: TIMEOUT,
    })
    await page.locator('.centre-header__name', { hasText: name }).waitFor({ timeout: TIMEOUT })
    expect(realProblems(problems)).toEqual([])
    await page.close()
  }, 60_000)
})

describe('my follows', () => {
  it('shows the dev account’s follows; a tapped dot clears at once and stays cleared after reload', async () => {
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    const myFollow = `${hostSim.site}pages/myFollow/index`
    await page.goto(myFollow)
    const withNews = page.locator('.follow-strip__item[data-news="1"]').first()
    await withNews.waitFor({ timeout: TIMEOUT })
    const accountId = (await withNews.getAttribute('data-account')) ?? ''
    expect(accountId).not.toBe('')
    const item = page.locator(`.follow-strip__item[data-account="${accountId}"]`)

    await withNews.click()
    await page.waitForURL(new RegExp(`dynamicData/index\\?lookUserId=${accountId}`), { timeout: TIMEOUT })
    await page.locator('.account-header').waitFor({ timeout: TIMEOUT })

    // The local copy of the click is dropped: what keeps the dot away now is the server's record.
    await page.goto(myFollow)
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await item.waitFor({ timeout: TIMEOUT })
    await page.waitForLoadState('networkidle')
    expect(await item.getAttribute('data-news')).toBe('0')
    expect(await page.locator('[data-testid="feed-card"]').count()).toBeGreaterThan(0)
    expect(realProblems(problems)).toEqual([])
    await page.close()
  }, 90_000)

  it('uses the dev account with ?dev=1 only under the host simulator: a production build leaves a visitor a visitor', async () => {
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    for (const address of ['pages/myFollow/index', 'pages/myFollow/index?dev=1']) {
      await page.goto(`${plain.site}${address}`)
      await page.locator('.login-prompt').waitFor({ timeout: TIMEOUT })
      await page.waitForLoadState('networkidle')
      expect([address, await page.locator('.follow-strip__item').count()]).toEqual([address, 0])
      expect(await page.locator('.login-prompt').count()).toBe(1)
    }
    await page.goto(`${hostSim.site}pages/myFollow/index?dev=1`)
    await page.locator('.follow-strip__item').first().waitFor({ timeout: TIMEOUT })
    expect(realProblems(problems)).toEqual([])
    await page.close()
  }, 60_000)

  it('shows a clear error for a dynamics page without an account', async () => {
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    await page.goto(`${plain.site}community/dynamicData/index?lookUserId=%3Cscript%3E`)
    await page.getByText('链接有误，无法查看该用户的动态').waitFor({ timeout: TIMEOUT })
    expect(realProblems(problems)).toEqual([])
    await page.close()
  }, 60_000)
})
