/**
 * Lives and short videos in Chromium against the seeded reference server: the player plays real
 * files and swipes, a like survives a reload, a live reminder is kept, and a live opens the app's
 * live room (host-simulated app).
 */
import type { Dynamic, Page as ApiPage } from '@shared/api'
import { ENDPOINTS, fillPath } from '@shared/api'
import { APP_LIVE_LINK } from '@/navigation/decide-open'
import { DEV_ACCOUNT } from '../../server/seed'
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
let video: Dynamic

beforeAll(async () => {
  hosted = await startServer({ hostSim: true })
  chrome = await launchBrowser()
  // An author with at least two short videos, so there is a next one to swipe to.
  for (let pageNum = 1; pageNum <= 30 && !video; pageNum += 1) {
    const response = await fetch(hosted.origin + fillPath(ENDPOINTS['article.dynamicList'].path, 'community'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tab: 'recommend', pageNum, pageSize: 100, accountId: DEV_ACCOUNT.id }),
    })
    const page = ((await response.json()) as { data: ApiPage<Dynamic> }).data
    for (const d of page.list.filter((x) => x.pubType === 6 && !x.offShelf)) {
      const videos = await fetch(
        hosted.origin + fillPath(ENDPOINTS['bigV.queryVideoInfoByAccountId'].path, 'community'),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ toAccountId: d.accountId, pageNum: 1, pageSize: 20 }),
        },
      )
      if (((await videos.json()) as { data: ApiPage<unknown> }).data.list.length >= 2) {
        video = d
        break
      }
    }
  }
  if (!video) throw new Error('no author with two short videos in the seed')
}, 90_000)

afterAll(async () => {
  await chrome?.close()
  await hosted?.close()
})

const current = (page: Page, selector: string) => page.locator(`${CURRENT_PAGE} ${selector}`)

/** currentTime of the player of a slide (by its index in the feed). */
const playerState = (page: Page, index: number) =>
  page.evaluate(
    ([sel, i]) => {
      const slide = document.querySelectorAll(sel)[i]
      const player = slide?.querySelector('video')
      return player ? { time: player.currentTime, paused: player.paused, muted: player.muted } : null
    },
    [`${CURRENT_PAGE} [data-testid="short-video"]`, index] as const,
  )

describe('short video', () => {
  it('a short-video card opens the player, which plays; a swipe plays the next and pauses the first', async () => {
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    await page.goto(`${hosted.site}community/dynamicData/index?lookUserId=${video.accountId}`)
    const card = current(page, `[data-testid="feed-card"][data-kind="shortVideo"]`).first()
    await card.waitFor({ timeout: 20_000 })
    await card.click()
    await page.waitForURL(/shortVideo\/index\?articleId=\d+/)
    await waitForPageSettled(page)
    await current(page, '[data-testid="short-video-feed"]').waitFor({ timeout: 20_000 })
    const start = Number(await current(page, '[data-testid="short-video-feed"]').getAttribute('data-current'))
    // Muted autoplay: browsers allow it, and the person can turn the sound on.
    await page.waitForFunction(
      ([sel, i]) => (document.querySelectorAll(sel)[i]?.querySelector('video')?.currentTime ?? 0) > 0.3,
      [`${CURRENT_PAGE} [data-testid="short-video"]`, start] as const,
      { timeout: 20_000 },
    )
    expect((await playerState(page, start))?.muted).toBe(true)
    await current(page, '[data-testid="short-video"][data-active="1"] [data-testid="video-unmute"]').click()
    await page.waitForFunction(
      ([sel, i]) => document.querySelectorAll(sel)[i]?.querySelector('video')?.muted === false,
      [`${CURRENT_PAGE} [data-testid="short-video"]`, start] as const,
    )

    // A swipe: the feed scrolls on by one screen and snaps there.
    const box = await current(page, '[data-testid="short-video-feed"]').boundingBox()
    if (!box) throw new Error('the feed has no box')
    const slides = await current(page, '[data-testid="short-video"]').count()
    const target = start + 1 < slides ? start + 1 : start - 1
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(0, (target > start ? 1 : -1) * box.height)
    await page.waitForFunction(([sel, n]) => document.querySelector(sel)?.getAttribute('data-current') === String(n), [
      `${CURRENT_PAGE} [data-testid="short-video-feed"]`,
      target,
    ] as const)
    await page.waitForFunction(
      ([sel, i]) => (document.querySelectorAll(sel)[i]?.querySelector('video')?.currentTime ?? 0) > 0.3,
      [`${CURRENT_PAGE} [data-testid="short-video"]`, target] as const,
      { timeout: 20_000 },
    )
    expect((await playerState(page, start))?.paused).toBe(true)
    // A player leaving the screen stops its download: that abort is the player's, not a failure.
    expect(problems.filter((p) => !p.includes('favicon') && !/static-videos\/.*ERR_ABORTED/.test(p))).toEqual([])
    await page.close()
  })

  it('a like in the player survives a reload', async () => {
    const page = await chrome.browser.newPage()
    await page.goto(`${hosted.site}community/shortVideo/index?articleId=${video.articleId}`)
    const like = current(page, '[data-testid="short-video"][data-active="1"] [data-testid="video-like"]')
    await like.waitFor({ timeout: 20_000 })
    const was = (await like.getAttribute('data-praised')) === '1'
    const answered = page.waitForResponse((r) => r.url().includes('praiseViewOrComment'))
    await like.click()
    expect((await answered).status()).toBe(200)
    await page.waitForFunction(
      ([sel, flag]) => document.querySelector(sel)?.getAttribute('data-praised') === flag,
      [`${CURRENT_PAGE} [data-testid="short-video"][data-active="1"] [data-testid="video-like"]`, was ? '0' : '1'],
    )
    await page.reload()
    await like.waitFor({ timeout: 20_000 })
    expect(await like.getAttribute('data-praised')).toBe(was ? '0' : '1')
    await page.close()
  })
})

describe('lives', () => {
  it('books a reminder for an upcoming live, and it is kept after a reload', async () => {
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    await page.goto(`${hosted.site}community/live/index`)
    await current(page, '[data-testid="live-tab-upcoming"]').click()
    const appoint = current(page, '[data-testid="live-appoint"][data-appointed="0"]').first()
    await appoint.waitFor({ timeout: 20_000 })
    const title = await page.evaluate((sel) => {
      const card = [...document.querySelectorAll(sel)].find((c) => c.querySelector('[data-appointed="0"]'))
      return card?.querySelector('.live-card__title')?.textContent ?? ''
    }, `${CURRENT_PAGE} [data-testid="live-card"]`)
    const saved = page.waitForResponse((r) => r.url().includes('saveApptHis'))
    await appoint.click()
    expect((await saved).status()).toBe(200)
    const booked = current(page, '[data-testid="live-card"]')
      .filter({ hasText: title ?? '' })
      .getByTestId('live-appoint')
    await page.waitForFunction(
      ([sel, text]) =>
        [...document.querySelectorAll(sel)].some(
          (c) => c.textContent?.includes(text) && c.querySelector('[data-appointed="1"]'),
        ),
      [`${CURRENT_PAGE} [data-testid="live-card"]`, title ?? ''] as const,
    )
    await page.reload()
    await current(page, '[data-testid="live-tab-upcoming"]').click()
    await booked.waitFor({ timeout: 20_000 })
    expect(await booked.getAttribute('data-appointed')).toBe('1')
    expect(problems.filter((p) => !p.includes('favicon'))).toEqual([])
    await page.close()
  })

  it('opens a live in the app: the live room deep link is sent to the app', async () => {
    const page = await chrome.browser.newPage()
    const opened: string[] = []
    page.on('console', (message) => {
      const text = message.text()
      if (text.includes('openUrl')) opened.push(text)
    })
    await page.goto(`${hosted.site}community/live/index`)
    const card = current(page, '[data-testid="live-card"][data-status="live"]').first()
    await card.waitFor({ timeout: 20_000 })
    await card.click()
    const deadline = Date.now() + 10_000
    while (!opened.some((t) => t.includes(APP_LIVE_LINK)) && Date.now() < deadline) await page.waitForTimeout(100)
    expect(opened.some((t) => t.includes(APP_LIVE_LINK))).toBe(true)
    await page.close()
  })
})
