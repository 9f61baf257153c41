/**
 * A feature icon that names an app function (docs/product.md §4.19): inside the app it shows and opens
 * the function through openFunction, then sends the route-function report; elsewhere it is left out.
 */
import { fireEvent, screen } from '@testing-library/react'
import { fakeApi as api } from '../../../support/store-env'
import Home from '@/pages/index/index'
import { flush, makeStores, pageOf, renderPage, setupPlatform } from '../follow/page-harness'
import { items } from './support'

const ICONS = [
  { id: '1', title: '直播', icon: '/i1.svg', url: '/community/live/index', sort: 1 },
  { id: '2', title: '开户', icon: '/i2.svg', url: 'broker://function/openAccount?from=community', sort: 2 },
]

beforeEach(() => {
  jest.clearAllMocks()
  jest.mocked(api.topic.topicRecommend).mockResolvedValue(pageOf([]))
  jest.mocked(api.misc.hotStocks).mockResolvedValue([])
  jest.mocked(api.page.info).mockRejectedValue(new Error('not configured'))
  jest.mocked(api.misc.porcelainList).mockResolvedValue(ICONS)
  jest.mocked(api.misc.newTopicAndArticle).mockResolvedValue({ topic: null, articles: [] })
  jest.mocked(api.article.activities).mockResolvedValue(pageOf([]))
  jest.mocked(api.article.dynamicList).mockResolvedValue(pageOf(items(1, 1)) as never)
  jest.mocked(api.routeConfig.report).mockReturnValue(undefined)
})

describe('app-function feature icons', () => {
  it('in the app: the icon opens the function with its params and reports it', async () => {
    const openFunction = jest.fn(async () => true)
    setupPlatform({ kind: 'native', openFunction })
    const stores = makeStores(true)
    stores.session.setClientInfo({ clientType: 'android' })
    await renderPage(Home, stores)
    await flush()
    const icons = screen.getAllByTestId('home-icon')
    expect(icons.map((icon) => icon.textContent)).toEqual(['直播', '开户'])
    fireEvent.click(icons[1])
    await flush()
    expect(openFunction).toHaveBeenCalledWith('openAccount', { from: 'community' })
    expect(api.routeConfig.report).toHaveBeenCalledWith({
      id: 'openAccount',
      clientType: 'android',
      accountId: 'dev-10001',
      params: { from: 'community' },
    })
  })

  it('in a browser or the mini-program the function icon is left out', async () => {
    for (const kind of ['browser', 'wx'] as const) {
      setupPlatform({ kind })
      const view = await renderPage(Home, makeStores(false))
      await flush()
      expect(screen.getAllByTestId('home-icon').map((icon) => icon.textContent)).toEqual(['直播'])
      view.unmount()
    }
    expect(api.routeConfig.report).not.toHaveBeenCalled()
  })
})
