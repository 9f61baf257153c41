import { act, fireEvent, screen } from '@testing-library/react'
import type { Etf, EtfTheme } from '@shared/api'
import EtfChance from '@/etf/chance/index'
import EtfCircle from '@/etf/circle/index'
import EtfMarginChance from '@/etfMargin/chance/index'
import EtfMarginCircle from '@/etfMargin/circle/index'
import { DEFAULT_COMMUNITY_ACCOUNTS } from '@/config/community-accounts'
import { requireLogin } from '@/startup'
import { NEW_ETF_REQUEST } from '@/stores/etf-boards'
import {
  account,
  api,
  dynamic,
  flush,
  makeStores,
  pageOf,
  renderPage,
  setRoute,
  setupPlatform,
} from '../follow/page-harness'

jest.mock('@/startup', () => ({ ...jest.requireActual('@/startup'), requireLogin: jest.fn(() => false) }))

const etf = (code: string, name: string, up_rose: number): Etf => ({
  fundCode: code,
  fundName: name,
  trackIndex: '宽基指数',
  up_rose,
})
const THEMES: EtfTheme[] = [
  { themeId: 'tech', name: '科技成长', up_rose: 150, etfs: [etf('159995', '半导体 ETF', 150)] },
  { themeId: 'broad', name: '宽基指数', up_rose: -20, etfs: [etf('510300', '沪深 300ETF', -20)] },
]

beforeEach(() => {
  jest.clearAllMocks()
})

describe('ETF opportunities', () => {
  it('lists the new ETFs (codes kept in the custom store) and the themes with their rises', async () => {
    setupPlatform()
    setRoute('etf/chance/index')
    api.etf.newEtfCodes.mockResolvedValue(['588000', '159915'])
    api.etf.byCodes.mockResolvedValue([etf('588000', '科创 50ETF', 88), etf('159915', '创业板 ETF', -35)])
    api.etf.themes.mockResolvedValue(THEMES)
    const stores = makeStores(false)
    await renderPage(EtfChance, stores)
    expect(api.etf.newEtfCodes).toHaveBeenCalledWith(NEW_ETF_REQUEST)
    expect(stores.custom.newETFCodes).toEqual(['588000', '159915'])
    expect(api.etf.byCodes).toHaveBeenCalledWith(['588000', '159915'])
    expect(api.etf.themes).toHaveBeenCalledWith('all')
    const rows = screen.getAllByTestId('etf-row')
    expect(rows.map((row) => row.getAttribute('data-code'))).toEqual(['588000', '159915'])
    expect(rows[0].textContent).toContain('+0.88%')
    expect(rows[1].textContent).toContain('-0.35%')
    expect(screen.getAllByTestId('etf-theme').map((t) => t.textContent)).toEqual([
      expect.stringContaining('科技成长+1.50%'),
      expect.stringContaining('宽基指数-0.20%'),
    ])
  })

  it('a failed section retries on its own; the circle entry opens the ETF circle', async () => {
    const { calls } = setupPlatform()
    setRoute('etf/chance/index')
    api.etf.newEtfCodes.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['588000'])
    api.etf.byCodes.mockResolvedValue([etf('588000', '科创 50ETF', 88)])
    api.etf.themes.mockResolvedValue(THEMES)
    await renderPage(EtfChance, makeStores(false))
    expect(screen.getAllByTestId('etf-theme')).toHaveLength(2)
    await act(async () => fireEvent.click(screen.getByTestId('etf-list-error')))
    await flush()
    expect(screen.getAllByTestId('etf-row')).toHaveLength(1)
    await act(async () => fireEvent.click(screen.getByTestId('etf-circle-entry')))
    await flush()
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/etf/circle/index')
  })

  it('the margin twin lists the margin-eligible ETFs and the margin themes', async () => {
    setupPlatform()
    setRoute('etfMargin/chance/index')
    api.etf.marginList.mockResolvedValue([etf('510300', '沪深 300ETF', 12)])
    api.etf.themes.mockResolvedValue(THEMES.slice(1))
    await renderPage(EtfMarginChance, makeStores(false))
    expect(api.etf.newEtfCodes).not.toHaveBeenCalled()
    expect(api.etf.themes).toHaveBeenCalledWith('margin')
    expect(screen.getByTestId('etf-list').textContent).toContain('两融标的ETF')
    expect(screen.getAllByTestId('etf-row')).toHaveLength(1)
  })
})

describe('ETF circles', () => {
  const { etf: etfConfig, etfMargin } = DEFAULT_COMMUNITY_ACCOUNTS

  it('shows the configured accounts with their follow buttons, their posts, and 发帖 into the circle', async () => {
    const { calls } = setupPlatform()
    jest.mocked(requireLogin).mockReturnValueOnce(true)
    setRoute('etf/circle/index')
    api.misc.userBaseInfo.mockImplementation(async (id: string) => account(id))
    api.etf.circleFeed.mockResolvedValue(pageOf([dynamic('1'), dynamic('2')]))
    await renderPage(EtfCircle, makeStores(true))
    expect(api.etf.circleFeed).toHaveBeenCalledWith(
      expect.objectContaining({ accountIds: [...etfConfig.accountIds], circleId: etfConfig.circleId, pageNum: 1 }),
    )
    expect(screen.getAllByTestId('etf-circle-account')).toHaveLength(etfConfig.accountIds.length)
    expect(screen.getAllByTestId('feed-card')).toHaveLength(2)
    await act(async () => fireEvent.click(screen.getByTestId('post-button')))
    await flush()
    expect(calls.navigateTo).toHaveBeenLastCalledWith(`/community/post/index?circleId=${etfConfig.circleId}`)
  })

  it('the margin twin reads its own accounts and circle; an empty circle still offers 发帖', async () => {
    setupPlatform()
    setRoute('etfMargin/circle/index')
    api.misc.userBaseInfo.mockImplementation(async (id: string) => account(id))
    api.etf.circleFeed.mockResolvedValue(pageOf([]))
    await renderPage(EtfMarginCircle, makeStores(false))
    expect(api.etf.circleFeed).toHaveBeenCalledWith(
      expect.objectContaining({ accountIds: [...etfMargin.accountIds], circleId: etfMargin.circleId }),
    )
    expect(screen.getByTestId('etf-circle-empty')).toBeTruthy()
    expect(screen.getByTestId('post-button')).toBeTruthy()
  })
})
