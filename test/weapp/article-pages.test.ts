/**
 * The detail pages in the headless mini-program boot: article, post, comment detail and stock pages open
 * with seeded ids (requests go to a reference server with a throwaway database) and show their text.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Comment, Dynamic, Page as ApiPage } from '@shared/api'
import { bootApp, type BootedApp } from '../../scripts/weapp/boot'
import { requireWeappBuild, tempDir, WEAPP_DIST } from './support'

jest.setTimeout(60_000)

interface Closable {
  close(): Promise<unknown>
}

let server: Closable | undefined
let baseUrl = ''
let dataDir = ''

beforeAll(async () => {
  dataDir = tempDir('weapp-article-')
  const { buildServer } = await import('../../server/app')
  const app = await buildServer({ dbPath: path.join(dataDir, 'article.db'), distDir: path.join(dataDir, 'no-h5') })
  server = app
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('reference server has no TCP address')
  baseUrl = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  await server?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const ADMIN = '/community-admin/front'

async function post<T>(pathName: string, body: object): Promise<T> {
  const res = await fetch(baseUrl + pathName, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return ((await res.json()) as { data: T }).data
}

async function findDynamic(match: (d: Dynamic) => boolean): Promise<Dynamic> {
  for (let pageNum = 1; pageNum <= 20; pageNum += 1) {
    const page = await post<ApiPage<Dynamic>>(`${ADMIN}/articleInfo/CRH-CM-IN2310.json`, {
      tab: 'latest',
      pageNum,
      pageSize: 50,
    })
    const found = page.list.find(match)
    if (found) return found
    if (!page.hasMore) break
  }
  throw new Error('no seeded dynamic matches')
}

function expectClean(app: BootedApp, what: string): void {
  const problems = [
    ...app.errors.map((e) => `${e.source}: ${e.stack ?? e.message}`),
    ...app.consoleErrors.map((c) => `console.error: ${c}`),
  ]
  if (problems.length) throw new Error(`${what}:\n${problems.join('\n')}`)
}

async function withApp(run: (app: BootedApp) => Promise<void>): Promise<void> {
  requireWeappBuild()
  const app = await bootApp({ distDir: WEAPP_DIST, request: baseUrl })
  try {
    await run(app)
  } finally {
    app.close()
  }
}

test('the article page shows a seeded article: title, author and its actions', async () => {
  const article = await findDynamic((d) => d.pubType === 2 && !d.offShelf && d.title !== '')
  await withApp(async (app) => {
    const page = await app.openPage('community/articleDetail/index', {
      articleId: article.articleId,
      source: 'article',
    })
    await page.waitForText(article.title, 10_000)
    await page.waitForText(article.author.nickName, 5_000)
    await page.waitForText('阅读', 5_000)
    await page.waitForText('0/140', 5_000)
    await app.settle(100)
    expectClean(app, 'article page')
  })
})

test('the article page shows a seeded post as text', async () => {
  const seededPost = await findDynamic((d) => d.pubType === 5 && !d.offShelf)
  await withApp(async (app) => {
    const page = await app.openPage('community/articleDetail/index', {
      articleId: seededPost.articleId,
      source: 'post',
    })
    await page.waitForText(seededPost.summary.slice(0, 12), 10_000)
    await app.settle(100)
    expectClean(app, 'post page')
  })
})

test('the comment detail page shows a seeded comment with its replies', async () => {
  // A seeded comment with a reply, found through the article's comments as the article page lists them.
  let found: { comment: Comment; articleId: string } | null = null
  for (let pageNum = 1; pageNum <= 20 && !found; pageNum += 1) {
    const feed = await post<ApiPage<Dynamic>>(`${ADMIN}/articleInfo/CRH-CM-IN2310.json`, {
      tab: 'latest',
      pageNum,
      pageSize: 50,
    })
    for (const d of feed.list) {
      if (d.commentCount === 0 || d.offShelf || (d.pubType !== 2 && d.pubType !== 5)) continue
      const comments = await post<ApiPage<Comment>>(`${ADMIN}/articleInfo/getCommentByArticle`, {
        articleId: d.articleId,
        pageNum: 1,
        pageSize: 20,
      })
      const comment = comments.list.find((c) => c.replyCount > 0)
      if (comment) {
        found = { comment, articleId: d.articleId }
        break
      }
    }
    if (!feed.hasMore) break
  }
  if (!found) throw new Error('no seeded comment with replies')
  const { comment, articleId } = found
  await withApp(async (app) => {
    const page = await app.openPage('community/commentDetail/index', { commentId: comment.commentId, articleId })
    await page.waitForText(comment.author.nickName, 10_000)
    await page.waitForText(`全部回复 ${comment.replyCount}`, 5_000)
    await page.waitForText(comment.replies[0].content, 5_000)
    await app.settle(100)
    expectClean(app, 'comment detail page')
  })
})

test('the comment detail page says an unknown comment is gone', async () => {
  await withApp(async (app) => {
    const page = await app.openPage('community/commentDetail/index', { commentId: '99999999', articleId: '1' })
    await page.waitForText('评论不存在或已删除', 10_000)
  })
})

test('the stock page shows the stock and its community dynamics', async () => {
  const withStock = await findDynamic((d) => d.stocks.length > 0 && !d.offShelf)
  const stock = withStock.stocks[0]
  await withApp(async (app) => {
    const page = await app.openPage('subPackages-stock/pages/stock/stock', {
      code: stock.code,
      name: stock.name,
      from: 'community',
    })
    await page.waitForText(stock.code, 10_000)
    await page.waitForText(stock.name, 5_000)
    await page.waitForText('社区动态', 5_000)
    await page.waitForText(withStock.author.nickName, 10_000)
    await app.settle(100)
    expectClean(app, 'stock page')
  })
})

test('a broken link shows its message in the mini-program too', async () => {
  await withApp(async (app) => {
    const page = await app.openPage('community/articleDetail/index', { source: 'article' })
    await page.waitForText('链接有误，找不到这条内容', 10_000)
    expectClean(app, 'broken link')
  })
})
