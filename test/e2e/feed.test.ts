/**
 * The feed in a browser, against the seeded reference server: from the app home into the community
 * home, loading more by scrolling, pulling to refresh, opening an article, and liking from a card
 * in the simulated app (works, survives a reload) and in a plain browser (asks to open the app).
 */
import { TEXTS } from '@/config/constants'
import {
  CURRENT_PAGE,
  countRequests,
  launchBrowser,
  pullDown,
  scrollPage,
  watchProblems,
  type LaunchedBrowser,
  type Page,
} from '../support/browser'
import { startServer, type RunningServer } from '../support/e2e-server'

let plain: RunningServer
let hosted: RunningServer
let chrome: LaunchedBrowser

beforeAll(async () => {
  plain = await startServer()
  hosted = await startServer({ hostSim: true })
  chrome = await launchBrowser()
}, 60_000)

afterAll(async () => {
  await chrome?.close()
  await plain?.close()
  await hosted?.close()
})

/**
 * Taro's H5 router keeps earlier pages of the stack in the document (shaded) and scrolls each page
 * in its own element: everything below looks inside the page on top.
 */
const CURRENT = CURRENT_PAGE

const feedCount = (page: Page) =>
  page.evaluate(
    (current) =>
      Number(document.querySelector(`${current} [data-testid="feed-list"]`)?.getAttribute('data-count') ?? 0),
    CURRENT,
  )

const waitForCount = (page: Page, test: 'more' | 'equal', n: number) =>
  page.waitForFunction(
    ([current, kind, value]) => {
      const count = Number(document.querySelector(`${current} [data-testid="feed-list"]`)?.getAttribute('data-count'))
      return kind === 'more' ? count > value : count === value
    },
    [CURRENT, test, n] as const,
  )

describe('the feed in a browser', () => {
  it('goes from the app home to the community home, loads more, refreshes, and opens an article', async () => {
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    const feedRequests = countRequests(page, 'CRH-CM-IN2310')
    await page.goto(plain.site)
    await page.locator('[data-testid="feed-card"]').first().waitFor({ timeout: 20_000 })
    await page.getByTestId('home-more').click()
    await page.waitForURL(/\/community\/community\/home\/index/)
    await page.locator(`${CURRENT} [data-testid="home-tabs"]`).waitFor()
    await page.locator(`${CURRENT} [data-testid="feed-card"]`).first().waitFor({ timeout: 20_000 })
    expect(await feedCount(page)).toBe(20)

    await scrollPage(page, 'end')
    await waitForCount(page, 'more', 20)
    expect(await feedCount(page)).toBe(40)

    // Scrolled down the list, the same gesture is a scroll, never a refresh.
    const whileScrolled = feedRequests()
    await pullDown(page)
    await page.waitForTimeout(500)
    expect(feedRequests()).toBe(whileScrolled)
    expect(await feedCount(page)).toBe(40)

    // Back at the top, a pull refreshes the tab: the first page again, the list starts over.
    await scrollPage(page, 'top')
    const before = feedRequests()
    await pullDown(page)
    await waitForCount(page, 'equal', 20)
    expect(feedRequests()).toBeGreaterThan(before)

    const article = page.locator(`${CURRENT} [data-testid="feed-card"][data-kind="article"]`).first()
    const id = await article.getAttribute('data-id')
    expect(id).toBeTruthy()
    await article.click()
    await page.waitForURL(/\/community\/community\/articleDetail\/index\?articleId=\d+&source=article/)
    expect(problems.filter((p) => !p.includes('favicon'))).toEqual([])
    await page.close()
  }, 90_000)

  it('likes from a card in the app (host simulated): the count changes and survives a reload', async () => {
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    await page.goto(`${hosted.site}community/condition/index`)
    const card = page.locator('[data-testid="feed-card"]').first()
    await card.waitFor({ timeout: 20_000 })
    const id = (await card.getAttribute('data-id')) as string
    const like = card.getByTestId('like-button')
    // The count beside the heart; the control names itself in full (赞 N).
    const text = (await like.getAttribute('aria-label')) ?? ''
    const wasLiked = (await like.getAttribute('data-praised')) === '1'
    const count = Number(text.replace(/\D/g, ''))
    const praiseAnswer = page.waitForResponse((r) => r.url().includes('praiseViewOrComment'))
    await like.click()
    expect((await praiseAnswer).status()).toBe(200)
    const expected = wasLiked ? count - 1 : count + 1
    await page.waitForFunction(
      ([cardId, n]) =>
        document
          .querySelector(`[data-testid="feed-card"][data-id="${cardId}"] [data-testid="like-button"]`)
          ?.getAttribute('aria-label')
          ?.endsWith(` ${n}`),
      [id, expected] as const,
    )

    await page.reload()
    const again = page.locator(`[data-testid="feed-card"][data-id="${id}"] [data-testid="like-button"]`)
    await again.waitFor({ timeout: 20_000 })
    expect(await again.getAttribute('aria-label')).toMatch(new RegExp(` ${expected}$`))
    expect(await again.getAttribute('data-praised')).toBe(wasLiked ? '0' : '1')
    expect(problems.filter((p) => !p.includes('favicon'))).toEqual([])
    await page.close()
  }, 60_000)

  it('in a plain browser, liking asks to open the app and changes nothing', async () => {
    const page = await chrome.browser.newPage()
    const praises: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('praiseViewOrComment')) praises.push(request.url())
    })
    await page.goto(`${plain.site}community/condition/index`)
    const card = page.locator('[data-testid="feed-card"]').first()
    await card.waitFor({ timeout: 20_000 })
    const like = card.getByTestId('like-button')
    const before = await like.textContent()
    await like.click()
    await page.getByText(TEXTS.openInApp).first().waitFor({ timeout: 5_000 })
    expect(await like.textContent()).toBe(before)
    expect(praises).toEqual([])
    await page.close()
  }, 60_000)
})
