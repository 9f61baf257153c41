/**
 * One item, one state on every screen (docs/product.md §10): in the host-simulated app, a like and a
 * follow made on a detail page show on the list the person came from as soon as they go back, with no
 * reload and no new request for that list.
 */
import type { Dynamic, Page as ApiPage } from '@shared/api'
import { DEV_ACCOUNT } from '../../server/seed'
import { CURRENT_PAGE, countRequests, waitForPageSettled, watchProblems, type Page, current } from '../support/browser'
import { hostedApp } from '../support/hosted-app'

jest.setTimeout(120_000)

const world = hostedApp()

/** The first article of the latest feed, as the dev account sees it, that passes the check. */
async function findArticle(match: (d: Dynamic) => boolean): Promise<Dynamic> {
  for (let pageNum = 1; pageNum <= 20; pageNum += 1) {
    const res = await fetch(`${world.hosted.origin}/community-admin/front/articleInfo/CRH-CM-IN2310.json`, {
      method: 'POST',
      // The dev account's own flags answer only to its token (docs/product.md §4.15).
      headers: { 'content-type': 'application/json', token: DEV_ACCOUNT.token, usercode: DEV_ACCOUNT.userCode },
      body: JSON.stringify({ tab: 'latest', pageNum, pageSize: 50, accountId: DEV_ACCOUNT.id }),
    })
    const page = ((await res.json()) as { data: ApiPage<Dynamic> }).data
    const found = page.list.find(match)
    if (found) return found
    if (!page.hasMore) break
  }
  throw new Error('no seeded article matches')
}

async function goBack(page: Page): Promise<void> {
  await current(page, '[data-testid="nav-bar-back"]').click()
  await waitForPageSettled(page)
}

describe('every screen agrees on the same item', () => {
  it('a like on the article page shows on its feed card after going back, without a reload', async () => {
    const page = await world.chrome.browser.newPage()
    const problems = watchProblems(page)
    const feedRequests = countRequests(page, 'CRH-CM-IN2310')
    await page.goto(`${world.hosted.site}community/condition/index`)
    const card = current(page, '[data-testid="feed-card"][data-kind="article"]').first()
    await card.waitFor({ timeout: 20_000 })
    const id = (await card.getAttribute('data-id')) as string
    const cardLike = current(page, `[data-testid="feed-card"][data-id="${id}"] [data-testid="like-button"]`)
    const wasLiked = (await cardLike.getAttribute('data-praised')) === '1'
    const count = Number(((await cardLike.textContent()) ?? '').replace(/\D/g, ''))
    const feedAsked = feedRequests()

    await card.click()
    await page.waitForURL(/articleDetail\/index\?articleId=/)
    await waitForPageSettled(page)
    const detailLike = current(page, '[data-testid="article-actions"] [data-testid="like-button"]')
    await detailLike.waitFor({ timeout: 20_000 })
    const praised = page.waitForResponse((r) => r.url().includes('praiseViewOrComment'))
    await detailLike.click()
    expect((await praised).status()).toBe(200)
    const expected = wasLiked ? count - 1 : count + 1
    await page.waitForFunction(([sel, n]) => document.querySelector(sel)?.textContent === String(n), [
      `${CURRENT_PAGE} [data-testid="article-actions"] [data-testid="like-button"]`,
      expected,
    ] as const)

    await goBack(page)
    expect(await cardLike.getAttribute('data-praised')).toBe(wasLiked ? '0' : '1')
    // The card's like is its icon (drawn by the stylesheet) and its count.
    expect((await cardLike.textContent())?.trim()).toBe(String(expected))
    expect(feedRequests()).toBe(feedAsked)
    expect(problems.filter((p) => !p.includes('favicon'))).toEqual([])
    await page.close()
  }, 90_000)

  it('a follow on the article page shows on the author home the person came from, with the new fan count', async () => {
    const article = await findArticle(
      (d) => d.pubType === 2 && !d.followed && d.accountId !== DEV_ACCOUNT.id && !d.offShelf,
    )
    const page = await world.chrome.browser.newPage()
    const problems = watchProblems(page)
    const homeRequests = countRequests(page, 'queryBigVHomeInfo')
    await page.goto(`${world.hosted.site}community/dynamicData/index?lookUserId=${article.accountId}`)
    const headerFollow = current(page, '[data-testid="account-header"] [data-testid="follow-button"]')
    await headerFollow.waitFor({ timeout: 20_000 })
    expect(await headerFollow.getAttribute('data-followed')).toBe('0')
    const fans = current(page, '[data-testid="followers-count"]')
    const fansBefore = Number(((await fans.textContent()) ?? '').replace(/\D/g, ''))
    const homeAsked = homeRequests()

    const card = current(page, '[data-testid="feed-card"][data-kind="article"]').first()
    await card.waitFor({ timeout: 20_000 })
    await card.click()
    await page.waitForURL(/articleDetail\/index\?articleId=/)
    await waitForPageSettled(page)
    const detailFollow = current(page, '[data-testid="author-header"] [data-testid="follow-button"]')
    await detailFollow.waitFor({ timeout: 20_000 })
    const followed = page.waitForResponse((r) => r.url().includes('CRH-CM-IN2316'))
    await detailFollow.click()
    expect((await followed).status()).toBe(200)
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('data-followed') === '1',
      `${CURRENT_PAGE} [data-testid="author-header"] [data-testid="follow-button"]`,
    )

    await goBack(page)
    expect(await headerFollow.getAttribute('data-followed')).toBe('1')
    expect(await headerFollow.textContent()).toBe('已关注')
    expect(Number(((await fans.textContent()) ?? '').replace(/\D/g, ''))).toBe(fansBefore + 1)
    expect(homeRequests()).toBe(homeAsked)
    expect(problems.filter((p) => !p.includes('favicon'))).toEqual([])
    await page.close()
  }, 90_000)
})
