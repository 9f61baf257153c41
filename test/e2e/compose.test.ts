/**
 * Writing and owning a post in Chromium, in the host-simulated app (the test account): a post with
 * two photos, a stock, a topic and a vote heads 最新 and opens; the draft survives a reload and an
 * offline send; the limits speak; the author deletes it everywhere, and nobody else can.
 */
import {
  CURRENT_PAGE,
  countRequests,
  waitForPageSettled,
  watchProblems,
  type Page,
  current,
  ownProblems,
  typeText,
} from '../support/browser'
import { ACTION_TEXTS } from '@/config/constants'
import { CONTENT_LIMITS, IMAGE_DIMENSIONS_MESSAGE } from '@shared/content-limits'
import { hostedApp } from '../support/hosted-app'
import { png } from '../support/png'

jest.setTimeout(180_000)

const world = hostedApp()

// The offline step makes the browser log the failed request it was meant to make.
const clean = (problems: string[]) => ownProblems(problems).filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))

async function openComposer(page: Page, query = ''): Promise<void> {
  await page.goto(`${world.hosted.site}community/post/index${query}`)
  await current(page, '[data-testid="post-send"]').waitFor({ timeout: 20_000 })
}

async function pickPhotos(page: Page, files: { name: string; buffer: Buffer }[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser')
  await current(page, '[data-testid="compose-image-add"]').click()
  await (await chooser).setFiles(files.map((f) => ({ name: f.name, mimeType: 'image/png', buffer: f.buffer })))
}

it('from a topic’s 参与讨论: two photos, a stock and a vote; the post heads the topic’s 最新 on going back, with no reload', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await page.goto(`${world.hosted.site}topics/topicPage/index?topicId=1`)
  await current(page, '[data-testid="feed-card"]').first().waitFor({ timeout: 20_000 })
  const topicFeedAsked = countRequests(page, 'queryNewArticle')
  const askedBefore = topicFeedAsked()
  await current(page, '[data-testid="post-button"]').click()
  await page.waitForURL(/post\/index\?topicId=1/)
  await current(page, '[data-testid="compose-chip-topic"]').waitFor({ timeout: 20_000 })
  // A non-BMP emoji goes over the wire as a numeric entity and reads back as itself.
  const text = `端到端测试的动态 🚀 ${Date.now()}`
  await typeText(page, 'post-text', text)
  await pickPhotos(page, [
    { name: 'red.png', buffer: png(40, 30, [220, 40, 40]) },
    { name: 'blue.png', buffer: png(30, 40, [40, 40, 220]) },
  ])
  await page.waitForFunction((sel) => {
    const images = [...document.querySelectorAll(sel)]
    return images.length === 2 && images.every((i) => i.getAttribute('data-state') === 'done')
  }, `${CURRENT_PAGE} [data-testid="compose-image"]`)

  await current(page, '[data-testid="post-add-stock"]').click()
  await page.waitForURL(/addStock/)
  await current(page, 'input.kit-search__input').fill('gzmt')
  await current(page, '.kit-search__action').click()
  await current(page, '[data-testid="stock-result"][data-code="SH600519"]').click()
  await page.waitForURL(/post\/index/)
  await current(page, '[data-testid="compose-chip-stock"]').waitFor()

  await current(page, '[data-testid="post-add-vote"]').click()
  await typeText(page, 'vote-question', '明天茅台涨还是跌？')
  await current(page, 'input[data-testid="vote-option"]').nth(0).fill('涨')
  await current(page, 'input[data-testid="vote-option"]').nth(1).fill('跌')
  const sent = page.waitForResponse((r) => r.url().includes('publishView'))
  await current(page, '[data-testid="post-send"]').click()
  expect((await sent).status()).toBe(200)
  await page.waitForURL(/articleDetail\/index\?articleId=\d+/)
  await waitForPageSettled(page)
  await current(page, '[data-testid="vote-card"]').waitFor({ timeout: 20_000 })
  expect(await current(page, '.article-detail').textContent()).toContain(text)
  expect(await current(page, '[data-testid="album-image"]').count()).toBe(2)
  const voted = page.waitForResponse((r) => r.url().includes('articleVote'))
  await current(page, '[data-testid="vote-option"]').first().click()
  expect((await voted).status()).toBe(200)

  // The composer gave way to the post: back is the topic, its 最新 headed by the post, not asked again.
  await current(page, '[data-testid="nav-bar-back"]').click()
  await page.waitForURL(/topicPage\/index\?topicId=1/)
  await page.waitForFunction(({ sel, want }) => document.querySelector(sel)?.textContent?.includes(want) ?? false, {
    sel: `${CURRENT_PAGE} [data-testid="feed-card"]`,
    want: text,
  })
  expect(topicFeedAsked()).toBe(askedBefore)
  expect(clean(problems)).toEqual([])
  await page.close()
})

it('shrinks a large photo before uploading it', async () => {
  const page = await world.chrome.browser.newPage()
  await openComposer(page)
  // 1,400 × 1,400 of noise: a PNG over 1 MB that no encoder can make small.
  const noise = png(1400, 1400, [0, 0, 0], true)
  expect(noise.length).toBeGreaterThan(1024 * 1024)
  const uploaded = page.waitForResponse((r) => r.url().includes('upload/image'))
  await pickPhotos(page, [{ name: 'big.png', buffer: noise }])
  const answer = (await (await uploaded).json()) as { data: { type: string; bytes: number } }
  expect(answer.data.type).toBe('image/jpeg')
  expect(answer.data.bytes).toBeLessThan(noise.length)
  await current(page, '[data-testid="compose-image"]').first().waitFor()
  await current(page, '[data-testid="compose-image-remove"]').first().click()
  await page.close()
})

it('says why the server refused a photo: one wider than 8,000 px, with the server’s own words', async () => {
  const page = await world.chrome.browser.newPage()
  await openComposer(page)
  const refused = page.waitForResponse((r) => r.url().includes('upload/image'))
  // Small on the wire (so it is sent as it is), but a side over the limit the server reads from its header.
  await pickPhotos(page, [{ name: 'wide.png', buffer: png(CONTENT_LIMITS.imageSideMax + 1, 4, [200, 200, 200]) }])
  const answer = await refused
  expect(answer.status()).toBe(400)
  expect(((await answer.json()) as { msg: string }).msg).toBe(IMAGE_DIMENSIONS_MESSAGE)
  await page.waitForFunction((want) => document.body.innerText.includes(want), IMAGE_DIMENSIONS_MESSAGE)
  await current(page, '[data-testid="compose-image"][data-state="failed"]').waitFor()
  await page.close()
})

it('keeps the draft through a reload and an offline send, then sends it once back online', async () => {
  // The browser's one context: going offline is undone before the test ends.
  const context = world.chrome.browser
  const page = await context.newPage()
  const problems = watchProblems(page)
  await openComposer(page)
  const text = `断网也不丢的草稿 ${Date.now()}`
  await typeText(page, 'post-text', text)
  await page.reload()
  // The dialog's own box (its wrapper has no size: mask and box are fixed).
  await current(page, '.kit-modal__box').waitFor({ timeout: 20_000 })
  await current(page, '[data-testid="modal-confirm"]').click()
  expect(await current(page, '[data-testid="post-text"] textarea').inputValue()).toBe(text)

  await context.setOffline(true)
  try {
    // Offline, the composer stays in front of the person, with a strip saying so.
    await current(page, '.state-view--no-network-strip').waitFor({ timeout: 10_000 })
    await current(page, '[data-testid="post-send"]').click()
    await page.waitForFunction(
      (want) => document.body.textContent?.includes(want) ?? false,
      ACTION_TEXTS.offlinePostDraft,
    )
    expect(await current(page, '[data-testid="post-text"] textarea').inputValue()).toBe(text)
  } finally {
    await context.setOffline(false)
  }
  const sent = page.waitForResponse((r) => r.url().includes('publishView'))
  await current(page, '[data-testid="post-send"]').click()
  expect((await sent).status()).toBe(200)
  await page.waitForURL(/articleDetail/)
  await openComposer(page)
  expect(await current(page, '[data-testid="post-text"] textarea').inputValue()).toBe('')
  expect(await current(page, '.kit-modal__box').count()).toBe(0)
  expect(clean(problems)).toEqual([])
  await page.close()
})

it('says what is over the limit before sending anything', async () => {
  const page = await world.chrome.browser.newPage()
  await openComposer(page)
  await typeText(page, 'post-text', '长'.repeat(2001))
  const counter = current(page, '[data-testid="post-counter"]')
  expect(await counter.textContent()).toBe('2001/2000')
  expect(await counter.getAttribute('class')).toContain('post-counter--over')
  let sent = 0
  page.on('request', (r) => (sent += r.url().includes('publishView') ? 1 : 0))
  await current(page, '[data-testid="post-send"]').click()
  await page.waitForFunction((want) => document.body.textContent?.includes(want) ?? false, '内容不能超过 2000 字')
  expect(sent).toBe(0)
  await typeText(page, 'post-text', '   ')
  await current(page, '[data-testid="post-send"]').click()
  await page.waitForFunction((want) => document.body.textContent?.includes(want) ?? false, '请输入内容')
  expect(sent).toBe(0)
  await page.close()
})

it('deletes its own post from every list; someone else’s post offers no delete', async () => {
  const page = await world.chrome.browser.newPage()
  const problems = watchProblems(page)
  await openComposer(page)
  const text = `马上删除的动态 ${Date.now()}`
  await typeText(page, 'post-text', text)
  await current(page, '[data-testid="post-send"]').click()
  await page.waitForURL(/articleDetail/)
  await waitForPageSettled(page)
  const articleId = new URL(page.url()).searchParams.get('articleId')

  await page.goto(`${world.hosted.site}community/condition/index`)
  const mine = current(page, '[data-testid="feed-card"]').first()
  await mine.waitFor({ timeout: 20_000 })
  expect(await mine.textContent()).toContain(text)
  await mine.click()
  await page.waitForURL(new RegExp(`articleId=${articleId}`))
  await current(page, '[data-testid="article-delete"]').click()
  const removed = page.waitForResponse((r) => r.url().includes('removeContent'))
  await current(page, '[data-testid="modal-confirm"]').click()
  expect((await removed).status()).toBe(200)
  await page.waitForURL(/condition\/index/)
  await page.waitForFunction(
    ({ sel, gone }) => ![...document.querySelectorAll(sel)].some((c) => c.textContent?.includes(gone)),
    { sel: `${CURRENT_PAGE} [data-testid="feed-card"]`, gone: text },
  )
  await page.reload()
  await current(page, '[data-testid="feed-card"]').first().waitFor({ timeout: 20_000 })
  expect(await current(page, '[data-testid="feed-card"]').first().textContent()).not.toContain(text)

  // The seed's articles belong to other accounts.
  await page.goto(`${world.hosted.site}community/articleDetail/index?articleId=1&source=article`)
  await current(page, '[data-testid="article-detail"]').waitFor({ timeout: 20_000 })
  expect(await current(page, '[data-testid="article-delete"]').count()).toBe(0)
  expect(clean(problems)).toEqual([])
  await page.close()
})
