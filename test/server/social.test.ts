import type { FastifyInstance } from 'fastify'
import type { Dynamic } from '@shared/api'
import { A, DEV, OTHER, call, errorBody, expectError, makeServer } from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  ;({ app } = await makeServer())
})
afterAll(() => app.close())

async function find(pred: (d: Dynamic) => boolean): Promise<Dynamic> {
  for (let pageNum = 1; pageNum < 40; pageNum++) {
    const hit = (
      await call(app, 'article.dynamicList', { tab: 'recommend', pageNum, pageSize: 100, accountId: DEV.accountId })
    ).body.data.list.find(pred)
    if (hit) return hit
  }
  throw new Error('no match')
}

describe('likes', () => {
  it('likes and unlikes a dynamic idempotently, and the feed shows it', async () => {
    const d = await find((x) => !x.praised && !x.offShelf && x.pubType === 2)
    const like = { ...DEV, pubType: 2, forId: d.forId, forWhat: '1', isPraise: 1 }
    const first = await call(app, 'like.praise', like)
    expect(first.body.data).toEqual({ praised: true, praiseCount: d.praiseCount + 1 })
    const again = await call(app, 'like.praise', like)
    expect(again.body.data.praiseCount).toBe(d.praiseCount + 1)
    const detail = await call(app, 'article.appInfo', { ...DEV }, { id: d.articleId })
    expect(detail.body.data).toMatchObject({ praised: true, praise: 1 })
    const undo = await call(app, 'like.praise', { ...like, isPraise: 0 })
    expect(undo.body.data).toEqual({ praised: false, praiseCount: d.praiseCount })
  })

  it('likes a short video through the cmapi path', async () => {
    const v = await find((x) => x.pubType === 6 && !x.praised && !x.offShelf)
    const res = await call(app, 'like.cmapiPraise', { ...DEV, for_id: v.forId, for_what: '3', isPraise: 1 })
    expect(res.body.data.praised).toBe(true)
    expectError(
      (await call(app, 'like.cmapiPraise', { accountId: DEV.accountId, for_id: v.forId, for_what: '3', isPraise: 1 }))
        .raw,
      401,
    )
  })

  it('likes a comment', async () => {
    const d = await find((x) => x.commentCount > 0 && !x.offShelf)
    const comments = await call(app, 'article.getCommentByArticle', { articleId: d.articleId, pageNum: 1, pageSize: 5 })
    const c = comments.body.data.list[0]
    const res = await call(app, 'like.praise', {
      ...DEV,
      pubType: d.pubType,
      forId: c.commentId,
      forWhat: '2',
      isPraise: 1,
    })
    expect(res.body.data).toEqual({ praised: true, praiseCount: c.praiseCount + 1 })
  })

  it('refuses without a valid token for that account, and unknown ids', async () => {
    const d = await find((x) => !x.offShelf)
    const base = { pubType: d.pubType, forId: d.forId, forWhat: '1', isPraise: 1 }
    for (const who of [
      {},
      { ...DEV, token: 'nope' },
      { ...DEV, userCode: OTHER.userCode },
      { ...OTHER, accountId: DEV.accountId },
    ]) {
      const res = await call(app, 'like.praise', { ...base, ...who })
      expectError(res.raw, 401)
      expect(errorBody(res.raw)).toMatchObject({ code: '401', msg: '请先登录' })
    }
    expectError((await call(app, 'like.praise', { ...DEV, ...base, forId: '99999999' })).raw, 404)
    expectError((await call(app, 'like.praise', { ...DEV, ...base, isPraise: 2 })).raw, 400)
    expectError((await call(app, 'like.praise', { ...DEV, ...base, forWhat: '9' })).raw, 400)
  })

  it('accepts the form-urlencoded body some clients send', async () => {
    const d = await find((x) => !x.offShelf && !x.praised)
    const form = new URLSearchParams({
      ...DEV,
      pubType: String(d.pubType),
      forId: d.forId,
      forWhat: '1',
      isPraise: '1',
    }).toString()
    const res = await app.inject({
      method: 'POST',
      url: `${A}/front/approve/praiseViewOrComment.do`,
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.statusCode).toBe(200)
    expect(JSON.parse(res.body).data.praised).toBe(true)
  })

  it('refuses to like taken-down content with the takedown message', async () => {
    const d = await find((x) => x.offShelf)
    const res = await call(app, 'like.praise', {
      ...DEV,
      pubType: d.pubType,
      forId: d.forId,
      forWhat: '1',
      isPraise: 1,
    })
    expectError(res.raw, 400)
    expect(errorBody(res.raw).msg).toBe('抱歉本内容已下架，无法查看详情')
  })
})

describe('follows', () => {
  it('follows and unfollows an account, visible in lists and relation', async () => {
    const target = 'acc-10060'
    await call(app, 'follow.unfollow', { ...DEV, toAccountId: target })
    const f = await call(app, 'follow.follow', { ...DEV, toAccountId: target })
    expect(f.body.data.followed).toBe(true)
    const again = await call(app, 'follow.follow', { ...DEV, toAccountId: target })
    expect(again.body.data.followers).toBe(f.body.data.followers)
    const fans = await call(app, 'follow.fansList', { toAccountId: target, pageNum: 1, pageSize: 100 })
    expect(fans.body.data.list.map((a) => a.accountId)).toContain(DEV.accountId)
    const home = await call(app, 'bigV.queryBigVHomeInfo', { ...DEV, toAccountId: target })
    expect(home.body.data.account.followed).toBe(true)
    const mine = await call(app, 'follow.myFollowUsers', { ...DEV, pageNum: 1, pageSize: 100 })
    const entry = mine.body.data.list.find((a) => a.accountId === target)
    expect(entry?.followed).toBe(true)
    const u = await call(app, 'follow.unfollow', { ...DEV, toAccountId: target })
    expect(u.body.data).toEqual({ followed: false, followers: f.body.data.followers - 1 })
    const after = await call(app, 'bigV.queryBigVHomeInfo', { ...DEV, toAccountId: target })
    expect(after.body.data.account.followed).toBe(false)
  })

  it('validates follows', async () => {
    expectError((await call(app, 'follow.follow', { ...DEV, toAccountId: 'acc-nobody' })).raw, 404)
    expectError((await call(app, 'follow.follow', { ...DEV, toAccountId: DEV.accountId })).raw, 400)
    expectError((await call(app, 'follow.follow', { toAccountId: 'acc-10003' })).raw, 401)
    expectError(
      (await call(app, 'follow.myFollowUsers', { accountId: 'acc-nobody', pageNum: 1, pageSize: 10 })).raw,
      401,
    )
  })

  it('keeps last-click times and news dates for the follow list', async () => {
    const users = await call(app, 'follow.myFollowUsers', { ...DEV, pageNum: 1, pageSize: 100 })
    const someone = users.body.data.list.find((a) => a.lastDynamicDate !== null)!
    expect(someone.lastDynamicDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const click = await app.inject({
      method: 'POST',
      url: `${A}/front/myFollowsController/clickMyFollowUsers`,
      headers: { token: DEV.token, userCode: DEV.userCode },
      payload: { accountId: DEV.accountId, toAccountId: someone.accountId },
    })
    expect(click.statusCode).toBe(200)
    const map = await call(app, 'follow.lastClickTime', { ...DEV })
    expect(map.body.data[someone.accountId] >= someone.lastDynamicDate!).toBe(true)
    expectError(
      (await call(app, 'follow.clickMyFollowUsers', { accountId: DEV.accountId, toAccountId: someone.accountId })).raw,
      401,
    )
    const notFollowed = await app.inject({
      method: 'POST',
      url: `${A}/front/myFollowsController/clickMyFollowUsers`,
      headers: { token: DEV.token, userCode: DEV.userCode },
      payload: { accountId: DEV.accountId, toAccountId: DEV.accountId },
    })
    expect(notFollowed.statusCode).toBe(404)
  })

  it('lists follow feed, recommendations and the big-V list', async () => {
    const feed = await call(app, 'follow.allFollowRecommend', { ...DEV, pageNum: 1, pageSize: 10 })
    expect(feed.body.data.list.length).toBe(10)
    const rec = await call(app, 'follow.recommendUserList', { pageNum: 1, pageSize: 5, accountId: DEV.accountId })
    expect(rec.body.data.list.every((a) => a.kind !== 'user')).toBe(true)
    const more = await call(app, 'follow.moreRecommendUserList', { pageNum: 2, pageSize: 5 })
    expect(more.body.data.pageNum).toBe(2)
    const following = await call(app, 'follow.followList', { toAccountId: DEV.accountId, pageNum: 1, pageSize: 50 })
    expect(following.body.data.total).toBeGreaterThan(0)
  })
})

describe('circles membership', () => {
  it('joins and leaves a circle', async () => {
    const join = await call(app, 'follow.followCircles', { ...DEV, circleId: '2', follow: 1 })
    expect(join.body.data.followed).toBe(true)
    const mine = await call(app, 'follow.myFollowCircles', { ...DEV, pageNum: 1, pageSize: 50 })
    expect(mine.body.data.list.map((c) => c.circleId)).toContain('2')
    const leave = await call(app, 'follow.followCircles', { ...DEV, circleId: '2', follow: 0 })
    expect(leave.body.data).toEqual({ followed: false, memberCount: join.body.data.memberCount - 1 })
    expectError((await call(app, 'follow.followCircles', { ...DEV, circleId: '999', follow: 1 })).raw, 404)
    expectError((await call(app, 'follow.followCircles', { circleId: '2', follow: 1 })).raw, 401)
  })
})

describe('collections and votes', () => {
  it('collects and uncollects', async () => {
    const d = await find((x) => x.pubType === 2 && !x.offShelf)
    expect((await call(app, 'collection.insColl', { ...DEV, articleId: d.articleId })).body.data.collected).toBe(true)
    expect((await call(app, 'article.appInfo', { ...DEV }, { id: d.articleId })).body.data.collected).toBe(true)
    expect((await call(app, 'collection.delColl', { ...DEV, articleId: d.articleId })).body.data.collected).toBe(false)
    expectError((await call(app, 'collection.insColl', { ...DEV, articleId: '99999999' })).raw, 404)
    expectError((await call(app, 'collection.insColl', { articleId: d.articleId })).raw, 401)
  })

  it('votes once, within the choices allowed', async () => {
    let voteId = ''
    for (let i = 1; i <= 20 && !voteId; i++) {
      const v = await call(app, 'vote.voteDetail', { voteId: String(i), accountId: DEV.accountId })
      if (!v.body.data.closed && !v.body.data.multiple && v.body.data.myOptionIds.length === 0) voteId = String(i)
    }
    expect(voteId).not.toBe('')
    const detail = (await call(app, 'vote.voteDetail', { voteId })).body.data
    const [o1, o2] = detail.options
    expectError(
      (await call(app, 'vote.articleVote', { ...DEV, voteId, optionIds: [o1.optionId, o2.optionId] })).raw,
      400,
    )
    expectError((await call(app, 'vote.articleVote', { ...DEV, voteId, optionIds: ['999999'] })).raw, 404)
    expectError((await call(app, 'vote.articleVote', { voteId, optionIds: [o1.optionId] })).raw, 401)
    const res = await call(app, 'vote.articleVote', { ...DEV, voteId, optionIds: [o1.optionId] })
    expect(res.body.data.myOptionIds).toEqual([o1.optionId])
    expect(res.body.data.totalVotes).toBe(detail.totalVotes + 1)
    expectError((await call(app, 'vote.articleVote', { ...DEV, voteId, optionIds: [o2.optionId] })).raw, 400)
    expectError((await call(app, 'vote.voteDetail', { voteId: '99999' })).raw, 404)
  })
})
