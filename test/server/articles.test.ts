import type { FastifyInstance } from 'fastify'
import type { Dynamic } from '@shared/api'
import { LONG_ARTICLE_REFUSED } from '@shared/authorship'
import { DEV, OTHER, call, errorBody, expectError, makeServer } from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  ;({ app } = await makeServer())
})
afterAll(() => app.close())

async function firstOfType(pubType: number): Promise<Dynamic> {
  for (let pageNum = 1; pageNum < 40; pageNum++) {
    const res = await call(app, 'article.dynamicList', { tab: 'recommend', pageNum, pageSize: 100 })
    const hit = res.body.data.list.find((d) => d.pubType === pubType && !d.offShelf)
    if (hit) return hit
  }
  throw new Error(`no pubType ${pubType}`)
}

describe('dynamic feed (CRH-CM-IN2310)', () => {
  it('pages newest first with stable, non-overlapping pages', async () => {
    const p1 = await call(app, 'article.dynamicList', { tab: 'recommend', pageNum: 1, pageSize: 20 })
    const p2 = await call(app, 'article.dynamicList', { tab: 'recommend', pageNum: 2, pageSize: 20 })
    expect(p1.status).toBe(200)
    expect(p1.body).toMatchObject({ code: '200', success: true })
    const { list, total, hasMore, pageNum, pageSize } = p1.body.data
    expect(list).toHaveLength(20)
    expect(total).toBeGreaterThanOrEqual(3000)
    expect({ hasMore, pageNum, pageSize }).toEqual({ hasMore: true, pageNum: 1, pageSize: 20 })
    const all = [...list, ...p2.body.data.list]
    expect(new Set(all.map((d) => d.articleId)).size).toBe(40)
    const times = all.map((d) => d.createdDate)
    expect([...times].sort().reverse()).toEqual(times)
    expect(list[0].createdDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(typeof list[0].articleId).toBe('string')
  })

  it('filters by tab and fills viewer flags', async () => {
    const news = await call(app, 'article.dynamicList', { tab: 'news', pageNum: 1, pageSize: 10 })
    expect(news.body.data.list.every((d) => d.isNews === 1)).toBe(true)
    const follow = await call(app, 'article.dynamicList', {
      tab: 'follow',
      pageNum: 1,
      pageSize: 10,
      ...DEV,
    })
    expect(follow.body.data.list.length).toBeGreaterThan(0)
    expect(follow.body.data.list.every((d) => d.followed)).toBe(true)
    const anonymous = await call(app, 'article.dynamicList', { tab: 'follow', pageNum: 1, pageSize: 10 })
    expect(anonymous.body.data.total).toBe(0)
  })

  it('rejects a bad tab and an oversized page with a Chinese 400', async () => {
    expectError((await call(app, 'article.dynamicList', { tab: 'nope', pageNum: 1, pageSize: 20 })).raw, 400)
    const big = await call(app, 'article.dynamicList', { tab: 'recommend', pageNum: 1, pageSize: 500 })
    expectError(big.raw, 400)
    expect(errorBody(big.raw).msg).toBe('每页条数超出允许范围')
  })
})

describe('article detail', () => {
  it('returns the article with html, or a post with plain content', async () => {
    const article = await firstOfType(2)
    const res = await call(app, 'article.appInfo', { ...DEV }, { id: article.articleId })
    expect(res.status).toBe(200)
    expect(res.body.data.html).toMatch(/^<p>/)
    expect(res.body.data.content).toBeNull()
    const post = await firstOfType(5)
    const info = await call(app, 'article.info', {}, { id: post.articleId })
    expect(info.body.data.content).toEqual(expect.any(String))
    expect(info.body.data.html).toBeNull()
  })

  it('shows taken-down content flagged offShelf instead of failing', async () => {
    let found: Dynamic | undefined
    for (let pageNum = 1; !found && pageNum < 40; pageNum++) {
      found = (
        await call(app, 'article.dynamicList', { tab: 'recommend', pageNum, pageSize: 100 })
      ).body.data.list.find((d) => d.offShelf)
    }
    expect(found).toBeDefined()
    const res = await call(app, 'article.appInfo', {}, { id: found!.articleId })
    expect(res.status).toBe(200)
    expect(res.body.data.offShelf).toBe(true)
  })

  it('answers an unknown or malformed id with 404', async () => {
    expectError((await call(app, 'article.appInfo', {}, { id: '99999999' })).raw, 404)
    expectError((await call(app, 'article.info', {}, { id: 'abc' })).raw, 404)
    expectError((await call(app, 'article.getInfoByArticleId', { articleId: '99999999' })).raw, 404)
  })

  it('counts reads and resolves pubType 7/8 items', async () => {
    const news = await firstOfType(8)
    const before = (await call(app, 'article.appInfo', {}, { id: news.articleId })).body.data.readCount
    const read = await call(app, 'article.updateArticleInfo', { articleId: news.articleId })
    expect(read.body.data.readCount).toBe(before + 1)
    const info = await call(app, 'article.getInfoByArticleId', { articleId: news.articleId })
    expect(info.body.data).toMatchObject({ source: 'news', title: news.title })
    const stockComment = await firstOfType(7)
    expect(
      (await call(app, 'article.getInfoByArticleId', { articleId: stockComment.articleId })).body.data.source,
    ).toBe('stock')
  })
})

describe('comments', () => {
  it('lists comments with their first replies', async () => {
    let checked = false
    for (let pageNum = 1; !checked && pageNum < 5; pageNum++) {
      for (const d of (await call(app, 'article.dynamicList', { tab: 'recommend', pageNum, pageSize: 100 })).body.data
        .list) {
        if (d.commentCount < 3) continue
        const res = await call(app, 'article.getCommentByArticle', { articleId: d.articleId, pageNum: 1, pageSize: 20 })
        expect(res.status).toBe(200)
        expect(res.body.data.list.length).toBeGreaterThan(0)
        checked = true
        break
      }
    }
    expect(checked).toBe(true)
  })

  it('stores a comment as sent, files a reply under its top-level comment', async () => {
    const post = await firstOfType(5)
    const text = '说得好 <script>alert(1)</script> 📈 $贵州茅台(SH600519)$'
    const c = await call(app, 'publish.publishComment', { ...DEV, articleId: post.articleId, content: text })
    expect(c.status).toBe(200)
    expect(c.body.data.content).toBe(text)
    const commentId = c.body.data.commentId
    const r = await call(app, 'publish.publishComment', {
      ...OTHER,
      articleId: post.articleId,
      content: '回复一下',
      parentId: commentId,
    })
    expect(r.body.data).toMatchObject({ parentId: commentId, replyTo: { accountId: DEV.accountId } })
    const list = await call(app, 'article.getCommentByArticle', { articleId: post.articleId, pageNum: 1, pageSize: 20 })
    const mine = list.body.data.list.find((x) => x.commentId === commentId)
    expect(mine?.content).toBe(text)
    expect(mine?.replies.map((x) => x.content)).toContain('回复一下')
  })

  it('validates comments: length, emptiness, ids and identity', async () => {
    const post = await firstOfType(5)
    const tooLong = await call(app, 'publish.publishComment', {
      ...DEV,
      articleId: post.articleId,
      content: '好'.repeat(141),
    })
    expectError(tooLong.raw, 400)
    expect(errorBody(tooLong.raw).msg).toContain('140')
    expect(
      (await call(app, 'publish.publishComment', { ...DEV, articleId: post.articleId, content: '好'.repeat(140) }))
        .status,
    ).toBe(200)
    // 140 emoji are 140 characters, not 280 UTF-16 units.
    expect(
      (await call(app, 'publish.publishComment', { ...DEV, articleId: post.articleId, content: '🚀'.repeat(140) }))
        .status,
    ).toBe(200)
    expectError(
      (await call(app, 'publish.publishComment', { ...DEV, articleId: post.articleId, content: '   ' })).raw,
      400,
    )
    expectError(
      (await call(app, 'publish.publishComment', { ...DEV, articleId: post.articleId, content: { text: 'hi' } })).raw,
      400,
    )
    expectError((await call(app, 'publish.publishComment', { ...DEV, articleId: '99999999', content: 'hi' })).raw, 404)
    expectError(
      (
        await call(app, 'publish.publishComment', {
          ...DEV,
          articleId: post.articleId,
          content: 'hi',
          parentId: '99999999',
        })
      ).raw,
      404,
    )
    expectError((await call(app, 'publish.publishComment', { articleId: post.articleId, content: 'hi' })).raw, 401)
    expectError(
      (await call(app, 'publish.publishComment', { ...DEV, token: 'wrong', articleId: post.articleId, content: 'hi' }))
        .raw,
      401,
    )
    const wrongAccount = await call(app, 'publish.publishComment', {
      ...OTHER,
      accountId: DEV.accountId,
      articleId: post.articleId,
      content: 'hi',
    })
    expectError(wrongAccount.raw, 401)
    expect(errorBody(wrongAccount.raw).msg).toBe('请先登录')
  })

  it('accepts the token in headers as the HTTP layer sends it on admin paths', async () => {
    const post = await firstOfType(5)
    const res = await app.inject({
      method: 'POST',
      url: `/community-admin/front/pubContent/publishComment`,
      headers: { token: DEV.token, userCode: DEV.userCode },
      payload: { articleId: post.articleId, content: '头部鉴权' },
    })
    expect(res.statusCode).toBe(200)
  })
})

describe('publishing and removing', () => {
  it('publishes a post with stocks and topics, shows it first, and only the author can remove it', async () => {
    const content = '今天加仓了 $贵州茅台(SH600519)$ 🚀 PE<20 & 营收>30%'
    const res = await call(app, 'publish.publishView', {
      ...DEV,
      content,
      stockCodes: ['SH600519'],
      topicIds: ['1'],
    })
    expect(res.status).toBe(200)
    const { articleId } = res.body.data
    const feed = await call(app, 'article.dynamicList', { tab: 'latest', pageNum: 1, pageSize: 5 })
    expect(feed.body.data.list[0]).toMatchObject({
      articleId,
      accountId: DEV.accountId,
      stocks: [{ code: 'SH600519', name: '贵州茅台' }],
      topics: [{ topicId: '1' }],
    })
    const detail = await call(app, 'article.appInfo', {}, { id: articleId })
    expect(detail.body.data.content).toBe(content)
    const byStock = await call(app, 'article.getMessageInfoListByStockCode', {
      stockCode: 'SH600519',
      pageNum: 1,
      pageSize: 5,
    })
    expect(byStock.body.data.list[0].articleId).toBe(articleId)

    expectError((await call(app, 'publish.removeContent', { ...OTHER, type: 'view', id: articleId })).raw, 403)
    expect((await call(app, 'publish.removeContent', { ...DEV, type: 'view', id: articleId })).status).toBe(200)
    expectError((await call(app, 'article.appInfo', {}, { id: articleId })).raw, 404)
  })

  it('rejects posts that are too long, empty, or name unknown stocks, topics or circles', async () => {
    expectError((await call(app, 'publish.publishView', { ...DEV, content: '长'.repeat(2001) })).raw, 400)
    expectError((await call(app, 'publish.publishView', { ...DEV, content: '' })).raw, 400)
    expectError((await call(app, 'publish.publishView', { ...DEV, content: 'ok', stockCodes: ['SH999999'] })).raw, 404)
    expectError((await call(app, 'publish.publishView', { ...DEV, content: 'ok', topicIds: ['9999'] })).raw, 404)
    expectError((await call(app, 'publish.publishView', { ...DEV, content: 'ok', circleId: '9999' })).raw, 404)
    expectError(
      (await call(app, 'publish.publishView', { ...DEV, content: 'ok', images: Array(10).fill('/a.png') })).raw,
      400,
    )
    expectError((await call(app, 'publish.publishView', { content: 'ok' })).raw, 401)
  })

  it('creates and deletes a long-form article (OTHER is a verified big-V)', async () => {
    const res = await call(app, 'article.appCreateSave', { ...OTHER, title: '我的长文', html: '<p>正文</p>' })
    const { articleId } = res.body.data
    expect((await call(app, 'article.appInfo', {}, { id: articleId })).body.data.html).toBe('<p>正文</p>')
    expectError((await call(app, 'article.deleteArticle', { ...DEV, articleId })).raw, 403)
    expect((await call(app, 'article.deleteArticle', { ...OTHER, articleId })).status).toBe(200)
    expectError((await call(app, 'article.deleteArticle', { ...OTHER, articleId })).raw, 404)
  })

  it('takes long articles from verified accounts only (big-V and organisations), as the composer offers them', async () => {
    const stored = () => (app.db.prepare('SELECT COUNT(*) AS n FROM dynamics').get() as { n: number }).n
    const before = stored()
    const plain = await call(app, 'article.appCreateSave', { ...DEV, title: '普通用户的长文', html: '<p>正文</p>' })
    expectError(plain.raw, 403)
    expect(errorBody(plain.raw).msg).toBe(LONG_ARTICLE_REFUSED)
    expect(stored()).toBe(before)
    const org = app.db.prepare('SELECT id, token, user_code FROM accounts WHERE kind = 2 LIMIT 1').get() as {
      id: string
      token: string
      user_code: string
    }
    const byOrg = { accountId: org.id, token: org.token, userCode: org.user_code }
    expect(
      (await call(app, 'article.appCreateSave', { ...byOrg, title: '机构长文', html: '<p>正文</p>' })).status,
    ).toBe(200)
    expect(
      (await call(app, 'article.appCreateSave', { ...OTHER, title: '博主长文', html: '<p>正文</p>' })).status,
    ).toBe(200)
    expect(stored()).toBe(before + 2)
  })

  it('removes my own comment only', async () => {
    const post = await firstOfType(5)
    const c = await call(app, 'publish.publishComment', { ...DEV, articleId: post.articleId, content: '将被删除' })
    expectError(
      (await call(app, 'publish.removeContent', { ...OTHER, type: 'comment', id: c.body.data.commentId })).raw,
      403,
    )
    expect(
      (await call(app, 'publish.removeContent', { ...DEV, type: 'comment', id: c.body.data.commentId })).status,
    ).toBe(200)
    expectError(
      (await call(app, 'publish.removeContent', { ...DEV, type: 'comment', id: c.body.data.commentId })).raw,
      404,
    )
  })
})

describe('search', () => {
  it('finds content by title, body or nickname, parameterised', async () => {
    const res = await call(app, 'search.queryColumn', { keyword: '贵州茅台', pageNum: 1, pageSize: 10 })
    expect(res.body.data.total).toBeGreaterThan(0)
    const posts = await call(app, 'search.queryColumn', { keyword: '茅台', source: 'post', pageNum: 1, pageSize: 10 })
    expect(posts.body.data.list.every((d) => d.pubType === 5)).toBe(true)
    const injection = await call(app, 'search.queryColumn', { keyword: "' OR 1=1 --", pageNum: 1, pageSize: 10 })
    expect(injection.status).toBe(200)
    expect(injection.body.data.total).toBe(0)
    // '%' is matched literally, not as a wildcard.
    const percent = await call(app, 'search.queryColumn', { keyword: '%', pageNum: 1, pageSize: 10 })
    const all = await call(app, 'article.dynamicList', { tab: 'recommend', pageNum: 1, pageSize: 1 })
    expect(percent.body.data.total).toBeLessThan(all.body.data.total)
    expectError((await call(app, 'search.queryColumn', { keyword: '', pageNum: 1, pageSize: 10 })).raw, 400)
  })

  it('finds accounts by nickname', async () => {
    const res = await call(app, 'search.queryUserList', { keyword: '测试', pageNum: 1, pageSize: 10 })
    expect(res.body.data.list.map((a) => a.accountId)).toContain(DEV.accountId)
  })
})
