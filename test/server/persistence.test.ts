import { DEV, call, makeServer, tempDir } from './helpers'

describe('persistence across a restart', () => {
  it('keeps a like, a comment and a follow after closing and reopening the same file', async () => {
    const dir = tempDir()
    const first = await makeServer(dir)
    expect(first.app.seedResult).not.toBeNull()
    const feed = await call(first.app, 'article.dynamicList', {
      tab: 'latest',
      pageNum: 1,
      pageSize: 50,
      ...DEV,
    })
    const target = feed.body.data.list.find((d) => !d.praised && !d.offShelf)!
    await call(first.app, 'like.praise', {
      ...DEV,
      pubType: target.pubType,
      forId: target.forId,
      forWhat: '1',
      isPraise: 1,
    })
    const comment = await call(first.app, 'publish.publishComment', {
      ...DEV,
      articleId: target.articleId,
      content: '重启后还在吗？',
    })
    await call(first.app, 'follow.unfollow', { ...DEV, toAccountId: 'acc-10050' })
    await call(first.app, 'follow.follow', { ...DEV, toAccountId: 'acc-10050' })
    await first.app.close()

    const second = await makeServer(dir)
    // Reopening must not reseed over what users wrote.
    expect(second.app.seedResult).toBeNull()
    const detail = await call(second.app, 'article.appInfo', { ...DEV }, { id: target.articleId })
    expect(detail.body.data.praised).toBe(true)
    expect(detail.body.data.praiseCount).toBe(target.praiseCount + 1)
    const comments = await call(second.app, 'article.getCommentByArticle', {
      articleId: target.articleId,
      pageNum: 1,
      pageSize: 5,
    })
    expect(comments.body.data.list[0].commentId).toBe(comment.body.data.commentId)
    const home = await call(second.app, 'bigV.queryBigVHomeInfo', { ...DEV, toAccountId: 'acc-10050' })
    expect(home.body.data.account.followed).toBe(true)
    await second.app.close()
  })
})
