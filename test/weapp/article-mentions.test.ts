/**
 * Stock mentions in a mini-program article (docs/product.md §5.5): a seeded HTML article whose paragraph says
 * `$name(code)$` shows the name with its change, never the markers, and a tap on it opens that stock's page, as on H5.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { DB } from '../../server/db'
import { bootApp, type PageHandle } from '../../scripts/weapp/boot'
import { closeRenderers, renderWithTemplates } from '../../scripts/weapp/render'
import { requireWeappBuild, tempDir, waitUntil, WEAPP_DIST } from './support'

jest.setTimeout(60_000)

let server: { close(): Promise<unknown> } | undefined
let db: DB
let baseUrl = ''
let dataDir = ''

beforeAll(async () => {
  dataDir = tempDir('weapp-mentions-')
  const { buildServer } = await import('../../server/app')
  const app = await buildServer({ dbPath: path.join(dataDir, 'mentions.db'), distDir: path.join(dataDir, 'no-h5') })
  server = app
  db = (app as unknown as { db: DB }).db
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('reference server has no TCP address')
  baseUrl = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  closeRenderers()
  await server?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

/** A seeded editorial article (HTML, opened on our own page) with a paragraph that mentions a stock with its code. */
function seededArticle(): { id: number; title: string; name: string; code: string } {
  const row = db
    .prepare(
      `SELECT id, title, body FROM dynamics WHERE pub_type = 2 AND is_html = 1 AND is_robot_write = 0 AND status = 1
       AND body LIKE '%<p>相关标的：$%)$</p>%' ORDER BY id LIMIT 1`,
    )
    .get() as { id: number; title: string; body: string } | undefined
  if (!row) throw new Error('no seeded article mentions a stock')
  const mention = /<p>相关标的：\$([^$(]+)\(([A-Z]{2}\d+)\)\$<\/p>/.exec(row.body)
  if (!mention) throw new Error(`the article's mention is not in the seeded form: ${row.body.slice(-80)}`)
  return { id: row.id, title: row.title, name: mention[1], code: mention[2] }
}

const isMention = (className: string | undefined) => /(^| )stock-mention( |$)/.test(className ?? '')

test('a mention in an article is drawn with its change and a tap opens the stock page', async () => {
  requireWeappBuild()
  const article = seededArticle()
  const app = await bootApp({ distDir: WEAPP_DIST, request: baseUrl })
  try {
    const page = await app.openPage('community/articleDetail/index', {
      articleId: String(article.id),
      source: 'article',
    })
    await page.waitForText(article.title, 10_000)
    const mention = () =>
      page.elements().find((node) => isMention(node.className) && node.text.startsWith(article.name))
    await waitUntil(app, () => mention() !== undefined, 'the mention drawn as a link in the article body')
    await waitUntil(app, () => /[+-]?\d+\.\d{2}%$/.test(mention()?.text ?? ''), 'the mention’s change', 10_000)
    // The paragraph reads as written, the mention in its place: element boundaries aside, no markers.
    const paragraph = page.elements().find((node) => /(^| )article-html__p( |$)/.test(node.className ?? ''))
    expect(paragraph?.text.replace(/\s+/g, '')).toMatch(new RegExp(`^相关标的：${article.name}[+-]?\\d+\\.\\d{2}%$`))
    expect(page.text()).not.toContain(`$${article.name}(${article.code})$`)
    // WeChat's own templates (wcc) draw the Text runs to the same text.
    expect(renderWithTemplates(page, WEAPP_DIST)).toBe(page.text())

    await page.tap(mention()!)
    const onStock = () => app.currentPage()?.route === 'subPackages-stock/pages/stock/stock'
    await waitUntil(app, onStock, 'the stock page', 10_000)
    const stock = app.currentPage() as PageHandle
    expect(stock.query.code).toBe(article.code)
    await stock.waitForText(article.code, 10_000)
    await app.settle(100)
    const problems = [...app.errors.map((e) => `${e.source}: ${e.message}`), ...app.consoleErrors]
    expect(problems).toEqual([])
  } finally {
    app.close()
  }
})
