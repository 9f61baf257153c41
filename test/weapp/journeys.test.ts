/**
 * The journey catalogue (test/journeys/catalogue.ts) in the booted mini-program against the
 * seeded reference server: journeys as the test account open their first page with the dev flag.
 */
import { FEED_TEXTS } from '@/components/feed/texts'
import { TEXTS } from '@/config/constants'
import { findRoute } from '@/config/routes'
import { journeysFor, leftOutOn, type Journey } from '../journeys/catalogue'
import { findSeeded, type Seeded } from '../journeys/seeded'
import { bootApp, type BootedApp, type PageHandle, type RenderedNode } from '../../scripts/weapp/boot'
import { startServer, type RunningServer } from '../support/e2e-server'
import { cardLike, requireWeappBuild, waitUntil, WEAPP_DIST } from './support'

jest.setTimeout(60_000)

let server: RunningServer
let seed: Seeded

beforeAll(async () => {
  server = await startServer()
  seed = await findSeeded(server.origin)
}, 60_000)

afterAll(async () => {
  await server?.close()
})

const byClass = (page: PageHandle, name: string): RenderedNode | undefined =>
  page.elements().find((node) => node.className?.split(' ').includes(name))
const requests = (app: BootedApp, part: string) => app.requests.filter((r) => r.url.includes(part)).length
const articleTitle = () => seed.article.title.slice(0, 12)

/** The latest feed's first article card title, once the first page is shown. */
async function firstArticleTitle(page: PageHandle): Promise<RenderedNode> {
  const card = page.elements().find((n) => /(^| )feed-card--article( |$)/.test(n.className ?? ''))
  if (!card) throw new Error('no article card on the feed')
  const title = page
    .elements()
    .find((n) => n.path.startsWith(`${card.path}.`) && n.className?.includes('feed-card__title'))
  if (!title) throw new Error('the article card has no title')
  return title
}

/** What each kind of journey does and checks in the booted mini-program. */
const RUN: Record<Journey['kind'], (app: BootedApp, page: PageHandle, journey: Journey) => Promise<void>> = {
  async open(app, page, journey) {
    const title = journey.query?.(seed).name || findRoute(journey.path)?.title || ''
    await page.waitForText(title, 8000)
    await app.settle(50)
    await waitUntil(app, () => !page.text().includes(TEXTS.loading), 'the page to finish loading')
    expect(page.text()).not.toContain(TEXTS.loadFailed)
  },
  async openItem(app, page) {
    await page.waitForText(FEED_TEXTS.share, 8000)
    await page.tap(await firstArticleTitle(page))
    await waitUntil(app, () => app.currentPage()?.route === 'community/articleDetail/index', 'the article page')
    await (app.currentPage() as PageHandle).waitForText('阅读', 8000)
  },
  async like(app, page) {
    await page.waitForText(FEED_TEXTS.share, 8000)
    const title = (await firstArticleTitle(page)).text
    const before = cardLike(page, title).text
    await page.tap(cardLike(page, title))
    await waitUntil(app, () => requests(app, 'praiseViewOrComment') > 0, 'the like request')
    await waitUntil(app, () => cardLike(page, title).text !== before, 'the card to change')
  },
  async follow(app, page) {
    await page.waitForText('粉丝', 8000)
    const button = page.findByText('+ 关注') ?? page.findByText('已关注')
    if (!button) throw new Error('no follow button on the author home')
    const was = button.text
    await page.tap(button)
    await waitUntil(app, () => requests(app, 'CRH-CM-IN25') + requests(app, 'CRH-CM-IN2316') > 0, 'the follow request')
    await waitUntil(app, () => page.findByText(was === '已关注' ? '+ 关注' : '已关注') !== undefined, 'the new state')
  },
  async comment(app, page) {
    await page.waitForText(articleTitle(), 8000)
    const text = `旅程评论${Date.now() % 100000}`
    const input = byClass(page, 'kit-textarea__input')
    if (!input) throw new Error('no comment box')
    await page.trigger(input, 'input', { value: text })
    await app.settle(20)
    await page.tap(page.findByText('发送') as RenderedNode)
    await waitUntil(app, () => requests(app, 'publishComment') > 0, 'the comment request')
    await page.waitForText(text, 8000)
  },
  async reachBottom(app, page) {
    await page.waitForText(FEED_TEXTS.share, 8000)
    const before = requests(app, 'CRH-CM-IN2310')
    await page.triggerReachBottom()
    await waitUntil(app, () => requests(app, 'CRH-CM-IN2310') > before, 'the next page')
  },
  async pullDown(app, page) {
    await page.waitForText(FEED_TEXTS.share, 8000)
    const before = requests(app, 'CRH-CM-IN2310')
    await page.triggerPullDown()
    await waitUntil(app, () => requests(app, 'CRH-CM-IN2310') > before, 'the refresh')
  },
  async back(app, page, journey) {
    await RUN.openItem(app, page, journey)
    await app.callWx('navigateBack')
    await waitUntil(app, () => app.currentPage()?.route === journey.path, 'the feed again')
  },
  async post(app, page) {
    await page.waitForText('发布', 8000)
    const text = `旅程动态${Date.now() % 100000}`
    const input = byClass(page, 'post-text')
    if (!input) throw new Error('no post text box')
    await page.trigger(input, 'input', { value: text })
    await app.settle(20)
    await page.tap(byClass(page, 'post-send') as RenderedNode)
    await waitUntil(app, () => requests(app, 'publishView') > 0, 'the post request')
    // The detail page of the new post replaces the composer.
    await waitUntil(
      app,
      () => app.navigations.some((n) => n.type === 'redirectTo' && n.path === 'community/articleDetail/index'),
      'the new post',
    )
  },
}

describe('journey catalogue in the booted mini-program', () => {
  test.each(journeysFor('weapp').map((j) => [j.name, j] as const))('%s', async (_name, journey) => {
    requireWeappBuild()
    const app = await bootApp({ distDir: WEAPP_DIST, request: server.origin })
    try {
      const query = { ...(journey.query?.(seed) ?? {}), ...(journey.login ? { dev: '1' } : {}) }
      const page = await app.openPage(journey.path, query)
      await RUN[journey.kind](app, page, journey)
      const problems = [...app.errors.map((e) => `${e.source}: ${e.message}`), ...app.consoleErrors]
      expect(problems).toEqual([])
    } finally {
      app.close()
    }
  })

  test('says why for every journey it leaves out', () => {
    for (const left of leftOutOn('weapp')) expect(left.why.length).toBeGreaterThan(10)
  })
})
