/**
 * A repeated send is one item (issue 29, low; docs/product.md §4.14): the client names each attempt with a
 * requestId, and the server answers a repeat of the same account's key with the first item instead of storing
 * another.
 */
import type { FastifyInstance } from 'fastify'
import { DEV, OTHER, call, expectError, makeServer } from './helpers'

let app: FastifyInstance
// Budgets have their own tests; here two requests race.
beforeAll(async () => ({ app } = await makeServer(undefined, { writeLimits: false })))
afterAll(() => app.close())

const rows = (sql: string, ...params: unknown[]) => (app.db.prepare(sql).get(...params) as { n: number }).n

describe('publishing with a requestId', () => {
  it('stores two identical parallel posts with one key once and answers both with it', async () => {
    const payload = { ...DEV, content: '并发的同一条帖子', requestId: 'post-attempt-0001' }
    const [a, b] = await Promise.all([
      call(app, 'publish.publishView', payload),
      call(app, 'publish.publishView', payload),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.body.data).toEqual(a.body.data)
    expect(rows('SELECT COUNT(*) AS n FROM dynamics WHERE body = ?', payload.content)).toBe(1)

    // A retry later, even after the first answer was lost, is the same post.
    expect((await call(app, 'publish.publishView', payload)).body.data).toEqual(a.body.data)
    // Another account's key is its own.
    const other = await call(app, 'publish.publishView', { ...payload, ...OTHER })
    expect(other.body.data.articleId).not.toBe(a.body.data.articleId)
    // Without a key nothing is taken for a repeat.
    await Promise.all([
      call(app, 'publish.publishView', { ...DEV, content: '没有钥匙' }),
      call(app, 'publish.publishView', { ...DEV, content: '没有钥匙' }),
    ])
    expect(rows('SELECT COUNT(*) AS n FROM dynamics WHERE body = ?', '没有钥匙')).toBe(2)
  })

  it('stores two identical parallel articles with one key once', async () => {
    const author = app.db
      .prepare('SELECT id AS accountId, token, user_code AS userCode FROM accounts WHERE kind > 0 ORDER BY id LIMIT 1')
      .get() as { accountId: string; token: string; userCode: string }
    const payload = { ...author, title: '并发的长文', html: '<p>正文</p>', requestId: 'article-attempt-01' }
    const [a, b] = await Promise.all([
      call(app, 'article.appCreateSave', payload),
      call(app, 'article.appCreateSave', payload),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.body.data).toEqual(a.body.data)
    expect(rows('SELECT COUNT(*) AS n FROM dynamics WHERE title = ?', '并发的长文')).toBe(1)
  })

  it('stores two identical parallel comments with one key once and answers both with the comment', async () => {
    const payload = { ...OTHER, articleId: '1', content: '并发的同一条评论', requestId: 'comment-attempt-1' }
    const [a, b] = await Promise.all([
      call(app, 'publish.publishComment', payload),
      call(app, 'publish.publishComment', payload),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(b.body.data.commentId).toBe(a.body.data.commentId)
    expect(b.body.data).toEqual(a.body.data)
    expect(rows('SELECT COUNT(*) AS n FROM comments WHERE content = ?', payload.content)).toBe(1)
    expect(rows('SELECT COUNT(*) AS n FROM messages WHERE content = ?', payload.content)).toBeLessThanOrEqual(1)
  })

  it('refuses a key that is not one, in Chinese', async () => {
    for (const requestId of ['短', 'has space in it', 'x'.repeat(65)]) {
      const res = await call(app, 'publish.publishView', { ...DEV, content: '坏钥匙', requestId })
      expectError(res.raw, 400)
      expect((res.body as unknown as { msg: string }).msg).toMatch(/[\u4e00-\u9fff]/)
    }
  })
})
