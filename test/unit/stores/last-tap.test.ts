/**
 * The last tap wins (docs/product.md §10.2): a switch shows every tap at once, keeps at most one request per item
 * on the wire, and sends one more when the person has since asked for the other state. Writes that make something
 * (a comment, a vote) stay one write per double tap.
 */
import type { Circle, Dynamic, FollowResult, PraiseResult } from '@shared/api'
import { ACTION_TEXTS } from '@/config/constants'
import { RequestError } from '@/http/types'
import { circlesOf, commentsOf } from '@/stores'
import { blankDynamic, commentFixture, deferred, type Deferred } from '../../support/fixtures'
import { makeTestStores } from '../../support/store-env'

const AUTH = { accountId: '10001', token: 'dev-token', userCode: 'U10001' }

function dynamic(id: string, overrides: Partial<Dynamic> = {}): Dynamic {
  return { ...blankDynamic(), pubType: 2, pubId: id, articleId: id, forId: id, accountId: 'author1', ...overrides }
}

/** A fake endpoint whose answers the test releases one by one, as a slow network would. */
function slowEndpoint<T>(mock: jest.Mock): Deferred<T>[] {
  const answers: Deferred<T>[] = []
  mock.mockImplementation(() => {
    const answer = deferred<T>()
    answers.push(answer)
    return answer.promise
  })
  return answers
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function likedItem(praised = false) {
  const made = makeTestStores({ loggedIn: true })
  const item = made.stores.dynamics.get(made.stores.dynamics.ingest(dynamic('1', { praised, praiseCount: 3 })))!
  const answers = slowEndpoint<PraiseResult>(made.api.like.toggle)
  return { ...made, item, answers }
}

describe('a like tapped again while its request is out', () => {
  it('like then unlike: the screen follows both taps, and one more request makes the server unliked', async () => {
    const { stores, api, item, answers } = likedItem()
    const first = stores.dynamics.toggleLike(item)
    expect(item).toMatchObject({ praised: true, praiseCount: 4 })
    const second = stores.dynamics.toggleLike(item)
    expect(item).toMatchObject({ praised: false, praise: 0, praiseCount: 3 })
    // Still one request on the wire.
    expect(api.like.toggle).toHaveBeenCalledTimes(1)
    expect(api.like.toggle).toHaveBeenLastCalledWith(AUTH, { pubType: 2, forId: '1' }, false)

    answers[0].resolve({ praised: true, praiseCount: 4 })
    await flush()
    // The answer is not the wanted state: un-like, and meanwhile the screen keeps the last tap.
    expect(api.like.toggle).toHaveBeenCalledTimes(2)
    expect(api.like.toggle).toHaveBeenLastCalledWith(AUTH, { pubType: 2, forId: '1' }, true)
    expect(item).toMatchObject({ praised: false, praiseCount: 3 })
    expect(stores.dynamics.isLikeBusy(item)).toBe(true)

    answers[1].resolve({ praised: false, praiseCount: 3 })
    await expect(first).resolves.toEqual({ status: 'done', result: { praised: false, praiseCount: 3 } })
    await expect(second).resolves.toEqual({ status: 'done', result: { praised: false, praiseCount: 3 } })
    expect(item).toMatchObject({ praised: false, praiseCount: 3 })
    expect(stores.dynamics.isLikeBusy(item)).toBe(false)
  })

  it('like, unlike, like: the request out already asks for the last state, so nothing more is sent', async () => {
    const { stores, api, item, answers } = likedItem()
    void stores.dynamics.toggleLike(item)
    void stores.dynamics.toggleLike(item)
    const last = stores.dynamics.toggleLike(item)
    expect(item).toMatchObject({ praised: true, praiseCount: 4 })
    answers[0].resolve({ praised: true, praiseCount: 9 })
    await expect(last).resolves.toMatchObject({ status: 'done' })
    expect(api.like.toggle).toHaveBeenCalledTimes(1)
    // The server's answer is the truth once it is the wanted state.
    expect(item).toMatchObject({ praised: true, praiseCount: 9 })
  })

  it('a tap during the second request makes a third, never two at once', async () => {
    const { stores, api, item, answers } = likedItem()
    void stores.dynamics.toggleLike(item)
    void stores.dynamics.toggleLike(item)
    answers[0].resolve({ praised: true, praiseCount: 4 })
    await flush()
    void stores.dynamics.toggleLike(item)
    expect(api.like.toggle).toHaveBeenCalledTimes(2)
    answers[1].resolve({ praised: false, praiseCount: 3 })
    await flush()
    expect(api.like.toggle).toHaveBeenCalledTimes(3)
    expect(api.like.toggle).toHaveBeenLastCalledWith(AUTH, { pubType: 2, forId: '1' }, false)
    answers[2].resolve({ praised: true, praiseCount: 4 })
    await flush()
    expect(item).toMatchObject({ praised: true, praiseCount: 4 })
  })

  it('a first request that fails puts back what the server had, and the taps made meanwhile are not sent', async () => {
    const { stores, api, item, answers, platform } = likedItem(true)
    void stores.dynamics.toggleLike(item)
    void stores.dynamics.toggleLike(item)
    void stores.dynamics.toggleLike(item)
    expect(item).toMatchObject({ praised: false, praiseCount: 2 })
    answers[0].reject(new RequestError('offline', 'network'))
    await flush()
    expect(item).toMatchObject({ praised: true, praiseCount: 3 })
    expect(api.like.toggle).toHaveBeenCalledTimes(1)
    // A lost network is said once for a switch (docs/product.md §8.5).
    expect(platform.toast).toHaveBeenCalledWith(ACTION_TEXTS.offline)
    expect(platform.toast).toHaveBeenCalledTimes(1)
  })

  it('a second request that fails leaves the state the first one reached, and says why', async () => {
    const { stores, item, answers, platform } = likedItem()
    void stores.dynamics.toggleLike(item)
    void stores.dynamics.toggleLike(item)
    answers[0].resolve({ praised: true, praiseCount: 7 })
    await flush()
    answers[1].reject(new RequestError('操作太频繁', 'business', 429))
    await flush()
    expect(item).toMatchObject({ praised: true, praiseCount: 7 })
    expect(platform.toast).toHaveBeenCalledWith('操作太频繁')
  })

  it('takes a state the server keeps whatever was asked, without asking again and again', async () => {
    const { stores, api, item, answers } = likedItem()
    void stores.dynamics.toggleLike(item)
    answers[0].resolve({ praised: false, praiseCount: 3 })
    await flush()
    expect(api.like.toggle).toHaveBeenCalledTimes(1)
    expect(item).toMatchObject({ praised: false, praiseCount: 3 })
  })

  it('an account change meanwhile sends nothing more for the last account and keeps none of its answer', async () => {
    const { stores, api, item, answers } = likedItem()
    void stores.dynamics.toggleLike(item)
    void stores.dynamics.toggleLike(item)
    stores.session.setAccount({ accountId: '20002', token: 'other', userCode: 'U20002' })
    answers[0].resolve({ praised: true, praiseCount: 4 })
    await flush()
    expect(api.like.toggle).toHaveBeenCalledTimes(1)
    expect(item.praised).toBe(false)
  })
})

describe('the other switches follow the last tap too', () => {
  it('follow then unfollow: two requests in turn, the fans and the viewer own following count move with each tap', async () => {
    const { stores, api, platform } = makeTestStores({ loggedIn: true })
    stores.accounts.merge({ accountId: '10001', following: 5 })
    const author = stores.accounts.merge({ accountId: 'author1', followers: 10 })
    const answers = slowEndpoint<FollowResult>(api.follow.setFollowed)
    void stores.accounts.toggleFollow('author1')
    expect(author).toMatchObject({ followed: true, followers: 11 })
    expect(stores.accounts.get('10001')?.following).toBe(6)
    const last = stores.accounts.toggleFollow('author1')
    expect(author).toMatchObject({ followed: false, followers: 10 })
    expect(stores.accounts.get('10001')?.following).toBe(5)
    expect(api.follow.setFollowed).toHaveBeenCalledTimes(1)
    expect(api.follow.setFollowed).toHaveBeenLastCalledWith(AUTH, 'author1', true)
    answers[0].resolve({ followed: true, followers: 11 })
    await flush()
    expect(api.follow.setFollowed).toHaveBeenLastCalledWith(AUTH, 'author1', false)
    answers[1].resolve({ followed: false, followers: 10 })
    await last
    expect(author).toMatchObject({ followed: false, followers: 10 })
    expect(stores.accounts.get('10001')?.following).toBe(5)
    // One word for the whole run of taps: where it ended.
    expect(platform.toast).toHaveBeenCalledTimes(1)
    expect(platform.toast).toHaveBeenCalledWith(ACTION_TEXTS.unfollowed)
  })

  it('collect, join a circle and a comment like: two quick taps end in the second state on the server', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    const item = stores.dynamics.get(stores.dynamics.ingest({ ...dynamic('1'), collected: false } as Dynamic))!
    const collects = slowEndpoint<boolean>(api.collection.collect)
    api.collection.uncollect.mockResolvedValue(false)
    void stores.dynamics.toggleCollect(item, 'https://x/1')
    const collected = stores.dynamics.toggleCollect(item, 'https://x/1')
    expect(item.collected).toBe(false)
    collects[0].resolve(true)
    await collected
    expect(api.collection.uncollect).toHaveBeenCalledTimes(1)
    expect(item.collected).toBe(false)

    const circles = circlesOf(stores)
    const circle: Circle = {
      circleId: 'k1',
      name: '圈',
      icon: '',
      intro: '',
      memberCount: 8,
      dynamicCount: 0,
      followed: false,
    }
    const entity = circles.get(circles.ingest(circle))!
    const joins = slowEndpoint<{ followed: boolean; memberCount: number }>(api.follow.followCircle)
    void circles.toggleJoin(entity)
    const left = circles.toggleJoin(entity)
    expect(entity).toMatchObject({ followed: false, memberCount: 8 })
    joins[0].resolve({ followed: true, memberCount: 9 })
    await flush()
    expect(api.follow.followCircle).toHaveBeenLastCalledWith(AUTH, 'k1', false)
    joins[1].resolve({ followed: false, memberCount: 8 })
    await left
    expect(entity).toMatchObject({ followed: false, memberCount: 8 })

    const comments = commentsOf(stores)
    const own = comments.get(
      comments.ingest(
        commentFixture('c1', { accountId: 'x', author: { nickName: '评论者', avatar: '', kind: 'user' } }),
      ),
    )!
    const likes = slowEndpoint<PraiseResult>(api.like.toggle)
    void comments.toggleLike(own, 2)
    const unliked = comments.toggleLike(own, 2)
    likes[0].resolve({ praised: true, praiseCount: 1 })
    await flush()
    likes[1].resolve({ praised: false, praiseCount: 0 })
    await unliked
    expect(api.like.toggle).toHaveBeenCalledTimes(2)
    expect(own).toMatchObject({ praised: false, praiseCount: 0 })
  })
})

describe('writes that make something stay one write per double tap', () => {
  it('a comment and a vote tapped twice are sent once', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    const posted = deferred<never>()
    api.publish.publishComment.mockReturnValue(posted.promise)
    void commentsOf(stores).post({ articleId: '1', content: '好' })
    await expect(commentsOf(stores).post({ articleId: '1', content: '好' })).resolves.toEqual({ status: 'busy' })
    expect(api.publish.publishComment).toHaveBeenCalledTimes(1)

    api.vote.vote.mockReturnValue(new Promise(() => undefined))
    void stores.votes.vote('v1', ['up'])
    await expect(stores.votes.vote('v1', ['up'])).resolves.toEqual({ status: 'busy' })
    expect(api.vote.vote).toHaveBeenCalledTimes(1)
  })
})
