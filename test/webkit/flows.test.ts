/**
 * A broker customer's journeys in WebKit on a 390 × 844 phone window, beyond the catalogue's: an article liked and
 * the card agreeing on the way back, a comment with an emoji, a post with two photos and a stock, a stock found by
 * its pinyin initials, a topic's vote, the short video playing muted inline and pausing when swiped away, the
 * theme switch, and the no-network overlay and the load-more retry. Screenshots of the home, an article and the
 * composer go to /tmp/webkit-shots for a person to look at.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { imageSize } from 'image-size'
import { TEXTS } from '@/config/constants'
import { findSeeded, type Seeded } from '../journeys/seeded'
import { CURRENT_PAGE } from '../support/browser'
import { png } from '../support/png'
import { PHONE, webkitWorld, type Phone } from '../support/webkit'

jest.setTimeout(90_000)

const world = webkitWorld()
let seed: Seeded
const SHOTS = '/tmp/webkit-shots'

beforeAll(async () => {
  seed = await findSeeded(world.plain.origin)
  mkdirSync(SHOTS, { recursive: true })
}, 60_000)

afterEach(async () => {
  expect(await world.phone.takeProblems(world.plain, world.hosted)).toEqual([])
})

const digits = (text: string) => Number(text.replace(/\D/g, ''))

/**
 * What a page may fail to load while the test cuts the connection: pictures, and the offline copies' own chunk,
 * which loads a few seconds after the first screen (docs/product.md §8.5) and is asked for when a read fails first.
 */
const CUT_RESOURCE = /^resource: .*\/(static-(avatars|covers)\/|community\/static\/js\/offline-copies\.)/
const ARTICLE_CARD = '[data-testid="feed-card"][data-kind="article"]'
const feedCount = async (phone: Phone) => Number((await phone.attr('[data-testid="feed-list"]', 'data-count')) ?? 0)

/** A screenshot of the window, kept for a person to look at, checked to be the phone's size. */
async function shoot(phone: Phone, name: string): Promise<void> {
  const shot = await phone.screenshot()
  writeFileSync(join(SHOTS, `${name}.png`), shot)
  expect(imageSize(shot)).toMatchObject({ width: PHONE.width, height: PHONE.height })
}

it('the home page, as a screenshot', async () => {
  const { phone } = world
  await phone.open(world.plain.site)
  await phone.find('[data-testid="feed-card"]')
  await phone.until('its images', 'return [...document.images].every((i) => i.complete)', 10_000)
  await shoot(phone, 'home')
})

it('opens an article from the feed, likes it, and back on the feed its card agrees', async () => {
  const { phone, hosted } = world
  await phone.open(`${hosted.site}community/condition/index`)
  await phone.find(ARTICLE_CARD)
  const id = await phone.attr(ARTICLE_CARD, 'data-id')
  const card = `${ARTICLE_CARD}[data-id="${id}"] [data-testid="like-button"]`
  const before = digits(await phone.text(card))
  const was = (await phone.attr(card, 'data-praised')) === '1'
  await phone.click(ARTICLE_CARD)
  await phone.waitForUrl(new RegExp(`articleDetail/index\\?articleId=${id}`))
  await phone.settled()
  await phone.find('[data-testid="article-body"] p')
  await shoot(phone, 'article')
  await phone.click('[data-testid="article-detail"] [data-testid="like-button"]')
  const flag = was ? '0' : '1'
  await phone.find(`[data-testid="article-detail"] [data-testid="like-button"][data-praised="${flag}"]`, 10_000)
  await phone.click('[data-testid="nav-bar-back"]')
  await phone.waitForUrl(/condition\/index/)
  await phone.settled()
  await phone.find(`${ARTICLE_CARD}[data-id="${id}"] [data-testid="like-button"][data-praised="${flag}"]`, 10_000)
  expect(digits(await phone.text(card))).toBe(was ? before - 1 : before + 1)
})

it('comments with an emoji, and the comment reads back intact after a reload', async () => {
  const { phone, hosted } = world
  const url = `${hosted.site}community/articleDetail/index?articleId=${seed.article.articleId}&source=article`
  await phone.open(url)
  const typed = `苹果内核评论 ${Date.now()} `
  const text = `${typed}🚀`
  await phone.type('[data-testid="comment-composer"]', typed)
  await phone.insertText('🚀')
  await phone.click('[data-testid="comment-send"]')
  const first = '[data-testid="comment-item"] [data-testid="comment-content"]'
  await phone.until(
    'the comment first',
    'var e = document.querySelector(arguments[0]); return e && e.textContent.includes(arguments[1])',
    10_000,
    `${CURRENT_PAGE} ${first}`,
    text,
  )
  await phone.open(url)
  await phone.until(
    'the comment after a reload',
    'var e = document.querySelector(arguments[0]); return e && e.textContent.includes(arguments[1])',
    20_000,
    `${CURRENT_PAGE} ${first}`,
    text,
  )
})

it('writes a post with two photos and a stock, found by its pinyin initials', async () => {
  const { phone, hosted } = world
  const photos = mkdtempSync(join(tmpdir(), 'webkit-photos-'))
  const files = [
    ['red.png', png(40, 30, [220, 40, 40])],
    ['blue.png', png(30, 40, [40, 40, 220])],
  ] as const
  for (const [name, data] of files) writeFileSync(join(photos, name), data)
  await phone.open(`${hosted.site}community/post/index`)
  await phone.find('[data-testid="post-send"]')
  await shoot(phone, 'composer')
  const text = `苹果内核的动态 ${Date.now()}`
  await phone.type('[data-testid="post-text"]', text)
  await phone.click('[data-testid="compose-image-add"]')
  // On a phone Taro asks 拍摄 or 从相册选择 first, then opens the file input it made: WebDriver fills that input
  // with the files, as the photo picker does.
  await phone.until(
    'the photo source sheet',
    'return [...document.querySelectorAll(".taro-actionsheet__cell")].find((c) => c.textContent === "从相册选择")',
  )
  await phone.js(
    '[...document.querySelectorAll(".taro-actionsheet__cell")].find((c) => c.textContent === "从相册选择").click()',
  )
  await phone.until('the file input', 'return document.getElementById("taroChooseImage")')
  const input = await phone.driver.findElement({ id: 'taroChooseImage' })
  await input.sendKeys(files.map(([name]) => join(photos, name)).join('\n'))
  await phone.until(
    'two uploaded photos',
    'var all = [...document.querySelectorAll(arguments[0])]; return all.length === 2 && all.every((i) => i.getAttribute("data-state") === "done")',
    20_000,
    `${CURRENT_PAGE} [data-testid="compose-image"]`,
  )
  // The sheet slides away on its own time; a person taps on once it is gone.
  await phone.until(
    'the sheet gone',
    'var s = document.querySelector(".taro__actionSheet"); return !s || s.style.display === "none"',
  )
  await phone.click('[data-testid="post-add-stock"]')
  await phone.waitForUrl(/addStock/)
  await phone.settled()
  await phone.type('.kit-search__input', 'gzmt')
  await phone.click('.kit-search__action')
  await phone.click('[data-testid="stock-result"][data-code="SH600519"]')
  await phone.waitForUrl(/post\/index/)
  await phone.settled()
  await phone.find('[data-testid="compose-chip-stock"]')
  await phone.click('[data-testid="post-send"]')
  await phone.waitForUrl(/articleDetail\/index\?articleId=\d+/)
  await phone.settled()
  await phone.until(
    'the post',
    'var e = document.querySelector(arguments[0]); return e && e.textContent.includes(arguments[1])',
    20_000,
    `${CURRENT_PAGE} [data-testid="article-detail"]`,
    text,
  )
  expect(await phone.count('[data-testid="album-image"]')).toBe(2)
})

it('finds 贵州茅台 by its pinyin initials on the search page’s 股票 tab', async () => {
  const { phone, plain } = world
  await phone.open(`${plain.site}community/search/index`)
  await phone.type('.kit-search__input', 'gzmt')
  await phone.click('.kit-search__action')
  await phone.click('[data-testid="search-tab-stock"]')
  await phone.find('[data-testid="stock-result"]')
  expect(await phone.attr('[data-testid="stock-result"]', 'data-code')).toBe('SH600519')
  expect(await phone.text('[data-testid="stock-result"] .search-hit')).toBe('GZMT')
})

it('votes in a topic’s poll and shows the results', async () => {
  const { phone, hosted } = world
  // The seed gives every fifth topic a poll, from the first.
  await phone.open(`${hosted.site}topics/topicPage/index?topicId=1`)
  await phone.find('[data-testid="topic-vote"][data-state="open"]')
  await phone.click('[data-testid="topic-vote-option"]')
  await phone.find('[data-testid="topic-vote"][data-state="results"]', 10_000)
})

/** The player of a slide of the short-video feed. */
const player = (phone: Phone, index: number) =>
  phone.js<{ time: number; paused: boolean; muted: boolean; inline: boolean; fullscreen: boolean } | null>(
    `var v = document.querySelectorAll(arguments[0])[arguments[1]]
    v = v && v.querySelector('video')
    return v && { time: v.currentTime, paused: v.paused, muted: v.muted, inline: v.hasAttribute('playsinline'),
      fullscreen: Boolean(v.webkitDisplayingFullscreen) }`,
    `${CURRENT_PAGE} [data-testid="short-video"]`,
    index,
  )

it('plays the short video muted and inline, and pauses it when swiped away', async () => {
  const { phone, plain } = world
  await phone.open(`${plain.site}community/shortVideo/index?articleId=${seed.videoId}`)
  await phone.find('[data-testid="short-video-feed"]')
  const start = Number(await phone.attr('[data-testid="short-video-feed"]', 'data-current'))
  const playing = (i: number) =>
    phone.until(
      `slide ${i} playing`,
      'var s = document.querySelectorAll(arguments[0])[arguments[1]]; var v = s && s.querySelector("video"); return v && v.currentTime > 0.3',
      20_000,
      `${CURRENT_PAGE} [data-testid="short-video"]`,
      i,
    )
  await playing(start)
  // iOS plays a video without a gesture only muted, and inline only with playsinline (else full screen).
  expect(await player(phone, start)).toMatchObject({ paused: false, muted: true, inline: true, fullscreen: false })
  const slides = await phone.count('[data-testid="short-video"]')
  const target = start + 1 < slides ? start + 1 : start - 1
  // A swipe moves the snapping feed by one screen; WebKitGTK's WebDriver has no touch pointer, so the feed is
  // scrolled by that screen, which is what the swipe does to it.
  await phone.js(
    'var f = document.querySelector(arguments[0]); f.scrollBy(0, arguments[1] * f.clientHeight)',
    `${CURRENT_PAGE} [data-testid="short-video-feed"]`,
    target > start ? 1 : -1,
  )
  await phone.until(
    'the next slide current',
    'return document.querySelector(arguments[0]).getAttribute("data-current") === arguments[1]',
    10_000,
    `${CURRENT_PAGE} [data-testid="short-video-feed"]`,
    String(target),
  )
  await playing(target)
  expect(await player(phone, start)).toMatchObject({ paused: true })
})

it('switches the theme from the address and from the app', async () => {
  const { phone, plain, hosted } = world
  const shell = `${CURRENT_PAGE} [data-testid="page-shell"]`
  await phone.open(`${plain.site}community/search/index?theme=night`)
  await phone.until(
    'the dark theme',
    'return document.querySelector(arguments[0]).className.includes("theme-dark")',
    10_000,
    shell,
  )
  await phone.open(`${hosted.site}community/search/index`)
  await phone.until(
    'the light theme',
    'return document.querySelector(arguments[0]).className.includes("theme-light")',
    10_000,
    shell,
  )
  await phone.js('window.communityEvent("themeChange", "night")')
  await phone.until(
    'the dark theme',
    'return document.querySelector(arguments[0]).className.includes("theme-dark")',
    10_000,
    shell,
  )
})

describe('the network goes and comes back', () => {
  afterEach(() => world.plain.cut(false))

  it('covers the page with the no-network view, and the page recovers when the network returns', async () => {
    const { phone, plain } = world
    await phone.open(`${plain.site}community/condition/index`)
    await phone.find(ARTICLE_CARD)
    // WebDriver cannot take a phone offline: the server cuts every connection (requests fail at the socket, as
    // offline), and the page is told as WebKit tells it when the phone loses its network, by its offline event.
    plain.cut(true)
    await phone.js('window.dispatchEvent(new Event("offline"))')
    await phone.find('[data-testid="no-network-view"]', 5_000)
    expect(await phone.text('[data-testid="no-network-view"]')).toBe(TEXTS.noNetwork)
    plain.cut(false)
    await phone.js('window.dispatchEvent(new Event("online"))')
    await phone.until(
      'the view gone',
      `return !document.querySelector('${CURRENT_PAGE} [data-testid="no-network-view"]')`,
      5_000,
    )
    await phone.find(ARTICLE_CARD)
    expect(await phone.count('[data-testid="error-view"]')).toBe(0)
    // The page keeps what it drew under the strip; pictures it asked for while the connection was cut failed as
    // the test meant.
    const problems = await phone.takeProblems(plain)
    expect(problems.filter((p) => !CUT_RESOURCE.test(p))).toEqual([])
  })

  it('a next page lost to the network says 加载失败，点击重试 and loads on a tap', async () => {
    const { phone, plain } = world
    await phone.open(`${plain.site}community/condition/index`)
    await phone.find(ARTICLE_CARD)
    const shown = await feedCount(phone)
    plain.cut(true)
    await phone.scrollToEnd()
    const footer = '[data-testid="load-more"][data-state="error"]'
    await phone.find(footer, 10_000)
    expect(await phone.text(footer)).toBe(TEXTS.loadFailed)
    expect(await feedCount(phone)).toBe(shown)
    plain.cut(false)
    await phone.click(footer)
    // 30 s: in a full run the retry once took over 10 s here (its cause is not found yet; alone it takes under 1 s).
    await phone.until(
      'the next page',
      'return Number(document.querySelector(arguments[0]).getAttribute("data-count")) > arguments[1]',
      30_000,
      `${CURRENT_PAGE} [data-testid="feed-list"]`,
      shown,
    )
    // The images (avatars, covers of the cards drawn as the window moved) asked for while the connection was cut
    // failed as the test meant; nothing else went wrong.
    const problems = await phone.takeProblems(plain)
    expect(problems.filter((p) => !CUT_RESOURCE.test(p))).toEqual([])
  })
})
