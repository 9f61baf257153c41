/**
 * The market boards in Chromium, in the host-simulated app (the test account): a stock-comment card in
 * 最新 opens its stock's board (through the app's scheme); 发表股评 there posts a comment that heads the
 * board and 最新; the ETF circle shows its accounts and posts, and a post sent from it heads it.
 */
import {
  CURRENT_PAGE,
  waitForPageSettled,
  watchProblems,
  type Page,
  current,
  ownProblems,
  typeText,
} from '../support/browser'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(180_000)

const world = hostedApp()

async function waitForCardWith(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    ({ sel, want }) => [...document.querySelectorAll(sel)].some((card) => card.textContent?.includes(want)),
    { sel: `${CURRENT_PAGE} [data-testid="feed-card"]`, want: text },
    { timeout: 20_000 },
  )
}

/** Sends what the composer holds, and waits for the post's detail page that replaces it. */
async function send(page: Page, text: string): Promise<void> {
  await typeText(page, 'post-text', text)
  const sent = page.waitForResponse((r) => r.url().includes('publishView'))
  await current(page, '[data-testid="post-send"]').click()
  expect((await sent).status()).toBe(200)
  await page.waitForURL(/articleDetail\/index\?articleId=\d+/)
  await waitForPageSettled(page)
}

it('a stock-comment card in 最新 opens its stock’s board, with the quote and the stock’s comments', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(`${world.hosted.site}community/condition/index`)
  const card = current(page, '[data-testid="feed-card"][data-kind="stockComment"]').first()
  await card.waitFor({ timeout: 20_000 })
  await card.click()
  // Inside the app the board opens through the app's scheme, with the navigation bar hidden.
  await page.waitForURL(/stockCommit\/index\?code=[A-Z]{2}\w+&articleId=\d+&navigationBarHidden=1/)
  await waitForPageSettled(page)
  const board = current(page, '[data-testid="stock-board"]')
  await board.waitFor({ timeout: 20_000 })
  const code = new URL(page.url()).searchParams.get('code') as string
  expect(await board.getAttribute('data-code')).toBe(code)
  await current(page, '[data-testid="price-cell"]').waitFor({ timeout: 20_000 })
  expect(await current(page, '[data-testid="rise-cell"]').textContent()).toMatch(/^[+-]?\d+\.\d{2}%$/)
  await current(page, '[data-testid="feed-card"]').first().waitFor({ timeout: 20_000 })
  expect(ownProblems(problems)).toEqual([])
  await page.close()
})

it('发表股评 on a board: the comment heads the board on going back, and 最新', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(
    `${world.hosted.site}community/stockCommit/index?code=SH600519&name=${encodeURIComponent('贵州茅台')}`,
  )
  await current(page, '[data-testid="stock-board"]').waitFor({ timeout: 20_000 })
  await current(page, '[data-testid="post-button"]').click()
  await page.waitForURL(/post\/index\?code=SH600519/)
  await current(page, '[data-testid="compose-chip-stock"]').waitFor({ timeout: 20_000 })
  const text = `端到端股评 ${Date.now()}`
  await send(page, text)
  await current(page, '[data-testid="nav-bar-back"]').click()
  await page.waitForURL(/stockCommit\/index\?code=SH600519/)
  await waitForCardWith(page, text)
  await page.goto(`${world.hosted.site}community/condition/index`)
  await waitForCardWith(page, text)
  expect(ownProblems(problems)).toEqual([])
  await page.close()
})

it('the ETF circle shows its accounts and their posts; a post sent from it heads it', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(`${world.hosted.site}etf/circle/index`)
  await current(page, '[data-testid="etf-circle-account"]').first().waitFor({ timeout: 20_000 })
  await current(page, '[data-testid="feed-card"]').first().waitFor({ timeout: 20_000 })
  await current(page, '[data-testid="post-button"]').click()
  await page.waitForURL(/post\/index\?circleId=\d+/)
  await current(page, '[data-testid="compose-chip-circle"]').waitFor({ timeout: 20_000 })
  const text = `ETF圈端到端 ${Date.now()}`
  await send(page, text)
  await current(page, '[data-testid="nav-bar-back"]').click()
  await page.waitForURL(/etf\/circle\/index/)
  await waitForCardWith(page, text)
  expect(ownProblems(problems)).toEqual([])
  await page.close()
})

it('ETF opportunities list the new ETFs and themes with their rises, and open the ETF circle', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(`${world.hosted.site}etf/chance/index`)
  await current(page, '[data-testid="etf-row"]').first().waitFor({ timeout: 20_000 })
  await current(page, '[data-testid="etf-theme"]').first().waitFor({ timeout: 20_000 })
  expect(await current(page, '[data-testid="etf-row"] [data-testid="rise-cell"]').first().textContent()).toMatch(
    /^[+-]?\d+\.\d{2}%$/,
  )
  await current(page, '[data-testid="etf-circle-entry"]').click()
  await page.waitForURL(/etf\/circle\/index/)
  await current(page, '[data-testid="etf-circle"]').waitFor({ timeout: 20_000 })
  expect(ownProblems(problems)).toEqual([])
  await page.close()
})
