import { act, fireEvent, screen } from '@testing-library/react'
import StockCommentBoard from '@/community/stockCommit/index'
import HotStocksBoard from '@/community/stockCommit2/index'
import { COLORS } from '@/config/constants'
import { priceChange } from '@/lib'
import { requireLogin } from '@/startup'
import { api, dynamic, flush, makeStores, pageOf, renderPage, setRoute, setupPlatform } from '../follow/page-harness'

jest.mock('@/startup', () => ({ ...jest.requireActual('@/startup'), requireLogin: jest.fn(() => false) }))

const BOARD = 'community/stockCommit/index'
const QUOTE = { code: 'SH600519', name: '贵州茅台', up_rose: 123, price: 1688.5 }

beforeEach(() => {
  jest.clearAllMocks()
})

describe('stock comment board', () => {
  it('shows the quote coloured by its sign and the stock’s comments', async () => {
    setupPlatform()
    setRoute(BOARD, { code: 'sh600519', name: '茅台' })
    api.quote.query.mockResolvedValue([QUOTE])
    api.article.byStockCode.mockResolvedValue(pageOf([dynamic('1', { pubType: 7 }), dynamic('2')]))
    await renderPage(StockCommentBoard, makeStores(true))
    expect(screen.getByTestId('quote-name').textContent).toBe('贵州茅台')
    expect(screen.getByTestId('price-cell').textContent).toBe('1,688.50')
    expect(screen.getByTestId('rise-cell').textContent).toBe('+1.23%')
    expect(screen.getByTestId('quote-change').textContent).toBe('+20.52')
    expect(screen.getByTestId('quote-change').style.color).toBe(hexToRgb(COLORS.rise))
    expect(screen.getAllByTestId('feed-card')).toHaveLength(2)
    expect(api.article.byStockCode).toHaveBeenCalledWith(expect.objectContaining({ stockCode: 'SH600519', pageNum: 1 }))
  })

  it('a fall is green, and no comments still shows the quote and the way to write one', async () => {
    setupPlatform()
    setRoute(BOARD, { code: 'SZ000001' })
    api.quote.query.mockResolvedValue([{ code: 'SZ000001', name: '平安银行', up_rose: -250, price: 10.2 }])
    api.article.byStockCode.mockResolvedValue(pageOf([]))
    await renderPage(StockCommentBoard, makeStores(false))
    expect(screen.getByTestId('rise-cell').style.color).toBe(hexToRgb(COLORS.fall))
    expect(screen.getByTestId('quote-change').textContent).toBe('-0.26')
    expect(screen.getByTestId('board-empty')).toBeTruthy()
    expect(screen.getByTestId('post-button').textContent).toBe('发表股评')
  })

  it('发表股评 opens the composer with the stock filled in', async () => {
    const { calls } = setupPlatform()
    jest.mocked(requireLogin).mockReturnValueOnce(true)
    setRoute(BOARD, { code: 'SH600519' })
    api.quote.query.mockResolvedValue([QUOTE])
    api.article.byStockCode.mockResolvedValue(pageOf([]))
    await renderPage(StockCommentBoard, makeStores(true))
    await act(async () => fireEvent.click(screen.getByTestId('post-button')))
    await flush()
    expect(calls.navigateTo).toHaveBeenLastCalledWith(
      '/community/post/index?code=SH600519&name=%E8%B4%B5%E5%B7%9E%E8%8C%85%E5%8F%B0',
    )
  })

  it('a stock comment on its own board reads in the article page', async () => {
    const { calls } = setupPlatform()
    setRoute(BOARD, { code: 'SH600519' })
    api.quote.query.mockResolvedValue([QUOTE])
    api.article.byStockCode.mockResolvedValue(pageOf([dynamic('7', { pubType: 7 })]))
    api.article.infoByArticleId.mockResolvedValue({
      source: 'stock',
      title: 't',
      orgArtId: null,
      linkUrl: '/community/stockCommit/index?code=SH600519&articleId=7',
    })
    await renderPage(StockCommentBoard, makeStores(true))
    await act(async () => fireEvent.click(screen.getByTestId('feed-card')))
    await flush()
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/articleDetail/index?articleId=7&source=post')
  })

  it('the comment a card was opened from leads the board', async () => {
    setupPlatform()
    setRoute(BOARD, { code: 'SH600519', articleId: '42' })
    api.quote.query.mockResolvedValue([QUOTE])
    api.article.byStockCode.mockResolvedValue(pageOf([dynamic('1')]))
    api.article.appInfo.mockResolvedValue({
      ...dynamic('42', { pubType: 7, stocks: [{ code: 'SH600519', name: '贵州茅台' }] }),
      content: '看好',
      html: null,
      source: 'stock',
      readCount: 1,
      collected: false,
      vote: null,
    })
    await renderPage(StockCommentBoard, makeStores(false))
    expect(api.article.appInfo).toHaveBeenCalledWith('42', undefined)
    const focus = screen.getByTestId('board-focus')
    expect(focus.textContent).toContain('你查看的股评')
    expect(focus.querySelectorAll('[data-testid="feed-card"]')).toHaveLength(1)
  })

  it('a bad code says so without asking for anything', async () => {
    setupPlatform()
    setRoute(BOARD, { code: '<x>' })
    await renderPage(StockCommentBoard, makeStores(false))
    expect(screen.getByTestId('empty-view').textContent).toBe('股票代码有误')
    expect(api.quote.query).not.toHaveBeenCalled()
  })

  it('the change is derived from the price and its rise', () => {
    expect(priceChange(110, 1000)).toBeCloseTo(10)
    expect(priceChange(90, -1000)).toBeCloseTo(-10)
    expect(priceChange(undefined, 100)).toBeNull()
    expect(priceChange(10, -10000)).toBeNull()
  })
})

describe('hot stocks board', () => {
  it('ranks the hot stocks with their rises; a stock opens its comment board', async () => {
    const { calls } = setupPlatform()
    setRoute('community/stockCommit2/index')
    api.misc.hotStocks.mockResolvedValue([
      { code: 'SH600519', name: '贵州茅台', up_rose: 123, price: 1688.5, heat: 900 },
      { code: 'SZ000001', name: '平安银行', up_rose: -50, price: 10.2, heat: 800 },
    ])
    api.quote.query.mockResolvedValue([{ code: 'SZ000001', name: '平安银行', up_rose: -80, price: 10.1 }])
    await renderPage(HotStocksBoard, makeStores(false))
    const rows = screen.getAllByTestId('hot-stock-row')
    expect(rows).toHaveLength(2)
    // The live quote replaces the list's own figure once it arrived.
    expect(rows[1].textContent).toContain('-0.80%')
    expect(screen.getByTestId('page-shell').getAttribute('data-theme')).toBe('red')
    await act(async () => fireEvent.click(rows[0]))
    await flush()
    expect(calls.navigateTo).toHaveBeenLastCalledWith(
      '/community/stockCommit/index?code=SH600519&name=%E8%B4%B5%E5%B7%9E%E8%8C%85%E5%8F%B0',
    )
  })
})

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
}
