/**
 * The composer in the booted mini-program: the post page renders, a photo picked with chooseMedia
 * goes through wx.uploadFile to the reference server, and the post is created with it.
 */
import type { ArticleDetail } from '@shared/api'
import { ENDPOINTS, fillPath } from '@shared/api'
import { bootApp, type PageHandle, type RenderedNode } from '../../scripts/weapp/boot'
import { startServer, type RunningServer } from '../support/e2e-server'
import { requireWeappBuild, waitUntil as waitFor, WEAPP_DIST } from './support'

jest.setTimeout(60_000)

// A 1×1 PNG: an image by its content, as the upload requires.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
}, 60_000)
afterAll(async () => {
  await server?.close()
})

const byClass = (page: PageHandle, name: string) =>
  page.elements().find((n) => (n.className ?? '').split(/\s+/).includes(name)) as RenderedNode

test('a photo goes through uploadFile and the post is created with it', async () => {
  requireWeappBuild()
  const app = await bootApp({
    distDir: WEAPP_DIST,
    request: server.origin,
    pickFiles: [{ path: 'wxfile://tmp/photo.png', data: PNG }],
  })
  try {
    const page = await app.openPage('community/post/index', { dev: '1' })
    await page.waitForText('发布', 8000)
    await page.trigger(byClass(page, 'post-text'), 'input', { value: '小程序里发的动态' })
    await page.tap(byClass(page, 'compose-images__add'))
    await waitFor(app, () => app.requests.some((r) => r.url.includes('/front/upload/image')), 'the upload')
    await waitFor(app, () => !page.text().includes('%'), 'the upload to finish')
    await page.tap(byClass(page, 'post-send'))
    await waitFor(
      app,
      () => app.navigations.some((n) => n.type === 'redirectTo' && n.path === 'community/articleDetail/index'),
      'the new post to open',
    )
    const opened = app.navigations.find((n) => n.type === 'redirectTo')
    const articleId = opened?.query?.articleId as string
    const detail = (await (
      await fetch(server.origin + fillPath(ENDPOINTS['article.appInfo'].path, 'community', { id: articleId }))
    ).json()) as { data: ArticleDetail }
    expect(detail.data.content).toBe('小程序里发的动态')
    expect(detail.data.images).toHaveLength(1)
    expect(detail.data.images[0]).toMatch(/^\/static-uploads\/[0-9a-f]{32}\.png$/)
    const problems = [...app.errors.map((e) => `${e.source}: ${e.message}`), ...app.consoleErrors]
    expect(problems).toEqual([])
  } finally {
    app.close()
  }
})

test('the draft outlives a killed mini-program and is offered again', async () => {
  requireWeappBuild()
  const first = await bootApp({ distDir: WEAPP_DIST, request: server.origin })
  let kept: Record<string, unknown>
  try {
    const page = await first.openPage('community/post/index', { dev: '1' })
    await page.waitForText('发布', 8000)
    await page.trigger(byClass(page, 'post-text'), 'input', { value: '没写完的想法' })
    await first.settle(50)
    kept = Object.fromEntries(first.storage)
  } finally {
    first.close()
  }
  // A new launch on the same phone: WeChat's storage is all that is left.
  const second = await bootApp({ distDir: WEAPP_DIST, request: server.origin, storage: kept })
  try {
    const page = await second.openPage('community/post/index', { dev: '1' })
    await page.waitForText('你有一篇未发布的草稿，要继续编辑吗？', 8000)
    await page.tap(page.findByText('继续编辑') as RenderedNode)
    await second.settle(50)
    expect(JSON.stringify(page.data())).toContain('没写完的想法')
  } finally {
    second.close()
  }
})
