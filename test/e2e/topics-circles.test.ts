/**
 * Topics and circles in Chromium, in the host-simulated app (the test account): from the app home's
 * hot topics to a topic, its poll, its 最热 feed, an article and back through the article's topic tag;
 * joining a circle shows it in 我的关注, leaving it takes it away.
 */
import {
  CURRENT_PAGE,
  launchBrowser,
  waitForPageSettled,
  watchProblems,
  type LaunchedBrowser,
  type Page,
} from '../support/browser'
import { startServer, type RunningServer } from '../support/e2e-server'

jest.setTimeout(120_000)

let hosted: RunningServer
let chrome: LaunchedBrowser

beforeAll(async () => {
  hosted = await startServer({ hostSim: true })
  chrome = await launchBrowser()
}, 60_000)

afterAll(async () => {
  await chrome?.close()
  await hosted?.close()
})

const current = (page: Page, selector: string) => page.locator(`${CURRENT_PAGE} ${selector}`)
const clean = (problems: string[]) => problems.filter((p) => !p.includes('favicon'))

it('home → hot topic → vote → 最热 → an article → its topic tag → back', async () => {
  const page = await chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(hosted.site)
  const hot = current(page, '[data-testid="home-topics"] .home-topic').first()
  await hot.waitFor({ timeout: 20_000 })
  await hot.click()
  await page.waitForURL(/topics\/topicPage\/index\?topicId=\d+/)
  await waitForPageSettled(page)
  await current(page, '[data-testid="topic-header"]').waitFor({ timeout: 20_000 })

  // Seeded topics with a poll are every fifth one; vote when this one has it.
  if ((await current(page, '[data-testid="topic-vote"]').count()) > 0) {
    const state = await current(page, '[data-testid="topic-vote"]').getAttribute('data-state')
    if (state === 'open') {
      const voted = page.waitForResponse((r) => r.url().includes('topicVote'))
      await current(page, '[data-testid="topic-vote-option"]').first().click()
      expect((await voted).status()).toBe(200)
      await page.waitForFunction(
        (sel) => document.querySelector(sel)?.getAttribute('data-state') === 'results',
        `${CURRENT_PAGE} [data-testid="topic-vote"]`,
      )
    }
  }

  const hotAsked = page.waitForResponse((r) => r.url().includes('queryHotArticle'))
  await current(page, '[data-testid="topic-tab-hot"]').click()
  expect((await hotAsked).status()).toBe(200)
  const article = page
    .locator(
      `${CURRENT_PAGE} [data-testid="feed-card"][data-kind="article"], ${CURRENT_PAGE} [data-testid="feed-card"][data-kind="post"]`,
    )
    .first()
  await article.waitFor({ timeout: 20_000 })
  await article.click()
  await page.waitForURL(/articleDetail\/index\?articleId=\d+/)
  await waitForPageSettled(page)
  const tag = current(page, '[data-testid="article-tags"] [data-testid="topic-tag"]').first()
  await tag.waitFor({ timeout: 20_000 })
  await tag.click()
  await page.waitForURL(/topics\/topicPage\/index\?topicId=\d+/)
  await waitForPageSettled(page)
  await current(page, '[data-testid="topic-header"]').waitFor({ timeout: 20_000 })
  await current(page, '[data-testid="nav-bar-back"]').click()
  await page.waitForURL(/articleDetail\/index/)
  expect(clean(problems)).toEqual([])
  await page.close()
})

it('joining a circle puts it in 我的关注, leaving takes it away', async () => {
  const page = await chrome.browser.newPage()
  const problems = watchProblems(page)
  // Circle 2 is not among the test account's seeded circles (1, 3 and 5).
  await page.goto(`${hosted.site}monetary_circle/circle/circle?circleId=2`)
  const join = current(page, '[data-testid="circle-join"]')
  await join.waitFor({ timeout: 20_000 })
  const name = ((await current(page, '.circle-header__name').textContent()) ?? '').trim()
  if ((await join.getAttribute('data-joined')) === '1') {
    await join.click()
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('data-joined') === '0',
      `${CURRENT_PAGE} [data-testid="circle-join"]`,
    )
  }
  await join.click()
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-joined') === '1',
    `${CURRENT_PAGE} [data-testid="circle-join"]`,
  )

  await page.goto(`${hosted.site}pages/myFollow/index`)
  const mine = current(page, `[data-testid="my-circle"][data-id="2"]`)
  await mine.waitFor({ timeout: 20_000 })
  expect((await mine.textContent())?.trim()).toBe(name)
  await mine.click()
  await page.waitForURL(/monetary_circle\/circle\/circle\?circleId=2/)
  await waitForPageSettled(page)
  await current(page, '[data-testid="circle-join"][data-joined="1"]').click()
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-joined') === '0',
    `${CURRENT_PAGE} [data-testid="circle-join"]`,
  )
  await page.goto(`${hosted.site}pages/myFollow/index`)
  await current(page, '[data-testid="follow-strip"]').waitFor({ timeout: 20_000 })
  expect(await current(page, `[data-testid="my-circle"][data-id="2"]`).count()).toBe(0)
  expect(clean(problems)).toEqual([])
  await page.close()
})
