/**
 * In the mini-program, lives and short videos are not shown (docs/product.md §6.3): their pages,
 * opened anyway (a shared link), say so and offer a way back, and ask the server for nothing.
 */
import { TEXTS } from '@/config/constants'
import { bootApp, type RenderedNode } from '../../scripts/weapp/boot'
import { startServer, type RunningServer } from '../support/e2e-server'
import { requireWeappBuild, waitUntil, WEAPP_DIST } from './support'

jest.setTimeout(60_000)

let server: RunningServer

beforeAll(async () => {
  server = await startServer()
}, 60_000)

afterAll(async () => {
  await server?.close()
})

test.each([
  ['community/live/index', {}],
  ['community/shortVideo/index', { articleId: '1' }],
])('%s shows the blocking message with a way back', async (path, query) => {
  requireWeappBuild()
  const app = await bootApp({ distDir: WEAPP_DIST, request: server.origin })
  try {
    const home = await app.openPage('pages/index/index')
    await home.waitForText('投资社区', 8000)
    const page = await app.openPage(path, query)
    await page.waitForText(TEXTS.viewInApp, 8000)
    expect(app.requests.filter((r) => /getLives|appInfo|queryVideoInfoByAccountId/.test(r.url))).toEqual([])
    await page.tap(page.findByText('返回') as RenderedNode)
    await waitUntil(app, () => app.currentPage()?.route === 'pages/index/index', 'the way back')
    const problems = [...app.errors.map((e) => `${e.source}: ${e.message}`), ...app.consoleErrors]
    expect(problems).toEqual([])
  } finally {
    app.close()
  }
})
