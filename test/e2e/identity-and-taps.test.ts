/**
 * Who is asking, the last tap and the counts (docs/product.md §4.2, §4.8, §10.2), in the host-simulated app:
 * a visitor the app logs in sees the account's own likes and can write at once; on a slow network the last tap on
 * a like or a follow is what the screen and the server end with; a reply written on the comment page moves the
 * article's count and shows under the comment.
 */
import type { ArticleDetail, Comment, Dynamic, Page as ApiPage } from '@shared/api'
import { DEV_ACCOUNT } from '../../server/seed'
import {
  CURRENT_PAGE,
  countRequests,
  current,
  eventually,
  ownProblems,
  pullDown,
  waitForPageSettled,
  watchProblems,
  type Page,
} from '../support/browser'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(180_000)

const world = hostedApp()

const ADMIN = '/community-admin/front'
const AUTH = { accountId: DEV_ACCOUNT.id, token: DEV_ACCOUNT.token, userCode: DEV_ACCOUNT.userCode }
const LIKE = 'praiseViewOrComment'
const FOLLOW = /CRH-CM-IN(2316|2556)/
/** The slow network of the issue: every answer of the endpoint arrives two seconds late. */
const SLOW_MS = 2_000
const TAP_GAP_MS = 300

async function call<T>(path: string, body: object): Promise<T> {
  const res = await fetch(`${world.hosted.origin}${ADMIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token: AUTH.token, userCode: AUTH.userCode },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return ((await res.json()) as { data: T }).data
}

/** An article or post as the dev account sees it now, from the server itself. */
async function serverView(articleId: string): Promise<ArticleDetail> {
  const res = await fetch(
    `${world.hosted.origin}${ADMIN}/articleInfo/appInfo/${articleId}?accountId=${AUTH.accountId}`,
    {
      headers: { token: AUTH.token, userCode: AUTH.userCode },
    },
  )
  return ((await res.json()) as { data: ArticleDetail }).data
}

/** The first page of 最新 as the dev account sees it. */
async function latest(pageSize = 20): Promise<Dynamic[]> {
  const page = await call<ApiPage<Dynamic>>('/articleInfo/CRH-CM-IN2310.json', {
    tab: 'latest',
    pageNum: 1,
    pageSize,
    accountId: AUTH.accountId,
  })
  return page.list
}

async function setLiked(item: Dynamic, liked: boolean): Promise<void> {
  await call('/approve/praiseViewOrComment.do', {
    ...AUTH,
    pubType: item.pubType,
    forId: item.forId,
    forWhat: '1',
    isPraise: liked ? 1 : 0,
  })
}

/**
 * A page of the host-simulated app opened by a visitor: the simulated app holds no account until it is told to log
 * one in (hostSim.login(), which pushes the app's loginUpdate).
 */
async function openAsVisitor(path: string): Promise<{ page: Page; problems: string[] }> {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.addInitScript(() => {
    let sim: { logout(): void } | undefined
    Object.defineProperty(window, 'hostSim', {
      configurable: true,
      get: () => sim,
      set: (value: { logout(): void }) => {
        sim = value
        value.logout()
      },
    })
  })
  await page.goto(`${world.hosted.site}${path}`)
  return { page, problems }
}

const pushLogin = (page: Page) =>
  page.evaluate(() => (window as unknown as { hostSim: { login(): void } }).hostSim.login())

const cardLike = (page: Page, item: Dynamic) =>
  current(page, `[data-testid="feed-card"][data-id="${item.pubId}"] [data-testid="like-button"]`)

const articleUrl = (item: Pick<Dynamic, 'articleId' | 'pubType'>) =>
  `community/articleDetail/index?articleId=${item.articleId}&source=${item.pubType === 5 ? 'post' : 'article'}`

const detailLike = (page: Page) => current(page, '[data-testid="article-actions"] [data-testid="like-button"]')
/** The article's like shows its count beside the heart (the feed card's like button). */
const likeCount = async (page: Page) => Number((await detailLike(page).innerText()).trim())

/** Delays every answer of the matching requests, as a slow network does; counts the requests sent. */
async function slowDown(page: Page, url: string | RegExp): Promise<{ sent: () => number; answered: () => number }> {
  let sent = 0
  let answered = 0
  const matches = (u: string) => (typeof url === 'string' ? u.includes(url) : url.test(u))
  await page.route(
    (u) => matches(u.toString()),
    async (route) => {
      sent += 1
      const response = await route.fetch()
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS))
      await route.fulfill({ response })
      answered += 1
    },
  )
  return { sent: () => sent, answered: () => answered }
}

async function tapInTurn(page: Page, selector: string, taps: number): Promise<void> {
  for (let i = 0; i < taps; i += 1) {
    if (i > 0) await page.waitForTimeout(TAP_GAP_MS)
    await current(page, selector).click()
  }
}

/**
 * Waits until every request sent was answered and no more follow, then a moment for the page to take the last. A
 * write can follow an answer (the last tap's wish goes once the first write is answered), so a moment with every
 * request answered is settled only if nothing was sent during it.
 */
async function settled(network: { sent: () => number; answered: () => number }): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await eventually(
      async () => [network.sent(), network.answered()],
      ([sent, answered]) => sent > 0 && sent === answered,
      20_000,
    )
    const seen = network.sent()
    await new Promise((resolve) => setTimeout(resolve, 500))
    if (network.sent() === seen) break
  }
  expect(network.answered()).toBe(network.sent())
}

describe('a visitor the app logs in (docs/product.md §4.2)', () => {
  it("sees the account's own likes on 最新 at once and after a pull to refresh, and a like works", async () => {
    const [mine, other] = (await latest()).filter((d) => d.pubType === 2 && !d.offShelf)
    await setLiked(mine, true)
    await setLiked(other, false)
    const { page, problems } = await openAsVisitor('community/condition/index')
    await cardLike(page, mine).waitFor({ timeout: 20_000 })
    expect(await cardLike(page, mine).getAttribute('data-praised')).toBe('0')

    await pushLogin(page)
    await current(page, `[data-testid="feed-card"][data-id="${mine.pubId}"] [data-praised="1"]`).waitFor()

    const asked = page.waitForRequest((r) => r.url().includes('CRH-CM-IN2310'))
    await pullDown(page)
    expect(JSON.parse((await asked).postData() ?? '{}')).toMatchObject({ accountId: AUTH.accountId })
    await page.waitForResponse((r) => r.url().includes('CRH-CM-IN2310'))
    expect(await cardLike(page, mine).getAttribute('data-praised')).toBe('1')

    const liked = page.waitForResponse((r) => r.url().includes(LIKE))
    await cardLike(page, other).click()
    expect((await liked).status()).toBe(200)
    await current(page, `[data-testid="feed-card"][data-id="${other.pubId}"] [data-praised="1"]`).waitFor()
    expect((await serverView(other.articleId)).praised).toBe(true)
    expect(await page.getByText('userCode').count()).toBe(0)
    expect(ownProblems(problems)).toEqual([])
    await page.close()
  })

  it('an article opened as a visitor is asked again as the account, and its like works', async () => {
    const [article] = (await latest()).filter((d) => d.pubType === 2 && !d.offShelf)
    await setLiked(article, true)
    const { page, problems } = await openAsVisitor(articleUrl(article))
    await current(page, '[data-testid="article-detail"][data-viewer="out"]').waitFor({ timeout: 20_000 })
    expect(await detailLike(page).getAttribute('data-praised')).toBe('0')

    await pushLogin(page)
    await current(page, '[data-testid="article-detail"][data-viewer="in"]').waitFor()
    await current(page, '[data-testid="article-actions"] [data-praised="1"]').waitFor()
    expect(await page.getByText('加载失败').count()).toBe(0)

    const unliked = page.waitForResponse((r) => r.url().includes(LIKE))
    await detailLike(page).click()
    expect((await unliked).status()).toBe(200)
    await current(page, '[data-testid="article-actions"] [data-praised="0"]').waitFor()
    expect((await serverView(article.articleId)).praised).toBe(false)
    expect(ownProblems(problems)).toEqual([])
    await page.close()
  })
})

describe('the last tap wins on a slow network (docs/product.md §10.2)', () => {
  /** An article the dev account has not liked, opened in the (logged-in) host-simulated app. */
  async function openUnliked(pick: number): Promise<{ page: Page; article: Dynamic; before: number }> {
    const article = (await latest(50)).filter((d) => d.pubType === 2 && !d.offShelf)[pick]
    await setLiked(article, false)
    const page = await world.chrome.browser.newPage()
    await page.goto(`${world.hosted.site}${articleUrl(article)}`)
    await current(page, '[data-testid="article-detail"][data-viewer="in"]').waitFor({ timeout: 20_000 })
    expect(await detailLike(page).getAttribute('data-praised')).toBe('0')
    return { page, article, before: await likeCount(page) }
  }

  async function afterReload(page: Page): Promise<{ praised: string | null; count: number }> {
    await page.unrouteAll({ behavior: 'wait' })
    await page.reload()
    await current(page, '[data-testid="article-detail"][data-viewer="in"]').waitFor({ timeout: 20_000 })
    return { praised: await detailLike(page).getAttribute('data-praised'), count: await likeCount(page) }
  }

  it('like then unlike: unliked on the screen at once, and on the server and after a reload', async () => {
    const { page, article, before } = await openUnliked(2)
    const network = await slowDown(page, LIKE)
    await tapInTurn(page, '[data-testid="article-actions"] [data-testid="like-button"]', 2)
    expect(await detailLike(page).getAttribute('data-praised')).toBe('0')
    expect(await likeCount(page)).toBe(before)
    await settled(network)
    // The like went out first; the unlike only once it was answered.
    expect(network.sent()).toBe(2)
    expect(await detailLike(page).getAttribute('data-praised')).toBe('0')
    expect((await serverView(article.articleId)).praised).toBe(false)
    expect(await afterReload(page)).toEqual({ praised: '0', count: before })
    await page.close()
  })

  it('like, unlike, like: liked on the screen, one request, and liked after a reload', async () => {
    const { page, article, before } = await openUnliked(3)
    const network = await slowDown(page, LIKE)
    await tapInTurn(page, '[data-testid="article-actions"] [data-testid="like-button"]', 3)
    expect(await detailLike(page).getAttribute('data-praised')).toBe('1')
    expect(await likeCount(page)).toBe(before + 1)
    await settled(network)
    expect(network.sent()).toBe(1)
    expect((await serverView(article.articleId)).praised).toBe(true)
    expect(await afterReload(page)).toEqual({ praised: '1', count: before + 1 })
    await page.close()
  })

  it('follow then unfollow: not following on the screen at once, on the server and after a reload', async () => {
    const candidates = (await latest(50)).filter(
      (d) => d.pubType === 2 && !d.offShelf && !d.followed && d.accountId !== AUTH.accountId,
    )
    const article = candidates[0]
    const page = await world.chrome.browser.newPage()
    await page.goto(`${world.hosted.site}${articleUrl(article)}`)
    const follow = current(page, '[data-testid="author-header"] [data-testid="follow-button"]')
    await follow.waitFor({ timeout: 20_000 })
    expect(await follow.getAttribute('data-followed')).toBe('0')
    const network = await slowDown(page, FOLLOW)
    await tapInTurn(page, '[data-testid="author-header"] [data-testid="follow-button"]', 2)
    expect(await follow.getAttribute('data-followed')).toBe('0')
    await settled(network)
    expect(network.sent()).toBe(2)
    expect(await follow.getAttribute('data-followed')).toBe('0')
    expect((await serverView(article.articleId)).followed).toBe(false)
    await page.unrouteAll({ behavior: 'wait' })
    await page.reload()
    await follow.waitFor({ timeout: 20_000 })
    expect(await follow.getAttribute('data-followed')).toBe('0')
    expect(await follow.textContent()).toBe('+ 关注')
    await page.close()
  })
})

describe('counts a write changes (docs/product.md §4.8)', () => {
  it("a reply written on the comment page raises the article's 评论 count and shows under the comment", async () => {
    const [post] = (await latest()).filter((d) => d.pubType === 5 && !d.offShelf)
    const stamp = Date.now()
    const comment = await call<Comment>('/pubContent/publishComment', {
      ...AUTH,
      articleId: post.articleId,
      content: `等一条回复 ${stamp}`,
    })
    const page = await world.chrome.browser.newPage()
    const problems = watchProblems(page)
    await page.goto(`${world.hosted.site}${articleUrl(post)}`)
    await current(page, '[data-testid="article-detail"][data-viewer="in"]').waitFor({ timeout: 20_000 })
    const title = current(page, '.comment-list__title')
    const count = async () => Number(((await title.innerText()) ?? '').replace(/\D/g, ''))
    const item = current(page, `[data-testid="comment-item"][data-comment-id="${comment.commentId}"]`)
    await item.waitFor()
    const before = await count()

    await item.locator('[data-testid="comment-content"]').click()
    await page.waitForURL(/commentDetail\/index/)
    await waitForPageSettled(page)
    const text = `楼中回复 ${stamp}`
    await current(page, '[data-testid="comment-composer"] textarea').fill(text)
    const sent = page.waitForResponse((r) => r.url().includes('publishComment'))
    await current(page, '[data-testid="comment-send"]').click()
    expect((await sent).status()).toBe(200)
    await current(page, '[data-testid="comment-item"]').getByText(text).waitFor()

    // Back on the article, nothing is asked again: the counts moved where they are shown.
    const asked = countRequests(page, '/articleInfo/')
    await current(page, '[data-testid="nav-bar-back"]').click()
    await waitForPageSettled(page)
    await page.waitForFunction(
      (sel) => document.querySelector(sel) !== null,
      `${CURRENT_PAGE} [data-testid="article-detail"]`,
    )
    expect(await count()).toBe(before + 1)
    const preview = item.locator('[data-testid="reply-preview"]')
    await preview.getByText(text).waitFor()
    expect(await preview.locator('[data-testid="reply-count"]').innerText()).toContain('共1条回复')
    expect(asked()).toBe(0)
    expect(ownProblems(problems)).toEqual([])
    await page.close()
  })
})
