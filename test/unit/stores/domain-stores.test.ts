import type { ArticleDetail, Comment, Dynamic, Vote } from '@shared/api'
import { ACTION_TEXTS, TEXTS } from '@/config/constants'
import { RequestError } from '@/http/types'
import { createMemoryStorage } from '@/platform/storage'
import { RECENT_SEARCH_KEY } from '@/stores/recent-searches'
import { PLACED_POSITION } from '@/stores/topics'
import { circlesOf, commentsOf, livesOf, recentSearchesOf, type RootStore } from '@/stores'
import { WATCHLIST_TEXTS, WatchlistStore } from '@/stores/watchlist'
import { apiPage, blankDynamic, commentFixture, replyFixture } from '../../support/fixtures'
import { fakeStorePlatform, makeTestStores } from '../../support/store-env'
import { laterTap } from '../../support/taps'

const page = apiPage

function dynamic(id: string, overrides: Partial<Dynamic> = {}): Dynamic {
  return {
    ...blankDynamic(),
    pubType: 2,
    pubId: id,
    articleId: id,
    title: `标题${id}`,
    accountId: 'author1',
    createdDate: '2026-11-22 09:00:00',
    forId: id,
    author: { nickName: '作者', avatar: '/a.png', kind: 'bigV' },
    summary: '摘要',
    images: ['/cover.png'],
    praiseCount: 3,
    commentCount: 1,
    ...overrides,
  }
}

const detail = (id: string, overrides: Partial<ArticleDetail> = {}): ArticleDetail => ({
  ...dynamic(id),
  content: null,
  html: '<p>正文</p>',
  source: 'article',
  readCount: 10,
  collected: false,
  vote: null,
  ...overrides,
})

const comment = (id: string, overrides: Partial<Comment> = {}): Comment =>
  commentFixture(id, { accountId: 'c1', author: { nickName: '评论者', avatar: '', kind: 'user' }, ...overrides })
const reply = replyFixture

const vote = (overrides: Partial<Vote> = {}): Vote => ({
  voteId: 'v1',
  title: '后市？',
  multiple: false,
  maxChoices: 1,
  deadline: null,
  closed: false,
  totalVotes: 2,
  options: [
    { optionId: 'up', text: '涨', count: 1 },
    { optionId: 'down', text: '跌', count: 1 },
  ],
  myOptionIds: [],
  ...overrides,
})

describe('one entity per item: every screen agrees', () => {
  it('a like on the detail page shows on the feed card of the same dynamic at once', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    api.article.dynamicList.mockResolvedValue(page([dynamic('1'), dynamic('2')]))
    const feed = stores.dynamics.feed({ kind: 'tab', tab: 'latest' })
    await feed.refresh()
    api.article.appInfo.mockResolvedValue(detail('1'))
    const opened = stores.dynamics.detail('1')
    await opened.reload()
    expect(opened.data).toBe(feed.items[0])
    api.like.toggle.mockResolvedValue({ praised: true, praiseCount: 4 })
    await stores.dynamics.toggleLike(opened.data!)
    expect(feed.items[0]).toMatchObject({ praised: true, praise: 1, praiseCount: 4, html: '<p>正文</p>' })
    expect(api.like.toggle).toHaveBeenCalledWith(
      { accountId: '10001', token: 'dev-token', userCode: 'U10001' },
      { pubType: 2, forId: '1' },
      false,
    )
  })

  it('a follow anywhere shows on every card, header and list of that author', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    api.article.dynamicList.mockResolvedValue(page([dynamic('1'), dynamic('2')]))
    await stores.dynamics.feed({ kind: 'tab', tab: 'latest' }).refresh()
    api.search.queryUserList.mockResolvedValue(
      page([
        {
          accountId: 'author1',
          nickName: '作者',
          avatar: '/a.png',
          bio: '',
          kind: 'bigV',
          verifiedTitle: '认证',
          followers: 10,
          following: 1,
          followed: false,
        },
      ]),
    )
    const found = stores.accounts.search('作者')
    await found.refresh()
    api.follow.setFollowed.mockResolvedValue({ followed: true, followers: 11 })
    const pending = stores.accounts.toggleFollow('author1')
    expect(found.items[0]).toMatchObject({ followed: true, followers: 11 })
    expect(stores.accounts.isFollowBusy('author1')).toBe(true)
    await pending
    expect(stores.accounts.isFollowed('author1')).toBe(true)
    expect(found.items[0].followers).toBe(11)
  })

  it('an older list answer does not undo a like or follow on its way', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    const key = stores.dynamics.ingest(dynamic('1'))
    const item = stores.dynamics.get(key)!
    api.like.toggle.mockReturnValue(new Promise(() => undefined))
    api.follow.setFollowed.mockReturnValue(new Promise(() => undefined))
    void stores.dynamics.toggleLike(item)
    void stores.accounts.toggleFollow('author1')
    stores.dynamics.ingest(dynamic('1', { praised: false, praiseCount: 3, followed: false }))
    expect(item).toMatchObject({ praised: true, praiseCount: 4 })
    expect(stores.accounts.isFollowed('author1')).toBe(true)
    expect(stores.dynamics.isLikeBusy(item)).toBe(true)
  })
})

describe('DynamicStore', () => {
  it('loads each feed source from its endpoint, as the viewer', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    for (const fn of [
      api.article.dynamicList,
      api.article.byAccount,
      api.follow.allFollowRecommend,
      api.topic.queryHotRecommendArticle,
      api.search.queryColumn,
      api.article.byStockCode,
    ])
      fn.mockResolvedValue(page([dynamic('1', { followed: true })]))
    // The 直播 tab asks status by status; only one live is on air.
    api.live.getLives.mockResolvedValue(page([]))
    api.live.getLives.mockResolvedValueOnce(
      page([
        {
          webinarId: 'W1',
          title: '直播',
          cover: '',
          accountId: 'author1',
          author: { nickName: '作者', avatar: '', kind: 'org' },
          startTime: '2026-11-22 09:00:00',
          endTime: null,
          status: 'live',
          supplier: 3,
          openType: 1,
          viewCount: 0,
          appointed: false,
          linkUrl: null,
        },
      ]),
    )
    stores.accounts.merge({ accountId: 'author1', followed: true })
    const feeds = [
      stores.dynamics.feed({ kind: 'tab', tab: 'recommend' }),
      stores.dynamics.feed({ kind: 'account', accountId: 'author1' }),
      stores.dynamics.feed({ kind: 'followed' }),
      stores.dynamics.feed({ kind: 'hotRecommend' }),
      stores.dynamics.feed({ kind: 'search', keyword: '白酒', source: 'article' }),
      stores.dynamics.feed({ kind: 'stock', code: 'SH600519' }),
      stores.dynamics.feed({ kind: 'lives' }),
    ]
    await Promise.all(feeds.map((feed) => feed.refresh()))
    expect(feeds.map((feed) => feed.items.length)).toEqual([1, 1, 1, 1, 1, 1, 1])
    expect(api.article.dynamicList).toHaveBeenCalledWith({
      tab: 'recommend',
      pageNum: 1,
      pageSize: 20,
      accountId: '10001',
    })
    expect(api.article.byAccount).toHaveBeenCalledWith(expect.objectContaining({ toAccountId: 'author1' }))
    expect(api.search.queryColumn).toHaveBeenCalledWith(expect.objectContaining({ keyword: '白酒', source: 'article' }))
    expect(api.article.byStockCode).toHaveBeenCalledWith(expect.objectContaining({ stockCode: 'SH600519' }))
    expect(feeds[6].items[0]).toMatchObject({ pubType: 3, webinarId: 'W1' })
    // A live card's followed flag is only a default: it must not undo the author's known state.
    expect(stores.accounts.isFollowed('author1')).toBe(true)
  })

  it('rolls a refused like back with the server message; a lost network rolls back and says so', async () => {
    const { stores, api, platform } = makeTestStores({ loggedIn: true })
    const item = stores.dynamics.get(stores.dynamics.ingest(dynamic('1', { praised: true, praise: 1 })))!
    api.like.toggle.mockRejectedValueOnce(new RequestError('点赞太频繁', 'business', 429))
    await stores.dynamics.toggleLike(item)
    expect(item).toMatchObject({ praised: true, praise: 1, praiseCount: 3 })
    expect(platform.toast).toHaveBeenCalledWith('点赞太频繁')
    api.like.toggle.mockRejectedValueOnce(new RequestError('offline', 'network'))
    await stores.dynamics.toggleLike(item)
    expect(item).toMatchObject({ praised: true, praise: 1, praiseCount: 3 })
    expect(platform.toast).toHaveBeenLastCalledWith(ACTION_TEXTS.offline)
  })

  it('collects through the collection API outside the app and through the app favourites inside it', async () => {
    const web = makeTestStores({ loggedIn: true })
    const item = web.stores.dynamics.get(web.stores.dynamics.ingest(detail('1')))!
    web.api.collection.collect.mockResolvedValue(true)
    await web.stores.dynamics.toggleCollect(item, '/share')
    expect(item.collected).toBe(true)
    expect(web.platform.toast).toHaveBeenCalledWith(ACTION_TEXTS.collected)
    web.api.collection.uncollect.mockResolvedValue(false)
    laterTap()
    await web.stores.dynamics.toggleCollect(item, '/share')
    expect(item.collected).toBe(false)
    await web.stores.dynamics.readAppFavourite(item)
    expect(web.platform.getFavourite).not.toHaveBeenCalled()

    const app = makeTestStores({ loggedIn: false, platform: fakeStorePlatform('native') })
    const inApp = app.stores.dynamics.get(app.stores.dynamics.ingest(detail('2')))!
    jest.mocked(app.platform.getFavourite).mockResolvedValue(true)
    await app.stores.dynamics.readAppFavourite(inApp)
    expect(inApp.collected).toBe(true)
    await app.stores.dynamics.toggleCollect(inApp, '/share')
    expect(app.platform.setFavourite).toHaveBeenCalledWith(
      expect.objectContaining({ newsId: '2', link: '/share', cover: '/cover.png' }),
      false,
    )
    expect(inApp.collected).toBe(false)
    jest.mocked(app.platform.setFavourite).mockResolvedValue(false)
    laterTap()
    await app.stores.dynamics.toggleCollect(inApp, '/share')
    expect(inApp.collected).toBe(false)
    expect(app.platform.toast).toHaveBeenLastCalledWith(ACTION_TEXTS.failed)
  })

  it('deletes the viewer own post or article, and it leaves every list', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    api.article.dynamicList.mockResolvedValue(
      page([dynamic('1', { accountId: '10001' }), dynamic('2', { pubType: 5, accountId: '10001' })]),
    )
    const feed = stores.dynamics.feed({ kind: 'tab', tab: 'latest' })
    await feed.refresh()
    const [article, post] = feed.items
    expect(stores.dynamics.isMine(article)).toBe(true)
    api.article.deleteArticle.mockResolvedValue(null)
    api.publish.removeContent.mockResolvedValue(null)
    await stores.dynamics.remove(article)
    await stores.dynamics.remove(post)
    expect(api.article.deleteArticle).toHaveBeenCalledWith(expect.objectContaining({ accountId: '10001' }), '1')
    expect(api.publish.removeContent).toHaveBeenCalledWith(expect.anything(), 'view', '2')
    expect(feed.items).toEqual([])
  })

  it('counts a read, looks up article info, and loads nothing for a broken id', async () => {
    const { stores, api } = makeTestStores({ loggedIn: false })
    api.article.appInfo.mockResolvedValue(detail('1'))
    const opened = stores.dynamics.detail('1')
    await opened.reload()
    expect(api.article.appInfo).toHaveBeenCalledWith('1', undefined)
    api.article.countRead.mockResolvedValue(11)
    await stores.dynamics.countRead('1')
    expect(opened.data?.readCount).toBe(11)
    await stores.dynamics.countRead('unknown')
    api.article.infoByArticleId.mockResolvedValue({ source: 'post', title: 't', orgArtId: null, linkUrl: null })
    await expect(stores.dynamics.articleInfo('7')).resolves.toMatchObject({ source: 'post' })
    const broken = stores.dynamics.detail(null)
    await broken.reload()
    expect(broken.loading).toBe(false)
    expect(broken.data).toBeNull()
  })

  it('keeps the detail vote in the vote store', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    api.article.appInfo.mockResolvedValue(detail('1', { vote: vote() }))
    await stores.dynamics.detail('1').reload()
    expect(stores.votes.get('v1')?.totalVotes).toBe(2)
  })
})

describe('CommentStore', () => {
  it('posts a comment on top of the article list and moves the dynamic count; the text goes with emoji as entities', async () => {
    const { stores, api, platform } = makeTestStores({ loggedIn: true })
    const item = stores.dynamics.get(stores.dynamics.ingest(dynamic('1')))!
    api.article.comments.mockResolvedValue(page([comment('c1')]))
    const list = commentsOf(stores).ofArticle('1')
    expect(commentsOf(stores).ofArticle('1')).toBe(list)
    await list.refresh()
    api.publish.publishComment.mockResolvedValue(comment('c2', { accountId: '10001' }))
    const sent = commentsOf(stores).post({ articleId: '1', content: '好文😀' })
    expect(commentsOf(stores).isSending('1')).toBe(true)
    await sent
    expect(api.publish.publishComment).toHaveBeenCalledWith(
      expect.objectContaining({ articleId: '1', content: '好文&#128512;', parentId: undefined }),
    )
    expect(list.items.map((c) => c.commentId)).toEqual(['c2', 'c1'])
    expect(item.commentCount).toBe(2)
    expect(platform.toast).toHaveBeenCalledWith(ACTION_TEXTS.commented)
  })

  it('files a reply at the end of its thread, counts it, and the thread total follows', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    api.article.commentReplies.mockResolvedValue({
      comment: comment('c1', { replyCount: 1 }),
      replies: { ...page([reply('r1', 'c1')], true), total: 3 },
    })
    const thread = commentsOf(stores).thread('c1')
    expect(commentsOf(stores).thread('c1')).toBe(thread)
    expect(thread.total).toBe(0)
    await thread.list.refresh()
    expect(thread.head?.commentId).toBe('c1')
    expect(thread.total).toBe(3)
    api.publish.publishComment.mockResolvedValue(reply('r9', 'c1'))
    await commentsOf(stores).post({ articleId: '1', parentId: 'c1', content: '回复' })
    expect(thread.list.items.map((r) => r.commentId)).toEqual(['r1', 'r9'])
    expect(thread.total).toBe(4)
    expect(thread.head?.replyCount).toBe(2)
  })

  it('keeps the text for the caller when sending fails, with a clear message', async () => {
    const { stores, api, platform } = makeTestStores({ loggedIn: true })
    api.publish.publishComment.mockRejectedValueOnce(new RequestError(TEXTS.requestError, 'business', 500))
    const outcome = await commentsOf(stores).post({ articleId: '1', content: '不能丢' })
    expect(outcome.status).toBe('failed')
    expect(platform.toast).toHaveBeenCalledWith(ACTION_TEXTS.sendFailed)
    // With no network it says where the text is (docs/product.md §8.5).
    api.publish.publishComment.mockRejectedValueOnce(new RequestError('offline', 'network'))
    await commentsOf(stores).post({ articleId: '1', content: '不能丢' })
    expect(platform.toast).toHaveBeenLastCalledWith(ACTION_TEXTS.offlineDraft)
  })

  it('likes a comment under its dynamic pubType, and deletes own comments and replies', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    stores.dynamics.ingest(dynamic('1'))
    const mine = commentsOf(stores).get(
      commentsOf(stores).ingest(comment('c1', { accountId: '10001', replyCount: 1 })),
    )!
    api.like.toggle.mockResolvedValue({ praised: true, praiseCount: 1 })
    await commentsOf(stores).toggleLike(mine, 5)
    expect(api.like.toggle).toHaveBeenCalledWith(expect.anything(), { pubType: 5, forId: 'c1', isComment: true }, false)
    expect(mine.praised).toBe(true)
    expect(commentsOf(stores).isLikeBusy('c1')).toBe(false)
    api.like.toggle.mockRejectedValue(new RequestError(TEXTS.requestError, 'business', 500))
    await commentsOf(stores).toggleLike(mine, 5)
    expect(mine).toMatchObject({ praised: true, praiseCount: 1 })

    api.article.commentReplies.mockResolvedValue({ comment: mine, replies: { ...page([reply('r1', 'c1')]), total: 1 } })
    const thread = commentsOf(stores).thread('c1')
    await thread.list.refresh()
    api.publish.removeContent.mockResolvedValue(null)
    expect(commentsOf(stores).isMine(thread.list.items[0])).toBe(true)
    await commentsOf(stores).remove(thread.list.items[0])
    expect(thread.list.items).toEqual([])
    expect(thread.head?.replyCount).toBe(0)
    expect(thread.total).toBe(0)
    await commentsOf(stores).remove(mine)
    expect(api.publish.removeContent).toHaveBeenLastCalledWith(expect.anything(), 'comment', 'c1')
    expect(stores.dynamics.byArticle('1')?.commentCount).toBe(0)
  })
})

describe('VoteStore, QuoteStore, CircleStore, TopicStore, RecentSearchStore', () => {
  it('votes once and shows the results the server sends; refreshes from the vote endpoint', async () => {
    const { stores, api, platform } = makeTestStores({ loggedIn: true })
    stores.votes.ingest(vote())
    api.vote.detail.mockResolvedValue(vote({ totalVotes: 5 }))
    await stores.votes.refresh('v1')
    expect(stores.votes.get('v1')?.totalVotes).toBe(5)
    api.vote.detail.mockRejectedValue(new Error('down'))
    await stores.votes.refresh('v1')
    expect(stores.votes.get('v1')?.totalVotes).toBe(5)
    api.vote.vote.mockResolvedValue(vote({ totalVotes: 6, myOptionIds: ['up'] }))
    await stores.votes.vote('v1', ['up'])
    expect(stores.votes.get('v1')?.myOptionIds).toEqual(['up'])
    expect(stores.votes.isBusy('v1')).toBe(false)
    api.vote.vote.mockRejectedValue(new RequestError(TEXTS.requestError, 'business', 500))
    laterTap()
    await stores.votes.vote('v1', ['down'])
    expect(platform.toast).toHaveBeenCalledWith(ACTION_TEXTS.voteFailed)
  })

  it('asks each quote once a minute, again after a failure, and loads one stock for its page', async () => {
    let now = 1_000_000
    const { stores, api } = makeTestStores({ now: () => new Date(now) })
    api.quote.query.mockResolvedValue([{ code: 'SH600519', up_rose: 120, price: 1500, name: '贵州茅台' }])
    stores.quotes.request(['sh600519', ' ', 'SH600519'])
    stores.quotes.request(['SH600519'])
    expect(api.quote.query).toHaveBeenCalledTimes(1)
    expect(api.quote.query).toHaveBeenCalledWith(['SH600519'])
    await Promise.resolve()
    await Promise.resolve()
    expect(stores.quotes.rise('sh600519')).toBe(120)
    now += 61_000
    api.quote.query.mockRejectedValueOnce(new Error('down'))
    stores.quotes.request(['SH600519'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    stores.quotes.request(['SH600519'])
    expect(api.quote.query).toHaveBeenCalledTimes(3)
    const one = stores.quotes.load('SH600519')
    await one.reload()
    expect(one.data?.price).toBe(1500)
    const none = stores.quotes.load(null)
    await none.reload()
    expect(none.data).toBeNull()
    api.misc.hotStocks.mockResolvedValue([
      { code: 'SZ000001', name: '平安银行', up_rose: 10 },
      { code: 'SZ000002', name: '万科A', up_rose: -10 },
    ])
    const hot = stores.quotes.hotStocks(1)
    await hot.reload()
    expect(hot.data).toHaveLength(1)
    expect(api.quote.query).toHaveBeenLastCalledWith(['SZ000001'])
  })

  it('reads and adds to the watchlist only inside the app, as one interaction (WatchlistStore)', async () => {
    const watchlistOf = (stores: RootStore) =>
      stores.lazyStore(WatchlistStore, (root, env) => new WatchlistStore(env, root.interactions))
    const web = makeTestStores()
    const outside = watchlistOf(web.stores)
    expect(outside.state('SH600519')).toBe('app-only')
    await expect(outside.add('SH600519')).resolves.toMatchObject({ status: 'failed' })
    expect(web.platform.toast).toHaveBeenCalledWith(TEXTS.openInApp)
    expect(web.platform.addWatchlistStock).not.toHaveBeenCalled()

    const app = makeTestStores({ platform: fakeStorePlatform('native') })
    const inside = watchlistOf(app.stores)
    jest.mocked(app.platform.getWatchlistStocks).mockResolvedValue(['sz000001'])
    await inside.check('SZ000001')
    await inside.check('SH600519')
    expect(inside.state('SZ000001')).toBe('present')
    expect(inside.state('SH600519')).toBe('absent')
    jest.mocked(app.platform.addWatchlistStock).mockResolvedValue(true)
    const adding = inside.add('SH600519')
    expect(inside.state('SH600519')).toBe('present')
    expect(inside.isBusy('SH600519')).toBe(true)
    await expect(inside.add('SH600519')).resolves.toEqual({ status: 'busy' })
    await expect(adding).resolves.toEqual({ status: 'done', result: true })
    expect(app.platform.addWatchlistStock).toHaveBeenCalledTimes(1)
    expect(app.platform.toast).toHaveBeenLastCalledWith(WATCHLIST_TEXTS.added)

    jest.mocked(app.platform.addWatchlistStock).mockRejectedValue(new Error('bridge'))
    await inside.check('SZ000002')
    await expect(inside.add('SZ000002')).resolves.toMatchObject({ status: 'failed' })
    expect(inside.state('SZ000002')).toBe('absent')
    expect(app.platform.toast).toHaveBeenLastCalledWith(WATCHLIST_TEXTS.failed)
  })

  it('lists the app’s watchlist groups, none outside the app or when the app fails, and adds into the one picked', async () => {
    const watchlistOf = (stores: RootStore) =>
      stores.lazyStore(WatchlistStore, (root, env) => new WatchlistStore(env, root.interactions))
    const web = makeTestStores()
    await expect(watchlistOf(web.stores).groups()).resolves.toEqual([])
    expect(web.platform.getWatchlistGroups).not.toHaveBeenCalled()

    const app = makeTestStores({ platform: fakeStorePlatform('native') })
    const inside = watchlistOf(app.stores)
    jest.mocked(app.platform.getWatchlistGroups).mockResolvedValue([{ id: '7', name: '长线' }])
    await expect(inside.groups()).resolves.toEqual([{ id: '7', name: '长线' }])
    jest.mocked(app.platform.getWatchlistGroups).mockRejectedValue(new Error('bridge'))
    await expect(inside.groups()).resolves.toEqual([])
    jest.mocked(app.platform.addWatchlistStock).mockResolvedValue(true)
    await inside.add('SH600519', '7')
    expect(app.platform.addWatchlistStock).toHaveBeenCalledWith('SH600519', '7')
  })

  it('joins and leaves a circle in one action; my circles drop a circle left anywhere', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    const circle = {
      circleId: 'k1',
      name: '白酒圈',
      icon: '',
      intro: '',
      memberCount: 9,
      dynamicCount: 0,
      followed: true,
    }
    api.follow.myFollowCircles.mockResolvedValue(page([circle]))
    const mine = circlesOf(stores).mine('10001')
    await mine.refresh()
    const entity = mine.items[0]
    api.follow.followCircle.mockResolvedValue({ followed: false, memberCount: 8 })
    const leaving = circlesOf(stores).toggleJoin(entity)
    expect(circlesOf(stores).isJoinBusy('k1')).toBe(true)
    circlesOf(stores).ingest({ ...circle })
    expect(entity.followed).toBe(false)
    await leaving
    expect(mine.items).toEqual([])
    expect(api.follow.followCircle).toHaveBeenCalledWith(expect.anything(), 'k1', false)
    api.follow.followCircle.mockRejectedValue(new RequestError('offline', 'network'))
    await circlesOf(stores).toggleJoin(entity)
    expect(entity).toMatchObject({ followed: false, memberCount: 8 })
  })

  it('lists hot topics and keeps recent searches on the device', async () => {
    const { stores, api } = makeTestStores()
    const topic = {
      topicId: 't1',
      title: '#新能源#',
      cover: '',
      intro: '',
      readCount: 1,
      discussCount: 1,
      hot: true,
      isActivity: false,
      showPosition: null,
      startDate: null,
      endDate: null,
    }
    api.topic.topicRecommend.mockResolvedValue(page([topic], true))
    const hot = stores.topics.recommended(4)
    await hot.refresh()
    expect(hot.items[0].title).toBe('#新能源#')
    expect(hot.hasMore).toBe(false)

    const storage = createMemoryStorage()
    const recent = recentSearchesOf(makeTestStores({ localStorage: storage }).stores)
    recent.add('白酒')
    recent.add('光伏')
    recent.add('白酒')
    expect(recent.words).toEqual(['白酒', '光伏'])
    expect(recentSearchesOf(makeTestStores({ localStorage: storage }).stores).words).toEqual(['白酒', '光伏'])
    recent.clear()
    expect(storage.get(RECENT_SEARCH_KEY)).toBeNull()
  })

  it('votes on a topic once: the count moves at once, the server result stays, a failure puts it back', async () => {
    const { stores, api, platform } = makeTestStores({ loggedIn: true })
    const options = [
      { optionId: 'up', title: '看多', count: 3 },
      { optionId: 'down', title: '看空', count: 1 },
    ]
    const topic = {
      topicId: 't2',
      title: '#白酒#',
      cover: '',
      intro: '',
      readCount: 1,
      discussCount: 1,
      hot: false,
      isActivity: false,
      showPosition: null,
      startDate: null,
      endDate: null,
      participantAvatars: [],
      vote: { myOptionId: null, options },
    }
    api.topic.queryTopicInfo.mockResolvedValue(topic)
    const detail = stores.topics.detail('t2')
    await detail.reload()
    const entity = detail.data!
    let answer: (v: unknown) => void = () => undefined
    api.topic.topicVote.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const voting = stores.topics.vote(entity, 'up')
    expect(entity.vote).toEqual({ myOptionId: 'up', options: [{ ...options[0], count: 4 }, options[1]] })
    expect(stores.topics.isVoteBusy('t2')).toBe(true)
    // A refresh landing mid-vote does not undo what the viewer just did.
    stores.topics.ingest(topic)
    expect(entity.vote?.myOptionId).toBe('up')
    answer({ myOptionId: 'up', options: [{ ...options[0], count: 10 }, options[1]] })
    await voting
    expect(stores.topics.get('t2')?.vote?.options[0].count).toBe(10)
    expect(platform.toast).toHaveBeenCalledWith(ACTION_TEXTS.voted)

    const fresh = { ...topic, topicId: 't3' }
    api.topic.queryTopicInfo.mockResolvedValue(fresh)
    const other = stores.topics.detail('t3')
    await other.reload()
    api.topic.topicVote.mockRejectedValue(new RequestError(TEXTS.requestError, 'business', 500))
    await stores.topics.vote(other.data!, 'down')
    expect(other.data?.vote).toEqual(fresh.vote)
    expect(platform.toast).toHaveBeenLastCalledWith(ACTION_TEXTS.voteFailed)
  })

  it('lists every topic with the placed ones first and not twice; a keyword searches instead', async () => {
    const { stores, api } = makeTestStores()
    const topic = (topicId: string) => ({
      topicId,
      title: `#${topicId}#`,
      cover: '',
      intro: '',
      readCount: 1,
      discussCount: 1,
      hot: false,
      isActivity: false,
      showPosition: null,
      startDate: null,
      endDate: null,
    })
    api.topic.queryTopicByShowPosition.mockResolvedValue([topic('p1'), topic('b')])
    api.topic.queryTopicAll.mockResolvedValue(page([topic('a'), topic('b'), topic('c')]))
    const all = stores.topics.all()
    await all.refresh()
    expect(all.items.map((t) => t.topicId)).toEqual(['p1', 'b', 'a', 'c'])
    expect(api.topic.queryTopicByShowPosition).toHaveBeenCalledWith(PLACED_POSITION)
    api.topic.queryTopicPage.mockResolvedValue(page([topic('x')], true))
    const found = stores.topics.all(' 白酒 ')
    await found.refresh()
    expect(found.items.map((t) => t.topicId)).toEqual(['x'])
    expect(api.topic.queryTopicPage).toHaveBeenCalledWith(expect.objectContaining({ keyword: '白酒' }))
  })

  it('opens an account home with its account merged, and lists recommended and followed accounts', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    const account = {
      accountId: 'a9',
      nickName: '机构',
      avatar: '',
      bio: '简介',
      kind: 'org' as const,
      verifiedTitle: '认证机构',
      followers: 100,
      following: 0,
      followed: true,
    }
    api.bigV.homeInfo.mockResolvedValue({ account, articleCount: 1, liveCount: 0, videoCount: 0, praiseCount: 0 })
    const home = stores.accounts.home('a9')
    await home.reload()
    expect(home.data?.account).toBe(stores.accounts.get('a9'))
    api.follow.recommendUserList.mockResolvedValue(page([account], true))
    const recommended = stores.accounts.recommended(10)
    await recommended.refresh()
    expect(recommended.hasMore).toBe(true)
    api.follow.moreRecommendUserList.mockResolvedValue(page([{ ...account, accountId: 'a10' }], false))
    await recommended.loadMore()
    expect(api.follow.moreRecommendUserList).toHaveBeenCalledWith(expect.objectContaining({ pageNum: 2, pageSize: 10 }))
    expect(recommended.items.map((a) => a.accountId)).toEqual(['a9', 'a10'])
    expect(recommended.hasMore).toBe(false)
    api.follow.myFollowUsers.mockResolvedValue(page([{ ...account, lastDynamicDate: '2026-11-22 08:00:00' }], true))
    const follows = stores.accounts.myFollows('10001', 50)
    await follows.refresh()
    expect(follows.items[0].lastDynamicDate).toBe('2026-11-22 08:00:00')
    expect(stores.accounts.isSelf('10001')).toBe(true)
    expect(stores.accounts.isSelf('a9')).toBe(false)
    stores.accounts.noteAuthor('', { nickName: '', avatar: '', kind: 'user' })
    expect(stores.accounts.get('')).toBeUndefined()
  })
})

describe('follow news before 我的关注 is opened', () => {
  const user = (id: string, lastDynamicDate: string | null) => ({
    accountId: id,
    nickName: id,
    avatar: '',
    bio: '',
    kind: 'user' as const,
    verifiedTitle: null,
    followers: 0,
    following: 0,
    followed: true,
    lastDynamicDate,
  })

  it('sets the dot from the followed accounts and the last clicks, for a logged-in viewer only', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    api.follow.myFollowUsers.mockResolvedValue(page([user('a', '2026-11-22 11:00:00'), user('b', null)]))
    api.follow.lastClickTimes.mockResolvedValue({ a: '2026-11-22 10:00:00' })
    await stores.checkFollowNews()
    expect(stores.follow.hasUpdate).toBe(true)
    expect([...stores.follow.newsIds([user('a', '2026-11-22 11:00:00'), user('b', null)])]).toEqual(['a'])
    stores.follow.markClicked('a')
    stores.follow.noteNews([user('a', '2026-11-22 11:00:00')])
    expect(stores.follow.hasUpdate).toBe(false)

    api.follow.myFollowUsers.mockRejectedValue(new Error('down'))
    stores.follow.setHasUpdate(true)
    await stores.checkFollowNews()
    expect(stores.follow.hasUpdate).toBe(true)

    const visitor = makeTestStores({ loggedIn: false })
    await visitor.stores.checkFollowNews()
    expect(visitor.api.follow.myFollowUsers).not.toHaveBeenCalled()
  })
})

describe('logout from the stores', () => {
  it('goes through the login flow given to the stores, and is a no-op without one', async () => {
    const logout = jest.fn(async () => undefined)
    const { stores } = makeTestStores({ loggedIn: true, env: { logout } })
    await stores.logout()
    expect(logout).toHaveBeenCalledTimes(1)
    await expect(makeTestStores().stores.logout()).resolves.toBeUndefined()
  })
})

describe('LiveStore', () => {
  const live = (id: string, appointed = false) => ({
    webinarId: id,
    title: `直播${id}`,
    cover: '',
    accountId: 'a1',
    author: { nickName: '主播', avatar: '', kind: 'org' as const },
    startTime: '2026-11-22 10:00:00',
    endTime: null,
    status: 'upcoming' as const,
    supplier: 3,
    openType: 1,
    viewCount: 0,
    appointed,
    linkUrl: null,
  })

  it('lists lives by status, keeps one copy, and books a reminder that every list shows', async () => {
    const { stores, api } = makeTestStores({ loggedIn: true })
    api.live.v2GetLives.mockResolvedValue(page([live('W1')]))
    const upcoming = livesOf(stores).list('upcoming')
    await upcoming.refresh()
    expect(api.live.v2GetLives).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'upcoming', accountId: '10001' }),
    )
    api.live.saveApptHis.mockResolvedValue({ appointed: true })
    const booking = livesOf(stores).appoint(upcoming.items[0])
    expect(livesOf(stores).isAppointBusy('W1')).toBe(true)
    livesOf(stores).ingest(live('W1', false))
    expect(upcoming.items[0].appointed).toBe(true)
    await booking
    expect(livesOf(stores).get('W1')?.appointed).toBe(true)
  })

  it('shows lives unless the switch says off, also when the switch cannot be read', async () => {
    const { stores, api } = makeTestStores()
    api.misc.interfaceSwitch.mockResolvedValueOnce({ liveEntry: false })
    const off = livesOf(stores).enabled()
    await off.reload()
    expect(off.data).toBe(false)
    api.misc.interfaceSwitch.mockRejectedValueOnce(new Error('down'))
    const unknown = livesOf(stores).enabled()
    await unknown.reload()
    expect(unknown.data).toBe(true)
    api.live.getLiveOpenType.mockResolvedValue(2)
    await expect(livesOf(stores).openType('W1')).resolves.toBe(2)
    api.live.v2GetMyPageLive.mockResolvedValue(page([live('W9')]))
    const mine = livesOf(stores).ofAccount('a1')
    await mine.refresh()
    expect(api.live.v2GetMyPageLive).toHaveBeenCalledWith(expect.objectContaining({ toAccountId: 'a1', pageNum: 1 }))
    expect(mine.items[0].webinarId).toBe('W9')
    expect(livesOf(stores).asFeedItem(mine.items[0])).toMatchObject({ pubType: 3, webinarId: 'W9', h5Url: null })
  })
})
