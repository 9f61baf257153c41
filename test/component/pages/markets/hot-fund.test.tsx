import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { Fund, FundTrend } from '@shared/api'
import HotFundPage, { FUND_RANGE_TABS, HOT_FUND_TEXTS } from '@/community/hotFund/index'
import { TEXTS } from '@/config/constants'
import { connectAppSettings, resetFeedOpenEnv } from '@/navigation'
import { APP_FUND_FUNCTION, decideOpenFund, FUND_TEXTS, fundPageUrl } from '@/navigation/open-fund'
import { api, flush, makeStores, renderPage, resetFakeApi, setRoute, setupPlatform } from '../follow/page-harness'

const PATH = 'community/hotFund/index'

const fund = (code: string, rise: number, name = `基金${code}`): Fund => ({
  fundCode: code,
  fundName: name,
  nav: 1.2345,
  rise,
})
const trend = (code: string): FundTrend => ({
  fundCode: code,
  points: [
    { date: '2026-10-23', nav: 1.2, rise: 0 },
    { date: '2026-11-23', nav: 1.23, rise: 250 },
  ],
})

beforeEach(() => {
  resetFakeApi()
  resetFeedOpenEnv()
  jest.clearAllMocks()
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
  setRoute(PATH, { lookUserId: 'u1' })
  api.misc.fundTrend.mockImplementation(async (code: string) => trend(code))
})
afterEach(() => jest.restoreAllMocks())

describe('hot funds (docs/product.md §4.16)', () => {
  it('ranks the funds of 近1月 with their returns, the first one’s trend drawn', async () => {
    setupPlatform()
    api.misc.fundRanges.mockResolvedValue([fund('000001', 1234, '稳健成长混合'), fund('000038', -56)])
    await renderPage(HotFundPage, makeStores(false))
    expect(api.misc.fundRanges).toHaveBeenCalledWith('1m')
    expect(FUND_RANGE_TABS.map((t) => t.label)).toEqual(['近1月', '近3月', '近6月', '近1年', '今年'])
    const rows = screen.getAllByTestId('hot-fund')
    expect(rows).toHaveLength(2)
    expect(rows[0].textContent).toContain('稳健成长混合')
    expect(rows[0].textContent).toContain('+12.34%')
    expect(rows[1].textContent).toContain('-0.56%')
    await waitFor(() => expect(screen.getAllByTestId('fund-trend-chart')).toHaveLength(1))
    expect(api.misc.fundTrend).toHaveBeenCalledWith('000001', '1m')
    expect(screen.getByTestId('fund-trend-chart').getAttribute('data-points')).toBe('2')
  })

  it('switches the range: asks for that range’s ranking and trends', async () => {
    setupPlatform()
    api.misc.fundRanges.mockImplementation(async (range: string) =>
      range === '1y' ? [fund('000075', 4321)] : [fund('000001', 100)],
    )
    await renderPage(HotFundPage, makeStores(false))
    fireEvent.click(screen.getByTestId('fund-range-1y'))
    await flush()
    expect(api.misc.fundRanges).toHaveBeenLastCalledWith('1y')
    expect(screen.getByTestId('hot-fund-list').getAttribute('data-range')).toBe('1y')
    expect(screen.getByTestId('hot-fund').textContent).toContain('+43.21%')
    expect(api.misc.fundTrend).toHaveBeenLastCalledWith('000075', '1y')
  })

  it('opens another fund’s trend on tap and closes it on a second tap', async () => {
    setupPlatform()
    api.misc.fundRanges.mockResolvedValue([fund('000001', 10), fund('000038', 5)])
    await renderPage(HotFundPage, makeStores(false))
    fireEvent.click(screen.getAllByTestId('hot-fund-head')[1])
    await flush()
    expect(api.misc.fundTrend).toHaveBeenLastCalledWith('000038', '1m')
    expect(screen.getAllByTestId('hot-fund-open')).toHaveLength(1)
    fireEvent.click(screen.getAllByTestId('hot-fund-head')[1])
    await flush()
    expect(screen.queryAllByTestId('hot-fund-open')).toHaveLength(0)
  })

  it('shows loading, an empty ranking, and a failure with retry', async () => {
    setupPlatform()
    api.misc.fundRanges.mockRejectedValueOnce(new Error('offline'))
    api.misc.fundRanges.mockResolvedValueOnce([])
    await renderPage(HotFundPage, makeStores(false))
    fireEvent.click(screen.getByTestId('error-view'))
    await flush()
    expect(screen.getByTestId('empty-view').textContent).toBe(HOT_FUND_TEXTS.empty)
    api.misc.fundRanges.mockImplementation(() => new Promise(() => undefined))
    fireEvent.click(screen.getByTestId('fund-range-3m'))
    expect(await screen.findByTestId('loading-view', {}, { timeout: 2000 })).toBeTruthy()
  })

  it('a trend that fails says so and loads again on tap', async () => {
    setupPlatform()
    api.misc.fundRanges.mockResolvedValue([fund('000001', 10)])
    api.misc.fundTrend.mockReset()
    api.misc.fundTrend.mockRejectedValueOnce(new Error('offline'))
    api.misc.fundTrend.mockResolvedValueOnce(trend('000001'))
    await renderPage(HotFundPage, makeStores(false))
    expect(screen.getByTestId('fund-trend-error').textContent).toBe(TEXTS.loadFailed)
    fireEvent.click(screen.getByTestId('fund-trend-error'))
    await flush()
    expect(screen.getByTestId('fund-trend-chart')).toBeTruthy()
  })

  it('opens a fund through the app’s function inside the app', async () => {
    const openFunction = jest.fn(async () => true)
    setupPlatform({ kind: 'native', openFunction })
    api.misc.fundRanges.mockResolvedValue([fund('000001', 10)])
    await renderPage(HotFundPage, makeStores(false))
    fireEvent.click(screen.getByTestId('hot-fund-open'))
    await flush()
    expect(openFunction).toHaveBeenCalledWith(APP_FUND_FUNCTION, { fundCode: '000001' })
  })

  it('opens the public fund page in the web-view page in a browser, its site trusted by the server', async () => {
    const { calls } = setupPlatform()
    connectAppSettings({ loadValue: async () => 'eastmoney.com', appVersion: () => '' })
    api.misc.fundRanges.mockResolvedValue([fund('000001', 10)])
    await renderPage(HotFundPage, makeStores(false))
    fireEvent.click(screen.getByTestId('hot-fund-open'))
    await flush()
    expect(calls.navigateTo).toHaveBeenCalledWith(
      `/pages/webview/index?url=${encodeURIComponent('https://fund.eastmoney.com/000001.html')}`,
    )
    expect(calls.toast).not.toHaveBeenCalledWith(FUND_TEXTS.miniProgram)
    connectAppSettings(null)
  })
})

describe('hot funds: opening a fund on each host (docs/product.md §4.16)', () => {
  const context = (host: 'native' | 'wx' | 'browser', miniProgram = false) => ({
    host,
    miniProgram,
    trusted: ['eastmoney.com'],
    miniProgramDomains: [],
  })
  it('asks the app, refuses in the mini-program, opens the public page in a browser, refuses a bad code', () => {
    expect(decideOpenFund('000001', context('native'))).toEqual({
      kind: 'function',
      functionId: APP_FUND_FUNCTION,
      params: { fundCode: '000001' },
    })
    expect(decideOpenFund('000001', context('wx', true))).toEqual({
      kind: 'refuse',
      message: FUND_TEXTS.miniProgram,
    })
    expect(decideOpenFund(' 000001 ', context('browser'))).toEqual({
      kind: 'navigate',
      url: `/pages/webview/index?url=${encodeURIComponent(fundPageUrl('000001'))}`,
    })
    expect(decideOpenFund('abc', context('native'))).toEqual({ kind: 'refuse', message: FUND_TEXTS.badCode })
  })
})
