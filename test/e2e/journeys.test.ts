/**
 * The journey catalogue (test/journeys/catalogue.ts) in Chromium against the seeded reference
 * server: journeys as the test account run in the host-simulated app, the others in a plain browser.
 */
import { findRoute } from '@/config/routes'
import { journeysFor, leftOutOn, type Journey } from '../journeys/catalogue'
import { findSeeded, type Seeded } from '../journeys/seeded'
import {
  CURRENT_PAGE,
  countRequests,
  launchBrowser,
  pullDown,
  scrollPage,
  waitForPageSettled,
  watchProblems,
  type LaunchedBrowser,
  type Page,
} from '../support/browser'
import { startServer, type RunningServer } from '../support/e2e-server'

jest.setTimeout(90_000)

let plain: RunningServer
let hosted: RunningServer
let chrome: LaunchedBrowser
let seed: Seeded

beforeAll(async () => {
  plain = await startServer()
  hosted = await startServer({ hostSim: true })
  chrome = await launchBrowser()
  seed = await findSeeded(plain.origin)
}, 60_000)

afterAll(async () => {
  await chrome?.close()
  await plain?.close()
  await hosted?.close()
})

const current = (page: Page, selector: string) => page.locator(`${CURRENT_PAGE} ${selector}`)
const countOf = async (page: Page) =>
  Number((await current(page, '[data-testid="feed-list"]').getAttribute('data-count')) ?? 0)
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

async function open(page: Page, journey: Journey): Promise<void> {
  const server = journey.login ? hosted : plain
  const query = new URLSearchParams(journey.query?.(seed) ?? {}).toString()
  await page.goto(`${server.site}${journey.path}${query ? `?${query}` : ''}`)
  await current(page, '[data-testid="page-shell"]').waitFor({ timeout: 20_000 })
}

async function firstArticle(page: Page) {
  const card = current(page, '[data-testid="feed-card"][data-kind="article"]').first()
  await card.waitFor({ timeout: 20_000 })
  return card
}

/** What each kind of journey does and checks in a browser. */
const RUN: Record<Journey['kind'], (page: Page, journey: Journey) => Promise<void>> = {
  async open(page, journey) {
    const title = journey.query?.(seed).name || findRoute(journey.path)?.title
    await page.waitForFunction(
      ([sel, text]) => document.querySelector(sel)?.textContent === text,
      [`${CURRENT_PAGE} [data-testid="nav-bar-title"]`, title ?? ''] as const,
      { timeout: 20_000 },
    )
    // Settled: no loading view left and no error view.
    await page.waitForFunction((sel) => !document.querySelector(`${sel} [data-testid="loading-view"]`), CURRENT_PAGE, {
      timeout: 20_000,
    })
    expect(await current(page, '[data-testid="error-view"]').count()).toBe(0)
  },
  async openItem(page) {
    await (await firstArticle(page)).click()
    await page.waitForURL(/articleDetail\/index\?articleId=\d+/)
    await waitForPageSettled(page)
    await current(page, '[data-testid="article-detail"]').waitFor({ timeout: 20_000 })
  },
  async like(page) {
    const like = (await firstArticle(page)).getByTestId('like-button')
    const before = digits(await like.textContent())
    const was = (await like.getAttribute('data-praised')) === '1'
    const answered = page.waitForResponse((r) => r.url().includes('praiseViewOrComment'))
    await like.click()
    expect((await answered).status()).toBe(200)
    await page.waitForFunction(
      ([sel, flag]) => document.querySelector(sel)?.getAttribute('data-praised') === flag,
      [`${CURRENT_PAGE} [data-testid="feed-card"][data-kind="article"] [data-testid="like-button"]`, was ? '0' : '1'],
    )
    expect(digits(await like.textContent())).toBe(was ? before - 1 : before + 1)
  },
  async follow(page) {
    const button = current(page, '[data-testid="account-header"] [data-testid="follow-button"]')
    await button.waitFor({ timeout: 20_000 })
    const was = (await button.getAttribute('data-followed')) === '1'
    await button.click()
    await page.waitForFunction(
      ([sel, flag]) => document.querySelector(sel)?.getAttribute('data-followed') === flag,
      [`${CURRENT_PAGE} [data-testid="account-header"] [data-testid="follow-button"]`, was ? '0' : '1'],
    )
  },
  async comment(page) {
    const text = `旅程评论 ${Date.now()}`
    await current(page, '[data-testid="comment-composer"] textarea').fill(text)
    const sent = page.waitForResponse((r) => r.url().includes('publishComment'))
    await current(page, '[data-testid="comment-send"]').click()
    expect((await sent).status()).toBe(200)
    await current(page, `[data-testid="comment-content"]:has-text("${text}")`).waitFor({ timeout: 10_000 })
  },
  async reachBottom(page) {
    await firstArticle(page)
    const before = await countOf(page)
    await scrollPage(page, 'end')
    await page.waitForFunction(([sel, n]) => Number(document.querySelector(sel)?.getAttribute('data-count')) > n, [
      `${CURRENT_PAGE} [data-testid="feed-list"]`,
      before,
    ] as const)
  },
  async pullDown(page) {
    await firstArticle(page)
    const asked = countRequests(page, 'CRH-CM-IN2310')
    await pullDown(page)
    const deadline = Date.now() + 10_000
    while (asked() === 0 && Date.now() < deadline) await page.waitForTimeout(100)
    expect(asked()).toBeGreaterThan(0)
  },
  async back(page) {
    await RUN.openItem(page, { name: 'open', kind: 'openItem', path: '' })
    await current(page, '[data-testid="nav-bar-back"]').click()
    await page.waitForURL(/condition\/index/)
    await waitForPageSettled(page)
    await current(page, '[data-testid="feed-list"]').waitFor()
  },
  async post(page) {
    const text = `旅程动态 ${Date.now()}`
    await current(page, '[data-testid="post-text"] textarea').fill(text)
    const saved = page.waitForResponse((r) => r.url().includes('publishView'))
    await current(page, '[data-testid="post-send"]').click()
    expect((await saved).status()).toBe(200)
    // The detail page of the new post replaces the composer.
    await page.waitForURL(/articleDetail\/index\?articleId=\d+/)
    await current(page, `[data-testid="article-detail"]:has-text("${text}")`).waitFor({ timeout: 20_000 })
  },
}

describe('journey catalogue in Chromium', () => {
  test.each(journeysFor('h5').map((j) => [j.name, j] as const))('%s', async (_name, journey) => {
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    try {
      await open(page, journey)
      await RUN[journey.kind](page, journey)
      expect(problems.filter((p) => !p.includes('favicon'))).toEqual([])
    } finally {
      await page.close()
    }
  })

  test('says why for every journey it leaves out', () => {
    for (const left of leftOutOn('h5')) expect(left.why.length).toBeGreaterThan(10)
  })
})
