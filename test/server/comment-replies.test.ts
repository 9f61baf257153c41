import type { FastifyInstance } from 'fastify'
import type { Dynamic } from '@shared/api'
import { prep } from '../../server/db'
import { DEV, OTHER, call, errorBody, expectError, makeServer } from './helpers'

let app: FastifyInstance
let post: Dynamic
let commentId: string
/** The replies in the order they were sent. */
const sent: string[] = []

beforeAll(async () => {
  ;({ app } = await makeServer())
  const feed = await call(app, 'article.dynamicList', { tab: 'latest', pageNum: 1, pageSize: 100 })
  const found = feed.body.data.list.find((d) => d.pubType === 5 && !d.offShelf)
  if (!found) throw new Error('no seeded post')
  post = found
  const c = await call(app, 'publish.publishComment', { ...DEV, articleId: post.articleId, content: '楼主观点' })
  commentId = c.body.data.commentId
  for (let i = 1; i <= 7; i++) {
    const who = i % 2 ? OTHER : DEV
    const text = `第${i}条回复`
    const r = await call(app, 'publish.publishComment', {
      ...who,
      articleId: post.articleId,
      content: text,
      parentId: commentId,
    })
    expect(r.status).toBe(200)
    sent.push(text)
  }
})
afterAll(() => app.close())

describe('article.getCommentReplies', () => {
  it('answers the comment and its replies, oldest first', async () => {
    const res = await call(app, 'article.getCommentReplies', { commentId, pageNum: 1, pageSize: 20 })
    expect(res.status).toBe(200)
    const { comment, replies } = res.body.data
    expect(comment).toMatchObject({ commentId, articleId: post.articleId, content: '楼主观点', replyCount: 7 })
    expect(comment.replies.map((r) => r.content)).toEqual(sent.slice(0, 3))
    expect(replies.list.map((r) => r.content)).toEqual(sent)
    expect(replies).toMatchObject({ total: 7, pageNum: 1, pageSize: 20, hasMore: false })
    expect(replies.list.every((r) => r.parentId === commentId && r.articleId === post.articleId)).toBe(true)
  })

  it('pages without overlap or gaps, and a new reply lands on the last page', async () => {
    const seen: string[] = []
    for (let pageNum = 1; pageNum <= 3; pageNum++) {
      const res = await call(app, 'article.getCommentReplies', { commentId, pageNum, pageSize: 3 })
      const { replies, comment } = res.body.data
      expect(replies.hasMore).toBe(pageNum < 3)
      // The comment's preview does not depend on the page asked for.
      expect(comment.replies.map((r) => r.content)).toEqual(sent.slice(0, 3))
      seen.push(...replies.list.map((r) => r.content))
    }
    expect(seen).toEqual(sent)

    const before = await call(app, 'article.getCommentReplies', { commentId, pageNum: 1, pageSize: 3 })
    await call(app, 'publish.publishComment', {
      ...DEV,
      articleId: post.articleId,
      content: '最新回复',
      parentId: commentId,
    })
    // The read after a write sees it (the server's read cache empties on every write).
    const first = await call(app, 'article.getCommentReplies', { commentId, pageNum: 1, pageSize: 3 })
    expect(first.body.data.replies.list).toEqual(before.body.data.replies.list)
    expect(first.body.data.replies.total).toBe(8)
    const last = await call(app, 'article.getCommentReplies', { commentId, pageNum: 3, pageSize: 3 })
    expect(last.body.data.replies.list.map((r) => r.content)).toEqual([sent[6], '最新回复'])
    sent.push('最新回复')
  })

  it('files a reply to a reply into the same thread, addressed to that reply’s author', async () => {
    const page = await call(app, 'article.getCommentReplies', { commentId, pageNum: 1, pageSize: 1 })
    const target = page.body.data.replies.list[0]
    await call(app, 'publish.publishComment', {
      ...DEV,
      articleId: post.articleId,
      content: '楼中楼',
      parentId: target.commentId,
    })
    sent.push('楼中楼')
    const res = await call(app, 'article.getCommentReplies', { commentId, pageNum: 1, pageSize: 100 })
    const nested = res.body.data.replies.list.at(-1)
    expect(nested).toMatchObject({ content: '楼中楼', parentId: commentId, replyTo: { accountId: target.accountId } })
  })

  it('fills praised for the viewer only', async () => {
    const page = await call(app, 'article.getCommentReplies', { commentId, pageNum: 1, pageSize: 20 })
    const reply = page.body.data.replies.list[1]
    const liked = await call(app, 'like.praise', {
      ...DEV,
      pubType: 5,
      forId: reply.commentId,
      forWhat: '2',
      isPraise: 1,
    })
    expect(liked.status).toBe(200)
    await call(app, 'like.praise', { ...DEV, pubType: 5, forId: commentId, forWhat: '2', isPraise: 1 })
    const mine = await call(app, 'article.getCommentReplies', {
      commentId,
      pageNum: 1,
      pageSize: 20,
      ...DEV,
    })
    expect(mine.body.data.comment.praised).toBe(true)
    expect(mine.body.data.replies.list.find((r) => r.commentId === reply.commentId)?.praised).toBe(true)
    expect(mine.body.data.replies.list.filter((r) => r.praised)).toHaveLength(1)
    const anonymous = await call(app, 'article.getCommentReplies', { commentId, pageNum: 1, pageSize: 20 })
    expect(anonymous.body.data.comment.praised).toBe(false)
    expect(anonymous.body.data.replies.list.some((r) => r.praised)).toBe(false)
  })

  it('answers 404 for an unknown id, a reply id, a removed comment or a removed dynamic', async () => {
    const unknown = await call(app, 'article.getCommentReplies', { commentId: '99999999', pageNum: 1, pageSize: 20 })
    expectError(unknown.raw, 404)
    expect(errorBody(unknown.raw).msg).toBe('评论不存在或已删除')

    const page = await call(app, 'article.getCommentReplies', { commentId, pageNum: 1, pageSize: 1 })
    const replyId = page.body.data.replies.list[0].commentId
    expectError(
      (await call(app, 'article.getCommentReplies', { commentId: replyId, pageNum: 1, pageSize: 20 })).raw,
      404,
    )

    const doomed = await call(app, 'publish.publishComment', { ...DEV, articleId: post.articleId, content: '将删除' })
    const doomedId = doomed.body.data.commentId
    expect(
      (await call(app, 'article.getCommentReplies', { commentId: doomedId, pageNum: 1, pageSize: 20 })).status,
    ).toBe(200)
    await call(app, 'publish.removeContent', { ...DEV, type: 'comment', id: doomedId })
    expectError(
      (await call(app, 'article.getCommentReplies', { commentId: doomedId, pageNum: 1, pageSize: 20 })).raw,
      404,
    )

    const created = await call(app, 'publish.publishView', { ...DEV, content: '即将删除的帖子' })
    const own = created.body.data.articleId
    const c = await call(app, 'publish.publishComment', { ...OTHER, articleId: own, content: '帖子下的评论' })
    await call(app, 'publish.removeContent', { ...DEV, type: 'view', id: own })
    expectError(
      (await call(app, 'article.getCommentReplies', { commentId: c.body.data.commentId, pageNum: 1, pageSize: 20 }))
        .raw,
      404,
    )
  })

  it('answers 400 for bad input', async () => {
    for (const payload of [
      {},
      { commentId: 'abc' },
      { commentId: '1 OR 1=1' },
      { commentId, pageNum: 0 },
      { commentId, pageSize: 101 },
      { commentId, pageSize: 'many' },
      { commentId, accountId: 'a b' },
    ]) {
      expectError((await call(app, 'article.getCommentReplies', payload)).raw, 400)
    }
  })

  it('defaults to the first page of 20', async () => {
    const res = await call(app, 'article.getCommentReplies', { commentId })
    expect(res.body.data.replies).toMatchObject({ pageNum: 1, pageSize: 20, total: sent.length })
  })

  it('walks the comments_by_parent index with no sort step', () => {
    const db = (app as unknown as { db: Parameters<typeof prep>[0] }).db
    const plan = prep(
      db,
      'EXPLAIN QUERY PLAN SELECT c.id FROM comments c WHERE c.parent_id = ? AND c.status = 1 ORDER BY c.created_at, c.id LIMIT 20',
    ).all(1) as { detail: string }[]
    const details = plan.map((p) => p.detail).join('\n')
    expect(details).toContain('comments_by_parent')
    expect(details).not.toContain('TEMP B-TREE')
  })
})
