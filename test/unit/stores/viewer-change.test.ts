/**
 * Who is asking (docs/product.md §4.2): every request carries the identity of the moment it is sent, and a change
 * of account forgets what depended on the last viewer.
 */
import type { Circle, Comment, Dynamic, Live, TopicDetail } from '@shared/api'
import { circlesOf, commentsOf, livesOf } from '@/stores'
import { MessageStore } from '@/stores/messages'
import { apiPage, blankDynamic, deferred } from '../../support/fixtures'
import { makeTestStores } from '../../support/store-env'

const page = apiPage

function dynamic(id: string, overrides: Partial<Dynamic> = {}): Dynamic {
  return { ...blankDynamic(), pubType: 2, pubId: id, articleId: id, forId: id, accountId: 'author1', ...overrides }
}

const OTHER = { accountId: '20002', token: 'other-token', userCode: 'U20002' }

describe('every request carries the identity of the moment it is sent', () => {
  it('a feed made for a visitor asks as the account that has since signed in', async () => {
    const { stores, api } = makeTestStores({ loggedIn: false })
    api.article.dynamicList.mockResolvedValue(page([dynamic('1')]))
    const latest = stores.dynamics.feed({ kind: 'tab', tab: 'latest' })
    await latest.refresh()
    expect(api.article.dynamicList).toHaveBeenLastCalledWith(expect.objectContaining({ accountId: undefined }))
    stores.session.setAccount({ accountId: '10001', token: 'dev-token', userCode: 'U10001' })
    await latest.refresh()
    expect(api.article.dynamicList).toHaveBeenLastCalledWith(expect.objectContaining({ accountId: '10001' }))
    api.article.dynamicList.mockResolvedValue(page([dynamic('1', { praised: true, praise: 1 })]))
    await latest.refresh()
    expect(latest.items[0].praised).toBe(true)
  })

  it("我的关注's feed asks for the viewer of the moment, and a visitor's is empty without asking", async () => {
    const { stores, api } = makeTestStores({ loggedIn: false })
    api.follow.allFollowRecommend.mockResolvedValue(page([dynamic('1')]))
    const followed = stores.dynamics.feed({ kind: 'followed' })
    await followed.refresh()
    expect(api.follow.allFollowRecommend).not.toHaveBeenCalled()
    stores.session.setAccount(OTHER)
    await followed.refresh()
    expect(api.follow.allFollowRecommend).toHaveBeenCalledWith({ accountId: '20002', pageNum: 1, pageSize: 20 })
    expect(followed.items).toHaveLength(1)
  })
})

describe('a change of account forgets what depended on the last viewer', () => {
  it('liked, followed, collected, joined, voted, reminded and the news dot', () => {
    const { stores } = makeTestStores({ loggedIn: true })
    const item = stores.dynamics.get(
      stores.dynamics.ingest({
        ...dynamic('1', { praised: true, praise: 1, followed: true }),
        collected: true,
      } as Dynamic),
    )!
    stores.accounts.merge({ accountId: 'author1', followed: true, followers: 5 })
    stores.votes.ingest({
      voteId: 'v1',
      title: '后市？',
      multiple: false,
      maxChoices: 1,
      deadline: null,
      closed: false,
      totalVotes: 1,
      options: [{ optionId: 'up', text: '涨', count: 1 }],
      myOptionIds: ['up'],
    })
    const topic: TopicDetail = {
      topicId: 't1',
      title: '话题',
      cover: '',
      intro: '',
      readCount: 0,
      discussCount: 0,
      hot: false,
      isActivity: false,
      showPosition: null,
      startDate: null,
      endDate: null,
      vote: { title: '后市怎么看？', options: [{ optionId: 'a', title: '看多', count: 1 }], myOptionId: 'a' },
      participantAvatars: [],
    }
    stores.topics.ingest(topic)
    const comment: Comment = {
      commentId: 'c1',
      articleId: '1',
      accountId: 'x',
      author: { nickName: '评论者', avatar: '', kind: 'user' },
      content: '好',
      createdDate: '2026-11-22 09:00:00',
      praiseCount: 1,
      praised: true,
      replyCount: 0,
      replies: [],
    }
    commentsOf(stores).ingest(comment)
    const circle: Circle = {
      circleId: 'k1',
      name: '圈',
      icon: '',
      intro: '',
      memberCount: 3,
      dynamicCount: 0,
      followed: true,
    }
    circlesOf(stores).ingest(circle)
    livesOf(stores).ingest({ webinarId: 'W1', appointed: true } as Live)
    stores.follow.setHasUpdate(true)

    stores.session.setAccount(OTHER)

    expect(item).toMatchObject({ praised: false, praise: 0, followed: false, collected: false, praiseCount: 0 })
    expect(stores.accounts.get('author1')).toMatchObject({ followed: false, followers: 5 })
    expect(stores.votes.get('v1')?.myOptionIds).toEqual([])
    expect(stores.topics.get('t1')?.vote?.myOptionId).toBeNull()
    expect(commentsOf(stores).get('c1')).toMatchObject({ praised: false, praiseCount: 1 })
    expect(circlesOf(stores).get('k1')).toMatchObject({ followed: false, memberCount: 3 })
    expect(livesOf(stores).get('W1')?.appointed).toBe(false)
    expect(stores.follow.hasUpdate).toBe(false)
  })

  it("the last viewer's unread counts go at once, and the new viewer's are asked where they were shown", async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    const messages = stores.lazyStore(MessageStore, (root, env) => new MessageStore(env, root.interactions))
    api.misc.unreadMessages.mockResolvedValueOnce({ comment: 3, praise: 1, follow: 0, system: 0 })
    await messages.refreshUnread()
    expect(messages.total).toBe(4)
    const next = deferred<{ comment: number; praise: number; follow: number; system: number }>()
    api.misc.unreadMessages.mockReturnValueOnce(next.promise)
    stores.session.setAccount(OTHER)
    expect(messages.total).toBe(0)
    expect(api.misc.unreadMessages).toHaveBeenLastCalledWith(OTHER)
    next.resolve({ comment: 0, praise: 0, follow: 2, system: 0 })
    await next.promise
    await Promise.resolve()
    expect(messages.total).toBe(2)
  })

  it('the same account with a new token is not a change: nothing is forgotten', () => {
    const { stores } = makeTestStores({ loggedIn: true })
    stores.accounts.merge({ accountId: 'author1', followed: true })
    stores.session.setAccount({ token: 'renewed' })
    expect(stores.accounts.isFollowed('author1')).toBe(true)
  })
})

describe('a list asked again for another viewer', () => {
  it("drops the last viewer's page on its way, so the answer shown is the new viewer's", async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    const visitorAnswer = deferred<ReturnType<typeof page<Dynamic>>>()
    api.article.dynamicList.mockReturnValueOnce(visitorAnswer.promise)
    const latest = stores.dynamics.feed({ kind: 'tab', tab: 'latest' })
    void latest.refresh()
    stores.session.setAccount(OTHER)
    api.article.dynamicList.mockResolvedValueOnce(page([dynamic('2', { praised: true })]))
    const restarted = latest.restart()
    expect(api.article.dynamicList).toHaveBeenLastCalledWith(expect.objectContaining({ accountId: '20002' }))
    await restarted
    visitorAnswer.resolve(page([dynamic('1')]))
    await visitorAnswer.promise
    expect(latest.items.map((item) => item.pubId)).toEqual(['2'])
    expect(latest.items[0].praised).toBe(true)
  })

  it("empties a list of the viewer's own at once (关注), and keeps any other list on screen while it reloads", async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    api.article.dynamicList.mockResolvedValue(page([dynamic('1')]))
    const follows = stores.dynamics.feed({ kind: 'tab', tab: 'follow' })
    const latest = stores.dynamics.feed({ kind: 'tab', tab: 'latest' })
    await Promise.all([follows.refresh(), latest.refresh()])
    api.article.dynamicList.mockReturnValue(new Promise(() => undefined))
    stores.session.setAccount(OTHER)
    void follows.restart()
    void latest.restart()
    expect(follows.items).toEqual([])
    expect(follows.loading).toBe(true)
    expect(latest.items).toHaveLength(1)
    expect(latest.refreshing).toBe(true)
  })
})
