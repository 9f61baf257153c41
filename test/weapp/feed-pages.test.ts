/**
 * The feed pages in the booted mini-program, against the reference server with seeded data: each
 * opens, shows the first item its API answers (so the text comes from the server, through the
 * feed list, into the rendered tree), and stays within the node budget after loading more.
 */
import { FEED_TEXTS } from '@/components/feed/texts'
import type { Account, Dynamic, Page } from '@shared/api'
import { ENDPOINTS, fillPath } from '@shared/api'
import { MARGIN_CATEGORY } from '@/community/lrArticle/margin'
import { FEED_BUDGETS } from '../../scripts/feed-budgets'
import { bootApp, httpHandler, type BootedApp } from '../../scripts/weapp/boot'
import { startServer, type RunningServer } from '../support/e2e-server'
import { requireWeappBuild, WEAPP_DIST } from './support'

jest.setTimeout(60_000)

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
}, 60_000)

afterAll(async () => {
  await server?.close()
})

async function post<T>(key: keyof typeof ENDPOINTS, body: object): Promise<T> {
  const response = await fetch(server.origin + fillPath(ENDPOINTS[key].path, 'community'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return ((await response.json()) as { data: T }).data
}

const firstPage = (key: keyof typeof ENDPOINTS, body: object = {}) =>
  post<Page<Dynamic>>(key, { pageNum: 1, pageSize: 20, ...body })

/** What a card shows first: its title, else the start of its summary. */
const cardText = (item: Dynamic) => (item.title || item.summary).slice(0, 12)

function expectClean(app: BootedApp, what: string) {
  const problems = [...app.errors.map((e) => `${e.source}: ${e.message}`), ...app.consoleErrors]
  if (problems.length > 0) throw new Error(`${what}:\n${problems.join('\n')}`)
}

async function withPage(
  path: string,
  check: (app: BootedApp, page: Awaited<ReturnType<BootedApp['openPage']>>) => Promise<void>,
) {
  requireWeappBuild()
  const app = await bootApp({ distDir: WEAPP_DIST, request: server.origin })
  try {
    const page = await app.openPage(path)
    await check(app, page)
    expectClean(app, path)
  } finally {
    app.close()
  }
}

/**
 * The mini-program budgets after five more pages of each feed (issue: at most 1,000 nodes on any page, no
 * setData over 256 KB): the feed windowing keeps what is rendered small however long the history grows.
 */
describe('every feed page stays within the node and setData budgets after five more pages', () => {
  const FEED_PAGES: [string, Record<string, string>][] = [
    ['pages/index/index', {}],
    ['community/home/index', {}],
    ['community/recommend/index', {}],
    ['community/lrArticle/index', {}],
    ['pages/myFollow/index', { dev: '1' }],
  ]
  test.each(FEED_PAGES)('%s', async (path, query) => {
    requireWeappBuild()
    const app = await bootApp({ distDir: WEAPP_DIST, request: server.origin })
    try {
      const page = await app.openPage(path, query)
      await page.waitForText(FEED_TEXTS.share, 8000)
      for (let i = 0; i < 5; i += 1) {
        await page.triggerReachBottom()
        await app.settle(20)
      }
      expect(page.nodeCount()).toBeLessThanOrEqual(FEED_BUDGETS.weappNodes)
      expect(page.setDataStats().largestBytes).toBeLessThanOrEqual(FEED_BUDGETS.setDataBytes)
      expectClean(app, path)
    } finally {
      app.close()
    }
  })
})

test('community/condition/index shows the latest dynamics and loads more within the node budget', async () => {
  const latest = await firstPage('article.dynamicList', { tab: 'latest' })
  await withPage('community/condition/index', async (app, page) => {
    await page.waitForText(cardText(latest.list[0]), 8000)
    const feedRequests = () => app.requests.filter((r) => r.url.includes('CRH-CM-IN2310')).length
    for (let i = 0; i < 5; i += 1) {
      await page.triggerReachBottom()
      await app.settle(20)
    }
    expect(feedRequests()).toBe(6)
    expect(page.nodeCount()).toBeLessThanOrEqual(FEED_BUDGETS.weappNodes)
    expect(page.setDataStats().largestBytes).toBeLessThanOrEqual(FEED_BUDGETS.setDataBytes)
  })
})

test('community/condition/index shows skeleton cards, not a spinner, while its first page is held back', async () => {
  requireWeappBuild()
  const latest = await firstPage('article.dynamicList', { tab: 'latest' })
  const pass = httpHandler(server.origin)
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  const app = await bootApp({
    distDir: WEAPP_DIST,
    request: async (req) => {
      if (req.url.includes('CRH-CM-IN2310')) await held
      return pass(req)
    },
  })
  try {
    const page = await app.openPage('community/condition/index')
    // Past the shell's delay before any loading view shows.
    await new Promise((resolve) => setTimeout(resolve, 400))
    await app.settle(20)
    const classes = page.elements().map((node) => node.className ?? '')
    expect(classes.filter((c) => c.includes('skeleton-card')).length).toBeGreaterThan(0)
    expect(classes.some((c) => c.includes('state-view__spinner'))).toBe(false)
    release()
    await page.waitForText(cardText(latest.list[0]), 8000)
    expect(page.elements().some((node) => (node.className ?? '').includes('skeleton-card'))).toBe(false)
    expectClean(app, 'community/condition/index held')
  } finally {
    release()
    app.close()
  }
})

test('pages/index/index shows the recommended feed and hot stocks', async () => {
  const recommended = await firstPage('article.dynamicList', { tab: 'recommend' })
  await withPage('pages/index/index', async (_app, page) => {
    await page.waitForText(cardText(recommended.list[0]), 8000)
    await page.waitForText('热门股票', 8000)
    await page.waitForText('热门话题', 8000)
  })
})

test('community/home/index opens on 推荐 and switches to 最新', async () => {
  const recommended = await firstPage('article.dynamicList', { tab: 'recommend' })
  const latest = await firstPage('article.dynamicList', { tab: 'latest' })
  await withPage('community/home/index', async (app, page) => {
    await page.waitForText(cardText(recommended.list[0]), 8000)
    const tab = page.findAllByText('最新').find((node) => node.text === '最新')
    if (!tab) throw new Error('no 最新 tab')
    await page.tap(tab)
    await app.settle(20)
    await page.waitForText(cardText(latest.list[0]), 8000)
  })
})

test('community/recommend/index shows recommended accounts and content', async () => {
  const accounts = await post<Page<Account>>('follow.recommendUserList', { pageNum: 1, pageSize: 10 })
  const content = await firstPage('topic.queryHotRecommendArticle')
  await withPage('community/recommend/index', async (_app, page) => {
    await page.waitForText(accounts.list[0].nickName, 8000)
    await page.waitForText(cardText(content.list[0]), 8000)
  })
})

test('community/lrArticle/index shows margin-trading articles', async () => {
  const articles = await firstPage('article.byCategory', { category: MARGIN_CATEGORY })
  expect(articles.list.length).toBeGreaterThan(0)
  await withPage('community/lrArticle/index', async (_app, page) => {
    await page.waitForText(cardText(articles.list[0]), 8000)
  })
})
