import { fireEvent, screen, waitFor } from '@testing-library/react'
import { ANALYTICS_EVENTS, installAnalyticsRecorder, type EventProperties } from '@/analytics'
import { TEXTS } from '@/config/constants'
import { WATCHLIST_TEXTS } from '@/stores/watchlist'
import { cleanStockCode } from '@/lib'
import StockPage, { WATCH_BUTTON_TEXTS } from '@/subPackages-stock/pages/stock/stock'
import { api as fake, resetFakeApi } from '../../article/fake-api'
import {
  DEV,
  flush,
  makeDynamic,
  makeStores,
  pageOf,
  renderWithStores,
  setRoute,
  setupPlatform,
} from '../../article/support'

const PATH = 'subPackages-stock/pages/stock/stock'

function open(params: Record<string, string>) {
  setRoute(PATH, params)
  return renderWithStores(<StockPage />, makeStores(true))
}

beforeEach(() => {
  resetFakeApi()
  fake.article.byStockCode.mockResolvedValue(pageOf([]))
})

describe('stock page: states', () => {
  it('reads codes with a market prefix only', () => {
    expect(cleanStockCode(' sh600519 ')).toBe('SH600519')
    expect(cleanStockCode('600519')).toBeNull()
    expect(cleanStockCode(undefined)).toBeNull()
  })

  it('shows a clear message for a bad code', async () => {
    setupPlatform()
    open({ code: '<x>', name: '', from: 'community' })
    expect((await screen.findByTestId('empty-view')).textContent).toBe('股票代码有误')
    expect(fake.quote.query).not.toHaveBeenCalled()
  })

  it('shows the loading view while the quote loads', async () => {
    setupPlatform()
    open({ code: 'SH600519', name: '贵州茅台', from: 'community' })
    expect(await screen.findByTestId('loading-view', {}, { timeout: 2000 })).toBeTruthy()
  })

  it('shows the error view when the quote fails, and retries', async () => {
    setupPlatform()
    fake.quote.query.mockRejectedValueOnce(new Error('offline'))
    fake.quote.query.mockResolvedValueOnce([{ code: 'SH600519', name: '贵州茅台', up_rose: 123, price: 1688.5 }])
    open({ code: 'SH600519', name: '贵州茅台', from: 'community' })
    fireEvent.click(await screen.findByTestId('error-view'))
    expect((await screen.findByTestId('quote-name')).textContent).toBe('贵州茅台')
  })
})

describe('stock page: content', () => {
  it('shows name, code, coloured price and rise, and the empty dynamics state', async () => {
    setupPlatform()
    fake.quote.query.mockResolvedValue([{ code: 'SH600519', name: '贵州茅台', up_rose: -210, price: 1688.5 }])
    open({ code: 'SH600519', name: '茅台', from: 'community' })
    const header = await screen.findByTestId('quote-header')
    expect(header.textContent).toContain('贵州茅台')
    expect(header.textContent).toContain('SH600519')
    // The title is the quote's name, not what the address said (name=茅台).
    await waitFor(() => expect(screen.getByTestId('nav-bar-title').textContent).toBe('贵州茅台'))
    expect(screen.getByTestId('price-cell').textContent).toBe('1,688.50')
    expect(screen.getByTestId('rise-cell').textContent).toBe('-2.10%')
    expect(screen.getByTestId('rise-cell').className).toContain('fall')
    expect(await screen.findByTestId('dynamics-empty')).toBeTruthy()
    expect(fake.article.byStockCode).toHaveBeenCalledWith({
      stockCode: 'SH600519',
      accountId: DEV.accountId,
      pageNum: 1,
      pageSize: 20,
    })
  })

  it('outside the app, adding to the watchlist asks to open the app', async () => {
    const { calls } = setupPlatform()
    fake.quote.query.mockResolvedValue([])
    open({ code: 'SZ000001', name: '平安银行', from: 'community' })
    fireEvent.click(await screen.findByTestId('watchlist-button'))
    expect(calls.toast).toHaveBeenCalledWith(TEXTS.openInApp)
    expect(screen.getByTestId('quote-name').textContent).toBe('平安银行')
  })

  it('in the app, adds the stock to the watchlist through the bridge', async () => {
    const addWatchlistStock = jest.fn(async () => true)
    const { calls } = setupPlatform({ kind: 'native', addWatchlistStock })
    fake.quote.query.mockResolvedValue([])
    open({ code: 'SZ000001', name: '平安银行', from: 'community' })
    fireEvent.click(await screen.findByTestId('watchlist-button'))
    await flush()
    expect(addWatchlistStock).toHaveBeenCalledWith('SZ000001', undefined)
    expect(calls.toast).toHaveBeenCalledWith('已加入自选')
  })

  it('in the app, lets the person pick one of their watchlist groups, and adds the stock there', async () => {
    const addWatchlistStock = jest.fn(async () => true)
    const getWatchlistGroups = jest.fn(async () => [
      { id: '0', name: '全部' },
      { id: '7', name: '长线' },
    ])
    setupPlatform({ kind: 'native', addWatchlistStock, getWatchlistGroups, getWatchlistStocks: async () => [] })
    fake.quote.query.mockResolvedValue([])
    open({ code: 'SZ000001', name: '平安银行', from: 'community' })
    fireEvent.click(await screen.findByTestId('watchlist-button'))
    const sheet = await screen.findByTestId('action-sheet')
    expect(sheet.textContent).toContain(WATCHLIST_TEXTS.pickGroup)
    const items = screen.getAllByTestId('action-sheet-item')
    expect(items.map((item) => item.textContent)).toEqual(['全部', '长线'])
    expect(addWatchlistStock).not.toHaveBeenCalled()
    fireEvent.click(items[1])
    await flush()
    expect(addWatchlistStock).toHaveBeenCalledWith('SZ000001', '7')
    expect(screen.queryByTestId('action-sheet')).toBeNull()
    expect(screen.getByTestId('watchlist-button').getAttribute('data-state')).toBe('present')
  })

  it('in the app, a cancelled group sheet adds nothing, and an app with no groups takes the stock into its default', async () => {
    const addWatchlistStock = jest.fn(async () => true)
    const groups = [
      { id: '0', name: '全部' },
      { id: '7', name: '长线' },
    ]
    const getWatchlistGroups = jest.fn(async () => groups)
    setupPlatform({ kind: 'native', addWatchlistStock, getWatchlistGroups, getWatchlistStocks: async () => [] })
    fake.quote.query.mockResolvedValue([])
    open({ code: 'SZ000001', name: '平安银行', from: 'community' })
    fireEvent.click(await screen.findByTestId('watchlist-button'))
    fireEvent.click(await screen.findByTestId('action-sheet-cancel'))
    expect(screen.queryByTestId('action-sheet')).toBeNull()
    expect(addWatchlistStock).not.toHaveBeenCalled()
    groups.length = 0
    fireEvent.click(screen.getByTestId('watchlist-button'))
    await flush()
    expect(screen.queryByTestId('action-sheet')).toBeNull()
    expect(addWatchlistStock).toHaveBeenCalledWith('SZ000001', undefined)
  })

  it('lists the community dynamics, loads more, and opens one', async () => {
    const { calls } = setupPlatform()
    fake.quote.query.mockResolvedValue([])
    const first = Array.from({ length: 20 }, (_, i) =>
      makeDynamic({ pubId: `p${i}`, articleId: `${i}`, title: `动态${i}` }),
    )
    first[0] = makeDynamic({ pubId: 'p0', articleId: '500', pubType: 5, title: '', summary: '茅台要涨' })
    fake.article.byStockCode.mockResolvedValueOnce(pageOf(first, true))
    fake.article.byStockCode.mockResolvedValueOnce(pageOf([makeDynamic({ pubId: 'p20', title: '动态20' })]))
    open({ code: 'SH600519', name: '贵州茅台', from: 'community' })
    // The list draws its cards a few at a time (useProgressiveCount); what it holds is its data-count.
    await waitFor(() => expect(screen.getByTestId('feed-list').getAttribute('data-count')).toBe('20'))
    expect(screen.getAllByTestId('feed-card')[0].getAttribute('data-id')).toBe('p0')
    fireEvent.click(screen.getByTestId('load-more'))
    await flush()
    // The feed list windows its cards, so the second page is checked by the request and the footer.
    expect(fake.article.byStockCode).toHaveBeenLastCalledWith({
      stockCode: 'SH600519',
      accountId: DEV.accountId,
      pageNum: 2,
      pageSize: 20,
    })
    await waitFor(() => expect(screen.getByTestId('load-more').getAttribute('data-state')).toBe('noMore'))
    fireEvent.click(screen.getAllByTestId('feed-card')[0])
    await flush()
    expect(calls.navigateTo.mock.calls[0][0]).toMatch(/\/community\/articleDetail\/index\?.*articleId=500/)
    expect(calls.navigateTo.mock.calls[0][0]).toMatch(/source=post/)
  })

  it('says so when a dynamic was taken down instead of opening it', async () => {
    const { calls } = setupPlatform()
    fake.quote.query.mockResolvedValue([])
    fake.article.byStockCode.mockResolvedValue(pageOf([makeDynamic({ offShelf: true })]))
    open({ code: 'SH600519', name: '贵州茅台', from: 'community' })
    fireEvent.click(await screen.findByTestId('feed-card'))
    await flush()
    expect(calls.toast).toHaveBeenCalledWith(TEXTS.contentTakenDown)
    expect(calls.navigateTo).not.toHaveBeenCalled()
  })

  it('shows a failed dynamics page with retry', async () => {
    setupPlatform()
    fake.quote.query.mockResolvedValue([])
    fake.article.byStockCode.mockReset()
    fake.article.byStockCode.mockRejectedValueOnce(new Error('offline'))
    fake.article.byStockCode.mockResolvedValueOnce(pageOf([makeDynamic()]))
    open({ code: 'SH600519', name: '贵州茅台', from: 'community' })
    fireEvent.click(await screen.findByTestId('dynamics-error'))
    expect(await screen.findByTestId('feed-card')).toBeTruthy()
  })
})

describe('stock page: watchlist state, product view and intraday chart (docs/product.md §4.16)', () => {
  const intraday = {
    code: 'SH600519',
    name: '贵州茅台',
    day: '2026-11-20',
    preClose: 1660,
    ticks: [
      { time: '09:30', price: 1661, avg: 1661 },
      { time: '15:00', price: 1688.5, avg: 1674.75 },
    ],
  }

  beforeEach(() => {
    // jsdom draws nothing: the chart stays a box, and the test reads what it was given.
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    fake.quote.query.mockResolvedValue([{ code: 'SH600519', name: '贵州茅台', up_rose: 171, price: 1688.5 }])
    fake.quote.intraday.mockResolvedValue(intraday)
  })
  afterEach(() => jest.restoreAllMocks())

  it('in the app, marks a stock already in the watchlist and does not add it again', async () => {
    const addWatchlistStock = jest.fn(async () => true)
    const getWatchlistStocks = jest.fn(async () => ['SZ000002', 'SH600519'])
    setupPlatform({ kind: 'native', addWatchlistStock, getWatchlistStocks })
    open({ code: 'SH600519', name: '贵州茅台', from: 'community' })
    const button = await screen.findByTestId('watchlist-button')
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('present'))
    expect(button.textContent).toBe(WATCH_BUTTON_TEXTS.present)
    fireEvent.click(button)
    await flush()
    expect(addWatchlistStock).not.toHaveBeenCalled()
  })

  it('in the app, adding shows 已自选 at once, and goes back when the app refuses', async () => {
    let answer: (added: boolean) => void = () => undefined
    const addWatchlistStock = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)))
    const { calls } = setupPlatform({ kind: 'native', addWatchlistStock, getWatchlistStocks: async () => [] })
    open({ code: 'SH600519', name: '贵州茅台', from: 'community' })
    const button = await screen.findByTestId('watchlist-button')
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('absent'))
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(button.textContent).toBe(WATCH_BUTTON_TEXTS.busy))
    expect(addWatchlistStock).toHaveBeenCalledTimes(1)
    answer(false)
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('absent'))
    expect(calls.toast).toHaveBeenCalledWith(WATCHLIST_TEXTS.failed)
  })

  it('sends tchProductDetailPageView once on open, with the stock', async () => {
    setupPlatform()
    const events: [string, EventProperties][] = []
    const uninstall = installAnalyticsRecorder((event, properties) => events.push([event, properties]))
    open({ code: 'SH600519', name: '贵州茅台', from: 'community' })
    await screen.findByTestId('quote-header')
    await flush()
    uninstall()
    expect(events.filter(([event]) => event === ANALYTICS_EVENTS.productDetailView)).toEqual([
      [
        'tchProductDetailPageView',
        { pageName: 'stock', productCode: 'SH600519', productName: '贵州茅台', productType: 'stock' },
      ],
    ])
  })

  it('draws the intraday chart from the session’s ticks, with retry when they fail', async () => {
    setupPlatform()
    fake.quote.intraday.mockReset()
    fake.quote.intraday.mockRejectedValueOnce(new Error('offline'))
    fake.quote.intraday.mockResolvedValueOnce(intraday)
    open({ code: 'SH600519', name: '贵州茅台', from: 'community' })
    fireEvent.click(await screen.findByTestId('intraday-error'))
    const chart = await screen.findByTestId('intraday-chart')
    expect(chart.getAttribute('data-points')).toBe('2')
    expect(fake.quote.intraday).toHaveBeenLastCalledWith('SH600519')
    expect(screen.getByTestId('stock-intraday').textContent).toContain('2026-11-20')
  })
})
