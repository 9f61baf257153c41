/**
 * One item, one state in the booted mini-program too (docs/product.md §10): a like made on the
 * article page shows on the feed card below it in the page stack as soon as the person goes back.
 */
import type { Dynamic, Page } from '@shared/api'
import { ENDPOINTS, fillPath } from '@shared/api'
import { DEV_ACCOUNT } from '../../server/seed'
import { bootApp, type PageHandle, type RenderedNode } from '../../scripts/weapp/boot'
import { startServer, type RunningServer } from '../support/e2e-server'
import { articleLike, cardLike, requireWeappBuild, showsLiked, waitUntil as waitFor, WEAPP_DIST } from './support'

jest.setTimeout(60_000)

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
}, 60_000)

afterAll(async () => {
  await server?.close()
})

async function latestArticle(): Promise<Dynamic> {
  const response = await fetch(server.origin + fillPath(ENDPOINTS['article.dynamicList'].path, 'community'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tab: 'latest', pageNum: 1, pageSize: 20, accountId: DEV_ACCOUNT.id }),
  })
  const page = ((await response.json()) as { data: Page<Dynamic> }).data
  const found = page.list.find((d) => d.pubType === 2 && !d.offShelf && d.title.length >= 4)
  if (!found) throw new Error('no article on the first page of the latest feed')
  return found
}

test('a like on the article page shows on its feed card after navigating back', async () => {
  requireWeappBuild()
  const article = await latestArticle()
  const title = article.title.slice(0, 12)
  const app = await bootApp({ distDir: WEAPP_DIST, request: server.origin })
  try {
    const feed = await app.openPage('community/condition/index', { dev: '1' })
    await feed.waitForText(title, 8000)
    const before = cardLike(feed, title).text
    const count = Number(before.replace(/\D/g, ''))
    const liked = article.praised
    const feedRequests = app.requests.filter((r) => r.url.includes('CRH-CM-IN2310')).length

    await feed.tap(feed.findByText(title) as RenderedNode)
    await waitFor(app, () => app.currentPage()?.route === 'community/articleDetail/index', 'the article page')
    const detail = app.currentPage() as PageHandle
    await waitFor(app, () => articleLike(detail) !== undefined, 'the article like')
    expect(showsLiked(articleLike(detail) as RenderedNode)).toBe(Boolean(liked))
    await detail.tap(articleLike(detail) as RenderedNode)
    const expected = liked ? count - 1 : count + 1
    await waitFor(app, () => showsLiked(articleLike(detail) as RenderedNode) !== Boolean(liked), 'the liked state')
    await waitFor(app, () => app.requests.some((r) => r.url.includes('praiseViewOrComment')), 'the like request')
    await app.settle(50)

    await app.callWx('navigateBack')
    await waitFor(app, () => app.currentPage()?.route === 'community/condition/index', 'the feed again')
    // The count beside the heart icon (docs/product.md §4.21).
    await waitFor(app, () => cardLike(feed, title).text === String(expected), 'the card to show the like')
    expect(cardLike(feed, title).text).toBe(String(expected))
    expect(app.requests.filter((r) => r.url.includes('CRH-CM-IN2310')).length).toBe(feedRequests)
    const problems = [...app.errors.map((e) => `${e.source}: ${e.message}`), ...app.consoleErrors]
    expect(problems).toEqual([])
  } finally {
    app.close()
  }
})
