import { screen } from '@testing-library/react'
import type { HotStock, Topic } from '@shared/api'
import { fakeApi as api } from '../../../support/store-env'
import Home from '@/pages/index/index'
import { builtActivityEntries } from '@/pages/index/sections'
import { ROUTES } from '@/config/routes'
import { flush, makeStores, pageOf, renderPage, setupPlatform } from '../follow/page-harness'
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
})

describeFeedStates('app home', 'pages/index/index', Home, dynamicList)

describe('app home sections', () => {
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

  it('shows the campaign entries only for built activity pages', async () => {
    dynamicList().mockResolvedValue(pageOf(items(1, 1)))
    await renderPage(Home, makeStores(false))
    const built = ROUTES.filter((r) => r.root === 'activity' && r.path.endsWith('/index') && r.built)
    expect(builtActivityEntries().map((e) => e.path)).toEqual(built.map((r) => r.path))
    if (built.length === 0) expect(screen.queryByTestId('home-activities')).toBeNull()
    else expect(screen.getByTestId('home-activities')).toBeTruthy()
  })

  it('sections that fail are left out; the feed still shows', async () => {
    jest.mocked(api.topic.topicRecommend).mockRejectedValue(new Error('x'))
    jest.mocked(api.misc.hotStocks).mockRejectedValue(new Error('x'))
    dynamicList().mockResolvedValue(pageOf(items(1, 2)))
    await renderPage(Home, makeStores(false))
    expect(screen.queryByTestId('home-topics')).toBeNull()
    expect(screen.queryByTestId('home-stocks')).toBeNull()
    expect(screen.getAllByTestId('feed-card')).toHaveLength(2)
  })
})
