/**
 * Outside links in the headless mini-program (docs/product.md §2.6, issue 31): a site that is not one of its
 * web-view business domains is copied with where to open it; a business domain opens in the web-view page.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Dynamic, Page as ApiPage } from '@shared/api'
import { OUTSIDE_LINK_TEXTS } from '@/navigation/outside-link'
import type { DB } from '../../server/db'
import { bootApp, type BootedApp } from '../../scripts/weapp/boot'
import { requireWeappBuild, tempDir, waitUntil, WEAPP_DIST } from './support'

jest.setTimeout(60_000)

let server: { close(): Promise<unknown> } | undefined
let db: DB
let baseUrl = ''
let dataDir = ''

const OTHER = 'https://xueqiu.com/1000001/200000001'
const BUSINESS = 'https://mp.weixin.qq.com/s/share-weapp-test'
const TITLES = { other: '小程序外链测试：雪球讨论', business: '小程序外链测试：公众号文章' }

beforeAll(async () => {
  dataDir = tempDir('weapp-links-')
  const { buildServer } = await import('../../server/app')
  const app = await buildServer({ dbPath: path.join(dataDir, 'links.db'), distDir: path.join(dataDir, 'no-h5') })
  server = app
  db = (app as unknown as { db: DB }).db
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('reference server has no TCP address')
  baseUrl = `http://127.0.0.1:${address.port}`
  // The two first items of the latest feed become robot-written articles, which open their outside link: one per
  // kind of site.
  const res = await fetch(`${baseUrl}/community-admin/front/articleInfo/CRH-CM-IN2310.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tab: 'latest', pageNum: 1, pageSize: 10 }),
  })
  const [first, second] = ((await res.json()) as { data: ApiPage<Dynamic> }).data.list
  const robot = db.prepare(
    "UPDATE dynamics SET pub_type = 2, source = 'article', is_robot_write = 1, title = ?, out_link_ios = ?, out_link_android = ? WHERE id = ?",
  )
  robot.run(TITLES.other, OTHER, OTHER, Number(first.articleId))
  robot.run(TITLES.business, BUSINESS, BUSINESS, Number(second.articleId))
})

afterAll(async () => {
  await server?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

async function withLatestFeed(run: (app: BootedApp) => Promise<void>): Promise<void> {
  requireWeappBuild()
  const app = await bootApp({ distDir: WEAPP_DIST, request: baseUrl })
  try {
    await run(app)
  } finally {
    app.close()
  }
}

test('a site that is not a business domain is copied, with where to open it; nothing opens', async () => {
  await withLatestFeed(async (app) => {
    const page = await app.openPage('community/condition/index')
    await page.waitForText(TITLES.other, 15_000)
    const before = app.navigations.length
    await page.tap(page.findByText(TITLES.other)!)
    await waitUntil(app, () => app.clipboard.length > 0, 'the link on the clipboard')
    expect(app.clipboard).toEqual([OTHER])
    await waitUntil(app, () => app.toasts.some((t) => t.title === OUTSIDE_LINK_TEXTS.copied), 'the copied message')
    expect(OUTSIDE_LINK_TEXTS.copied).toBe('链接已复制，请在浏览器中打开')
    expect(app.navigations.slice(before)).toEqual([])
  })
})

test('a business domain opens in the web-view page', async () => {
  await withLatestFeed(async (app) => {
    const page = await app.openPage('community/condition/index')
    await page.waitForText(TITLES.business, 15_000)
    await page.tap(page.findByText(TITLES.business)!)
    await waitUntil(app, () => app.currentPage()?.route === 'pages/webview/index', 'the web-view page')
    expect(app.currentPage()?.query.url).toBe(encodeURIComponent(BUSINESS))
    expect(app.clipboard).toEqual([])
  })
})
