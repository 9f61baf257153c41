/**
 * The journey catalogue (test/journeys/catalogue.ts) in WebKit, the iOS web view's engine, on a 390 × 844 phone
 * window: every page of the route table opens with seeded data and nothing breaks, and the catalogue's
 * interactions run as a person does them. Journeys as the test account run in the host-simulated app.
 */
import { findRoute } from '@/config/routes'
import { journeysFor, leftOutOn, type Journey } from '../journeys/catalogue'
import { findSeeded, type Seeded } from '../journeys/seeded'
import { CURRENT_PAGE } from '../support/browser'
import { webkitWorld, type Phone } from '../support/webkit'

jest.setTimeout(90_000)

const world = webkitWorld()
let seed: Seeded

beforeAll(async () => {
  seed = await findSeeded(world.plain.origin)
}, 60_000)

const digits = (text: string) => Number(text.replace(/\D/g, ''))
const feedCount = async (phone: Phone) => Number((await phone.attr('[data-testid="feed-list"]', 'data-count')) ?? 0)
const ARTICLE_CARD = '[data-testid="feed-card"][data-kind="article"]'

async function open(phone: Phone, journey: Journey): Promise<void> {
  const server = journey.login ? world.hosted : world.plain
  const query = new URLSearchParams(journey.query?.(seed) ?? {}).toString()
  await phone.open(`${server.site}${journey.path}${query ? `?${query}` : ''}`)
}

/** What each kind of journey does and checks in WebKit. */
const RUN: Record<Journey['kind'], (phone: Phone, journey: Journey) => Promise<void>> = {
  async open(phone, journey) {
    const title = journey.query?.(seed).name || findRoute(journey.path)?.title || ''
    await phone.until(
      `the title ${title}`,
      'var e = document.querySelector(arguments[0]); return e && e.textContent === arguments[1]',
      20_000,
      `${CURRENT_PAGE} [data-testid="nav-bar-title"]`,
      title,
    )
    await phone.until(
      'no loading view',
      `return !document.querySelector('${CURRENT_PAGE} [data-testid="loading-view"]')`,
    )
    expect(await phone.count('[data-testid="error-view"]')).toBe(0)
  },
  async openItem(phone) {
    await phone.click(ARTICLE_CARD)
    await phone.waitForUrl(/articleDetail\/index\?articleId=\d+/)
    await phone.settled()
    await phone.find('[data-testid="article-detail"]')
  },
  async like(phone) {
    const like = `${ARTICLE_CARD} [data-testid="like-button"]`
    await phone.find(like)
    const before = digits(await phone.text(like))
    const was = (await phone.attr(like, 'data-praised')) === '1'
    await phone.click(like)
    await phone.until(
      'the like shown',
      `return document.querySelector(arguments[0]).getAttribute('data-praised') === arguments[1]`,
      10_000,
      `${CURRENT_PAGE} ${like}`,
      was ? '0' : '1',
    )
    expect(digits(await phone.text(like))).toBe(was ? before - 1 : before + 1)
  },
  async follow(phone) {
    const button = '[data-testid="account-header"] [data-testid="follow-button"]'
    await phone.find(button)
    const was = (await phone.attr(button, 'data-followed')) === '1'
    await phone.click(button)
    await phone.until(
      'the follow shown',
      `return document.querySelector(arguments[0]).getAttribute('data-followed') === arguments[1]`,
      10_000,
      `${CURRENT_PAGE} ${button}`,
      was ? '0' : '1',
    )
  },
  async comment(phone) {
    const text = `旅程评论 ${Date.now()}`
    await phone.type('[data-testid="comment-composer"]', text)
    await phone.click('[data-testid="comment-send"]')
    await phone.until(
      'the comment in the list',
      `return [...document.querySelectorAll(arguments[0])].some((e) => e.textContent.includes(arguments[1]))`,
      10_000,
      `${CURRENT_PAGE} [data-testid="comment-content"]`,
      text,
    )
  },
  async reachBottom(phone) {
    await phone.find(ARTICLE_CARD)
    const before = await feedCount(phone)
    await phone.scrollToEnd()
    await phone.until(
      'the next page',
      'return Number(document.querySelector(arguments[0]).getAttribute("data-count")) > arguments[1]',
      20_000,
      `${CURRENT_PAGE} [data-testid="feed-list"]`,
      before,
    )
  },
  async pullDown(phone) {
    await phone.find(ARTICLE_CARD)
    const asked = () => world.plain.requestsTo('CRH-CM-IN2310')
    const before = asked()
    await phone.pullDown()
    const deadline = Date.now() + 10_000
    while (asked() === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(asked()).toBeGreaterThan(before)
  },
  async back(phone, journey) {
    await RUN.openItem(phone, journey)
    await phone.click('[data-testid="nav-bar-back"]')
    await phone.waitForUrl(/condition\/index/)
    await phone.settled()
    await phone.find('[data-testid="feed-list"]')
  },
  async post(phone) {
    const text = `旅程动态 ${Date.now()}`
    await phone.type('[data-testid="post-text"]', text)
    await phone.click('[data-testid="post-send"]')
    await phone.waitForUrl(/articleDetail\/index\?articleId=\d+/)
    await phone.until(
      'the new post',
      `return (document.querySelector(arguments[0]) || {}).textContent?.includes(arguments[1])`,
      20_000,
      `${CURRENT_PAGE} [data-testid="article-detail"]`,
      text,
    )
  },
}

describe('journey catalogue in WebKit', () => {
  test.each(journeysFor('webkit').map((j) => [j.name, j] as const))('%s', async (_name, journey) => {
    await open(world.phone, journey)
    await RUN[journey.kind](world.phone, journey)
    expect(await world.phone.takeProblems(world.plain, world.hosted)).toEqual([])
  })

  test('says why for every journey it leaves out', () => {
    for (const left of leftOutOn('webkit')) expect(left.why.length).toBeGreaterThan(10)
  })
})
