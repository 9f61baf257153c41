/** The messages of an account: unread counts per box, reading one, a box or all; only one's own. */
import type { FastifyInstance } from 'fastify'
import { DEV, OTHER, call, expectError, makeServer } from './helpers'

let app: FastifyInstance
beforeAll(async () => ({ app } = await makeServer()))
afterAll(() => app.close())

describe('messages', () => {
  it('counts a new comment as unread in the comment box, reads it, and keeps the other boxes', async () => {
    const posted = await call(app, 'publish.publishView', { ...DEV, content: '等一条评论' })
    const before = (await call(app, 'misc.messageUnread', DEV)).body.data
    await call(app, 'publish.publishComment', { ...OTHER, articleId: posted.body.data.articleId, content: '我来评论' })
    const after = (await call(app, 'misc.messageUnread', DEV)).body.data
    expect(after.comment).toBe(before.comment + 1)
    expect(after.praise).toBe(before.praise)

    const box = (await call(app, 'misc.messageList', { ...DEV, box: 'comment', pageNum: 1, pageSize: 20 })).body.data
    const mine = box.list[0]
    expect(mine).toMatchObject({
      type: 'comment',
      content: '我来评论',
      read: false,
      articleId: posted.body.data.articleId,
    })
    expect(box.list.every((m) => m.type === 'comment' || m.type === 'reply')).toBe(true)

    const left = (await call(app, 'misc.messageRead', { ...DEV, msgId: mine.msgId })).body.data
    expect(left.comment).toBe(after.comment - 1)
    const allRead = (await call(app, 'misc.messageRead', { ...DEV, box: 'comment' })).body.data
    expect(allRead.comment).toBe(0)
    expect(allRead.praise).toBe(after.praise)
    const none = (await call(app, 'misc.messageRead', DEV)).body.data
    expect(Object.values(none)).toEqual([0, 0, 0, 0])
  })

  it('reads only the caller’s own messages', async () => {
    const others = (await call(app, 'misc.messageList', { ...OTHER, pageNum: 1, pageSize: 1 })).body.data.list[0]
    if (others) {
      await call(app, 'misc.messageRead', { ...DEV, msgId: others.msgId })
      const again = (await call(app, 'misc.messageList', { ...OTHER, pageNum: 1, pageSize: 1 })).body.data.list[0]
      expect(again.read).toBe(others.read)
    }
    expectError((await call(app, 'misc.messageUnread', {})).raw, 401)
  })
})

describe('one’s own collections and comments', () => {
  it('lists only the caller’s collections and standing comments, with the item’s title; a visitor gets 401', async () => {
    const latest = await call(app, 'article.dynamicList', { tab: 'latest', pageNum: 1, pageSize: 5 })
    const target = latest.body.data.list[0]
    await call(app, 'collection.insColl', { ...OTHER, articleId: target.articleId })
    const mine = (await call(app, 'collection.myCollections', { ...OTHER, pageNum: 1, pageSize: 50 })).body.data
    expect(mine.list.map((d) => d.articleId)).toContain(target.articleId)
    const devs = (await call(app, 'collection.myCollections', { ...DEV, pageNum: 1, pageSize: 50 })).body.data
    expect(devs.list.map((d) => d.articleId)).not.toContain(target.articleId)

    const written = await call(app, 'publish.publishComment', {
      ...OTHER,
      articleId: target.articleId,
      content: '我的评论',
    })
    const comments = (await call(app, 'publish.myComments', { ...OTHER, pageNum: 1, pageSize: 50 })).body.data
    const found = comments.list.find((c) => c.item.commentId === written.body.data.commentId)
    expect(found).toMatchObject({ item: { content: '我的评论', accountId: OTHER.accountId } })
    expect(found?.articleTitle.length).toBeGreaterThan(0)
    expect(comments.list.every((c) => c.item.accountId === OTHER.accountId)).toBe(true)
    await call(app, 'publish.removeContent', { ...OTHER, type: 'comment', id: written.body.data.commentId })
    const after = (await call(app, 'publish.myComments', { ...OTHER, pageNum: 1, pageSize: 50 })).body.data
    expect(after.list.map((c) => c.item.commentId)).not.toContain(written.body.data.commentId)
    expectError((await call(app, 'publish.myComments', { pageNum: 1, pageSize: 5 })).raw, 401)
    expectError((await call(app, 'collection.myCollections', { pageNum: 1, pageSize: 5 })).raw, 401)
  })
})
