/**
 * The campaigns in Chromium, in the host-simulated app (the test account), on a server whose clock
 * is fixed at a Wednesday 10:00 in Beijing so today's round is open whatever the real hour:
 * guessing the sector (once, kept over a reload, never on another round), wearing a badge that then
 * shows on my comment, claiming a benefit once, saving the poster through the app's bridge, and
 * home's campaign entries.
 */
import { ENDPOINTS, fillPath, type EndpointKey, type EndpointResponse } from '@shared/api'
import { GUESS_MESSAGES } from '@shared/campaigns'
import { DEV_ACCOUNT } from '../../server/seed'
import { CURRENT_PAGE, current, ownProblems, watchProblems, type Page } from '../support/browser'
import { hostedApp } from '../support/hosted-app'
import { DURATIONS } from '@/config/constants'

jest.setTimeout(120_000)

const WEDNESDAY_10 = Date.parse('2026-11-18T10:00:00+08:00')
const world = hostedApp({ hostSim: true, now: WEDNESDAY_10 })
const me = { accountId: DEV_ACCOUNT.id, token: DEV_ACCOUNT.token, userCode: DEV_ACCOUNT.userCode }

async function api<K extends EndpointKey>(
  key: K,
  body: object,
): Promise<{ status: number; body: EndpointResponse<K> }> {
  const res = await fetch(world.hosted.origin + fillPath(ENDPOINTS[key].path, 'community'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as EndpointResponse<K> }
}

const saysSomewhere = (page: Page, text: string) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), text, { timeout: 20_000 })

const option = (page: Page, index: number) => current(page, '[data-testid="guess-plate-option"]').nth(index)

it('guesses today’s sector once: the pick stays after a reload, a second pick and another round are refused', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(`${world.hosted.site}activity/guessPlate/index`)
  await current(page, '[data-testid="guess-round"][data-status="open"]').waitFor({ timeout: 20_000 })
  expect(await current(page, '[data-testid="guess-plate-option"]').count()).toBe(4)
  expect(await current(page, '[data-testid="guess-previous"]').textContent()).toContain('上期结果')
  await option(page, 2).click()
  await page.waitForFunction(
    (sel) => document.querySelectorAll(sel)[2]?.getAttribute('data-mine') === '1',
    `${CURRENT_PAGE} [data-testid="guess-plate-option"]`,
  )

  await page.reload()
  await current(page, '[data-testid="guess-round"]').waitFor({ timeout: 20_000 })
  expect(await option(page, 2).getAttribute('data-mine')).toBe('1')
  await option(page, 0).click()
  await saysSomewhere(page, GUESS_MESSAGES.again)
  expect(await option(page, 0).getAttribute('data-mine')).toBe('0')

  // The server takes a guess on today's open round only.
  const overview = await api('misc.guessPlateRound', me)
  const previous = overview.body.data.previous!
  const refused = await api('misc.guessPlateGuess', {
    ...me,
    roundId: previous.roundId,
    plateCode: previous.plates[0].plateCode,
  })
  expect(refused.status).toBe(400)
  expect(JSON.stringify(refused.body)).toContain(GUESS_MESSAGES.notCurrent)
  expect(ownProblems(problems)).toEqual([])
  await page.close()
})

it('wears a badge that then shows beside my name on my comment', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(`${world.hosted.site}activity/showRole/index`)
  const badge = current(page, '[data-testid="show-role-badge"][data-badge="2"]')
  await badge.waitFor({ timeout: 20_000 })
  await badge.click()
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-worn') === '1',
    `${CURRENT_PAGE} [data-testid="show-role-badge"][data-badge="2"]`,
  )
  const name = ((await badge.textContent()) ?? '').replace(/佩戴中$/, '')

  const feed = await api('article.dynamicList', { tab: 'latest', pageNum: 1, pageSize: 5 })
  const articleId = feed.body.data.list.find((d) => !d.offShelf)!.articleId
  await api('publish.publishComment', { ...me, articleId, content: `戴着徽章评论 ${Date.now()}` })
  await page.goto(`${world.hosted.site}community/articleDetail/index?articleId=${articleId}&source=post`)
  const mark = current(page, '[data-testid="role-badge"]').first()
  await mark.waitFor({ timeout: 20_000 })
  expect((await mark.textContent())?.replace(/\s/g, '')).toBe(name.replace(/\s/g, ''))
  expect(ownProblems(problems)).toEqual([])
  await page.close()
})

it('claims a benefit once; the second claim is refused', async () => {
  const page = await world.chrome.browser.newPage()
  await page.goto(`${world.hosted.site}activity/showRole/index`)
  const claim = current(page, '[data-testid="show-role-claim"][data-state="claimable"]').first()
  await claim.waitFor({ timeout: 20_000 })
  const id = (await claim.getAttribute('data-benefit')) as string
  const button = current(page, `[data-testid="show-role-claim"][data-benefit="${id}"]`)
  await button.click()
  await page.waitForFunction(
    (sel) => document.querySelector(sel)?.getAttribute('data-state') === 'claimed',
    `${CURRENT_PAGE} [data-testid="show-role-claim"][data-benefit="${id}"]`,
  )
  // A second tap within the double-tap window is the same tap (docs/product.md §10.2); this one is deliberate.
  await page.waitForTimeout(DURATIONS.doubleTapMs + 100)
  await button.click()
  await saysSomewhere(page, '该福利已领取')
  await page.close()
})

it('saves the poster through the app: the bridge call carries the image', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(`${world.hosted.site}activity/showRole/index`)
  await current(page, '[data-testid="show-role-save"]').click({ timeout: 20_000 })
  await page.waitForFunction(() =>
    (window as unknown as { hostSim: { calls: { method: string; params: { url?: string } }[] } }).hostSim.calls.some(
      (call) => call.method === 'saveImage' && /^data:image\/png;base64,.{1000,}/.test(call.params.url ?? ''),
    ),
  )
  await current(page, '[data-testid="show-role-poster-image"]').waitFor()
  await saysSomewhere(page, '海报已保存')
  expect(ownProblems(problems)).toEqual([])
  await page.close()
})

it('home lists the campaigns from the server and opens them', async () => {
  const page = await world.chrome.browser.newPage()
  await page.goto(world.hosted.site)
  const entry = current(page, '[data-testid="home-activity"][data-url="/activity/guessPlate/index"]')
  await entry.waitFor({ timeout: 20_000 })
  // Both ongoing campaigns are listed (each entry may draw a frame apart from the other).
  const other = current(page, '[data-testid="home-activity"][data-url="/activity/showRole/index"]')
  await other.waitFor({ timeout: 20_000 })
  expect(await other.count()).toBe(1)
  await entry.click()
  await page.waitForURL(/activity\/guessPlate\/index/)
  await current(page, '[data-testid="guess-round"]').waitFor({ timeout: 20_000 })
  await page.close()
})
