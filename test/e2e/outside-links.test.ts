/**
 * Outside links in Chromium (docs/product.md §2.6, issue 31): in a plain browser a site we do not vouch for is asked
 * about (复制链接 copies it, 打开 goes there) and a trusted partner opens in our web-view page; under the host
 * simulator the same trusted link reaches the app's open call instead of our web-view page.
 */
import type { Page } from 'playwright-core'
import { TEXTS } from '@/config/constants'
import { OUTSIDE_LINK_TEXTS } from '@/navigation/outside-link'
import { CURRENT_PAGE, launchBrowser, type LaunchedBrowser } from '../support/browser'
import { startServer, type RunningServer } from '../support/e2e-server'

const ADMIN = '/community-admin/front'
const OTHER = 'https://www.example.org/research/notes-2024.html'
const PARTNER = 'https://data.eastmoney.com/report/zw_stock.jshtml?infocode=AP1'

let plain: RunningServer
let chrome: LaunchedBrowser

beforeAll(async () => {
  plain = await startServer()
  chrome = await launchBrowser()
}, 60_000)

afterAll(async () => {
  await chrome?.close()
  await plain?.close()
})

/** An article by a seeded author whose body links to a partner's report and to a site nobody vouched for. */
async function articleWithLinks(server: RunningServer): Promise<string> {
  const res = await fetch(`${server.origin}${ADMIN}/articleInfo/appCreateSave`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      accountId: 'acc-10002',
      token: 'tok-10002',
      userCode: 'uc-10002',
      title: '外部链接测试',
      html: `<p>研报：<a href="${PARTNER}">东财研报</a></p><p>另见：<a href="${OTHER}">外站笔记</a></p>`,
    }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { data: { articleId: string } }).data.articleId
}

/** Outside sites answer with a stub page: the test runs without the internet and must not reach it. */
async function stubOutsideSites(page: Page): Promise<string[]> {
  const reached: string[] = []
  await page.route(/^https:\/\/(www\.example\.org|data\.eastmoney\.com)\//, (route) => {
    reached.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>outside</p>' })
  })
  return reached
}

async function openArticle(page: Page, server: RunningServer, articleId: string): Promise<void> {
  await page.goto(`${server.site}community/articleDetail/index?articleId=${articleId}&source=article`)
  await page.locator('[data-testid="article-body"]').getByText('外站笔记').waitFor({ timeout: 20_000 })
}

/** The sheet on the page in front (every page's shell draws one; the pages behind are hidden). */
const sheet = (page: Page) => page.locator(`${CURRENT_PAGE} [data-testid="action-sheet"]`)

describe('in a plain browser', () => {
  it('asks about a site it does not vouch for: the sheet shows the address, 复制链接 copies it', async () => {
    const page = await chrome.browser.newPage()
    await stubOutsideSites(page)
    await openArticle(page, plain, await articleWithLinks(plain))
    await page.locator('[data-testid="article-body"]').getByText('外站笔记').click()
    await sheet(page).locator('[data-testid="action-sheet-detail"]').getByText(OTHER).waitFor({ timeout: 5_000 })
    expect(await sheet(page).locator('[data-testid="action-sheet-item"]').allInnerTexts()).toEqual(['打开', '复制链接'])

    await sheet(page).locator('[data-testid="action-sheet-item"][data-key="copy"]').click()
    await sheet(page).waitFor({ state: 'detached' })
    await page.locator('.taro__toast').getByText(OUTSIDE_LINK_TEXTS.copied).waitFor({ timeout: 5_000 })
    // Taro's clipboard keeps what it copied in local storage too: the address, whole.
    const copied = await page.evaluate(() => window.localStorage.getItem('taro_clipboard') ?? '')
    expect(copied).toContain(OTHER)
    expect(page.url()).toContain('articleDetail')
    await page.close()
  }, 60_000)

  it('打开 goes to that site; a trusted partner opens in our web-view page without asking', async () => {
    const page = await chrome.browser.newPage()
    const reached = await stubOutsideSites(page)
    const articleId = await articleWithLinks(plain)
    await openArticle(page, plain, articleId)

    await page.locator('[data-testid="article-body"]').getByText('东财研报').click()
    await page.waitForURL(/pages\/webview\/index/, { timeout: 10_000 })
    expect(await sheet(page).count()).toBe(0)
    const frame = page.locator(`${CURRENT_PAGE} iframe`)
    await frame.waitFor({ state: 'attached', timeout: 10_000 })
    expect(await frame.getAttribute('src')).toBe(PARTNER)

    await openArticle(page, plain, articleId)
    await page.locator('[data-testid="article-body"]').getByText('外站笔记').click()
    await sheet(page).locator('[data-testid="action-sheet-item"][data-key="open"]').click()
    await page.waitForURL(OTHER, { timeout: 10_000 })
    expect(reached).toContain(OTHER)
    await page.close()
  }, 60_000)
})

describe('inside the app (host simulator)', () => {
  it('hands a trusted partner’s page to the app’s open call instead of our web-view page', async () => {
    const simulated = await startServer({ hostSim: true })
    const page = await chrome.browser.newPage()
    try {
      await stubOutsideSites(page)
      const opened: string[] = []
      page.on('console', (message) => {
        const text = message.text()
        if (text.includes('[host-sim]') && text.includes('openUrl')) opened.push(text)
      })
      await openArticle(page, simulated, await articleWithLinks(simulated))
      await page.locator('[data-testid="article-body"]').getByText('东财研报').click()
      await page.waitForURL(PARTNER, { timeout: 10_000 })
      expect(opened.some((line) => line.includes(PARTNER))).toBe(true)
      expect(opened.some((line) => line.includes('webview'))).toBe(false)
    } finally {
      await page.close()
      await simulated.close()
    }
  }, 60_000)
})

describe('sharing and the app’s version (host simulator)', () => {
  const shareCalls = (page: Page) =>
    page.evaluate(
      () =>
        (window as unknown as { hostSim: { calls: { method: string }[] } }).hostSim.calls.filter(
          (c) => c.method === 'share',
        ).length,
    )

  it('an app older than the share minimum is told to upgrade and never asked to share; a new enough one shares', async () => {
    const simulated = await startServer({ hostSim: true })
    const page = await chrome.browser.newPage()
    try {
      const articleId = await articleWithLinks(simulated)
      // The simulated app reports 8.90 (hostSim.appVersion, kept in its storage); the server's minimum is 9.65.
      await page.addInitScript(() => {
        if (!window.sessionStorage.getItem('h31a-version-set')) {
          window.localStorage.setItem('hostSim:appVersion', JSON.stringify('8.90'))
          window.sessionStorage.setItem('h31a-version-set', '1')
        }
      })
      await openArticle(page, simulated, articleId)
      await page.locator('[data-testid="share-button"]').click()
      await page.locator('[data-testid="share-card-action"]').click()
      await page.locator('.taro__toast').getByText(TEXTS.appTooOldToShare).waitFor({ timeout: 5_000 })
      expect(await shareCalls(page)).toBe(0)

      await page.evaluate(() =>
        (window as unknown as { hostSim: { appVersion(v: string): void } }).hostSim.appVersion('9.65.0'),
      )
      await openArticle(page, simulated, articleId)
      await page.locator('[data-testid="share-button"]').click()
      await page.locator('[data-testid="share-card-action"]').click()
      await page.waitForFunction(
        () =>
          (window as unknown as { hostSim: { calls: { method: string }[] } }).hostSim.calls.some(
            (c) => c.method === 'share',
          ),
        undefined,
        { timeout: 5_000 },
      )
    } finally {
      await page.close()
      await simulated.close()
    }
  }, 60_000)
})
