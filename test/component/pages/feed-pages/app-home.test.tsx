import { act, fireEvent, render, screen } from '@testing-library/react'
import { TIMEOUTS } from '@/config/constants'
import { StoreProvider } from '@/stores'
import type { Activity, HotStock, PageInfo, Topic } from '@shared/api'
import { fakeApi as api } from '../../../support/store-env'
import Home from '@/pages/index/index'
import { deferred, dynamic, flush, makeStores, pageOf, renderPage, setupPlatform } from '../follow/page-harness'
import { describeFeedStates, items, type FeedLoader } from './support'

const dynamicList = () => jest.mocked(api.article.dynamicList) as unknown as FeedLoader

const topic = (id: string, title: string): Topic => ({
  topicId: id,
  title,
  cover: '',
  intro: '',
  readCount: 12000,
  discussCount: 3,
  hot: true,
  isActivity: false,
  showPosition: null,
  startDate: null,
  endDate: null,
})
const stock = (code: string, name: string, up: number): HotStock => ({ code, name, up_rose: up, price: 10, heat: 1 })

beforeEach(() => {
  jest.clearAllMocks()
  setupPlatform()
  jest.mocked(api.topic.topicRecommend).mockResolvedValue(pageOf([topic('1', '#新能源#')]))
  jest.mocked(api.misc.hotStocks).mockResolvedValue([stock('SH600519', '贵州茅台', 100)])
  jest.mocked(api.page.info).mockRejectedValue(new Error('not configured'))
  jest.mocked(api.misc.porcelainList).mockResolvedValue([])
  jest.mocked(api.misc.newTopicAndArticle).mockResolvedValue({ topic: null, articles: [] })
  jest.mocked(api.article.activities).mockResolvedValue(pageOf([]))
})

const homePage = (modules: PageInfo['modules']): PageInfo => ({
  pageId: 'app-home',
  title: '投资社区',
  shareTitle: null,
  shareDesc: null,
  shareImg: null,
  bgColor: null,
  modules,
})

describeFeedStates('app home', 'pages/index/index', Home, dynamicList)

describe('app home sections', () => {
  it('draws the sections above the feed in one piece with it, and a slow one holds the cards only for a while', async () => {
    jest.useFakeTimers()
    try {
      const topics = deferred<ReturnType<typeof pageOf<Topic>>>()
      jest.mocked(api.topic.topicRecommend).mockReturnValue(topics.promise)
      const stocks = deferred<HotStock[]>()
      jest.mocked(api.misc.hotStocks).mockReturnValue(stocks.promise)
      dynamicList().mockResolvedValue(pageOf(items(1, 2)))
      await renderPage(Home, makeStores(false))
      await flush()
      // The feed has arrived, the topics above it have not: no card yet, which they would push down.
      expect(screen.queryAllByTestId('feed-card')).toHaveLength(0)
      await act(async () => topics.resolve(pageOf([topic('1', '#新能源#')])))
      await flush()
      expect(screen.queryAllByTestId('feed-card')).toHaveLength(0)
      // Hot stocks never answer: after the wait the page shows without them.
      await act(async () => void jest.advanceTimersByTime(TIMEOUTS.homeSectionsWaitMs))
      await flush()
      expect(screen.getByText('#新能源#')).toBeTruthy()
      expect(screen.getAllByTestId('feed-card')).toHaveLength(2)
    } finally {
      jest.useRealTimers()
    }
  })

  it('shows hot topics, hot stocks with the live rise, and the recommended feed', async () => {
    jest.mocked(api.quote.query).mockResolvedValue([{ code: 'SH600519', up_rose: -250, price: 9 }])
    dynamicList().mockResolvedValue(pageOf(items(1, 2)))
    await renderPage(Home, makeStores(false))
    await flush()
    expect(screen.getByText('#新能源#')).toBeTruthy()
    expect(screen.getByText('贵州茅台')).toBeTruthy()
    expect(screen.getByTestId('hot-stock-rise').textContent).toBe('-2.50%')
    expect(dynamicList().mock.calls[0][0]).toMatchObject({ tab: 'recommend' })
    expect(screen.getAllByTestId('feed-card')).toHaveLength(2)
  })

  it('shows the campaigns operations list whose pages are built, once each, opening them by the route table', async () => {
    const activity = (id: string, title: string, url: string, status: Activity['status'] = 'ongoing'): Activity => ({
      activityId: id,
      title,
      cover: '',
      url,
      startDate: '2026-11-01 00:00:00',
      endDate: '2026-12-31 00:00:00',
      status,
    })
    jest
      .mocked(api.article.activities)
      .mockResolvedValue(
        pageOf([
          activity('1', '天天猜板块', '/activity/guessPlate/index'),
          activity('2', '晒徽章 享福利', '/activity/showRole/index'),
          activity('3', '天天猜板块', '/activity/guessPlate/index'),
          activity('4', '旧活动', '/activity/showRole/index', 'ended'),
          activity('5', '功能测试', '/community/testFun/index'),
        ]),
      )
    dynamicList().mockResolvedValue(pageOf(items(1, 1)))
    const { calls } = setupPlatform()
    await renderPage(Home, makeStores(false))
    const shown = screen.queryAllByTestId('home-activity').map((entry) => entry.getAttribute('data-url'))
    expect(shown).toEqual(['/activity/guessPlate/index', '/activity/showRole/index', '/community/testFun/index'])
    fireEvent.click(screen.getAllByTestId('home-activity')[0])
    await flush()
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/activity/guessPlate/index')
  })

  it('opens 晒徽章 through the app’s own web view inside the app, as the route table says', async () => {
    jest.mocked(api.article.activities).mockResolvedValue(
      pageOf([
        {
          activityId: '2',
          title: '晒徽章 享福利',
          cover: '',
          url: '/activity/showRole/index',
          startDate: '2026-11-01 00:00:00',
          endDate: '2026-12-31 00:00:00',
          status: 'ongoing',
        },
      ]),
    )
    dynamicList().mockResolvedValue(pageOf(items(1, 1)))
    const { calls } = setupPlatform({ kind: 'native' })
    await renderPage(Home, makeStores(false))
    fireEvent.click(screen.getByTestId('home-activity'))
    await flush()
    expect(calls.openUrl).toHaveBeenLastCalledWith(
      expect.stringMatching(/\/community\/activity\/showRole\/index\?navigationBarHidden=1$/),
      { navigationBarHidden: true },
    )
  })

  it('has a search entry, the configured banner, the feature icons of built pages and the newest topic', async () => {
    const { calls } = setupPlatform()
    jest
      .mocked(api.page.info)
      .mockResolvedValue(
        homePage([
          { moduleId: 'm1', type: 'banner', title: '轮播', config: { images: ['/b1.svg', 7, '', '/b2.svg'] } },
        ]),
      )
    jest.mocked(api.misc.porcelainList).mockResolvedValue([
      { id: '2', title: '直播', icon: '/i2.svg', url: '/community/live/index', sort: 2 },
      { id: '1', title: '热门话题', icon: '/i1.svg', url: '/topics/allTopic/index', sort: 1 },
      { id: '3', title: '猜板块', icon: '/i3.svg', url: '/activity/guessPlate/index', sort: 3 },
    ])
    jest.mocked(api.misc.newTopicAndArticle).mockResolvedValue({
      topic: topic('9', '半导体国产替代'),
      articles: [dynamic('31', { pubType: 2, title: '半导体设备的机会' })],
    })
    dynamicList().mockResolvedValue(pageOf(items(1, 1)))
    await renderPage(Home, makeStores(false))
    await flush()
    expect(api.page.info).toHaveBeenCalledWith('app-home')
    // Only well-formed image addresses make the banner.
    expect(screen.getByTestId('home-banner').querySelectorAll('.home-banner__image')).toHaveLength(2)
    // In their configured order.
    const icons = screen.getAllByTestId('home-icon').map((icon) => icon.textContent)
    expect(icons).toEqual(['热门话题', '直播', '猜板块'])
    fireEvent.click(screen.getAllByTestId('home-icon')[0])
    await flush()
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/topics/allTopic/index')
    const newest = screen.getByTestId('home-newest-topic')
    expect(newest.textContent).toContain('#半导体国产替代#')
    fireEvent.click(screen.getByText('半导体设备的机会'))
    await flush()
    expect(calls.navigateTo).toHaveBeenLastCalledWith(expect.stringContaining('articleDetail/index?articleId=31'))
    fireEvent.click(screen.getByTestId('home-all-topics'))
    fireEvent.click(screen.getByTestId('search-entry'))
    await flush()
    expect(calls.navigateTo).toHaveBeenCalledWith('/topics/allTopic/index')
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/search/index')
  })

  it('draws the search entry and the banner while the feed is still loading; the sections below wait for it', async () => {
    jest
      .mocked(api.page.info)
      .mockResolvedValue(homePage([{ moduleId: 'm1', type: 'banner', title: '轮播', config: { images: ['/b1.svg'] } }]))
    const feed = deferred<Awaited<ReturnType<FeedLoader>>>()
    dynamicList().mockReturnValue(feed.promise)
    await renderPage(Home, makeStores(false))
    await flush()
    expect(screen.getByTestId('search-entry')).toBeTruthy()
    expect(screen.getByTestId('home-banner')).toBeTruthy()
    expect(screen.queryByTestId('home-topics')).toBeNull()
    expect(screen.queryByTestId('home-more')).toBeNull()
    feed.resolve(pageOf(items(1, 2)))
    await flush()
    expect(screen.getByTestId('home-topics')).toBeTruthy()
    expect(screen.getAllByTestId('feed-card')).toHaveLength(2)
    // Still one banner: the lead is not drawn again with the content.
    expect(screen.getAllByTestId('home-banner')).toHaveLength(1)
  })

  it('draws the banner with its first render when the HTML carried the configuration, and does not ask for it', async () => {
    jest
      .mocked(api.page.infoAtBoot)
      .mockReturnValueOnce(
        homePage([{ moduleId: 'm1', type: 'banner', title: '轮播', config: { images: ['/b1.svg'] } }]),
      )
    dynamicList().mockReturnValue(deferred<Awaited<ReturnType<FeedLoader>>>().promise)
    act(() => {
      render(
        <StoreProvider store={makeStores(false)}>
          <Home />
        </StoreProvider>,
      )
    })
    const images = screen.getByTestId('home-banner').querySelectorAll('.home-banner__image')
    expect([...images].map((image) => image.getAttribute('src'))).toEqual(['/b1.svg'])
    await flush()
    expect(api.page.info).not.toHaveBeenCalled()
  })

  it('sections that fail are left out; the feed still shows', async () => {
    jest.mocked(api.topic.topicRecommend).mockRejectedValue(new Error('x'))
    jest.mocked(api.misc.hotStocks).mockRejectedValue(new Error('x'))
    dynamicList().mockResolvedValue(pageOf(items(1, 2)))
    await renderPage(Home, makeStores(false))
    expect(screen.queryByTestId('home-topics')).toBeNull()
    expect(screen.queryByTestId('home-stocks')).toBeNull()
    expect(screen.queryByTestId('home-banner')).toBeNull()
    expect(screen.queryByTestId('home-icons')).toBeNull()
    expect(screen.queryByTestId('home-newest-topic')).toBeNull()
    expect(screen.getAllByTestId('feed-card')).toHaveLength(2)
  })
})
