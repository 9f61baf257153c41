import { act, fireEvent, screen } from '@testing-library/react'
import type { Live } from '@shared/api'
import { ACTION_TEXTS } from '@/config/constants'
import { RequestError } from '@/http/types'
import LivePage, { LIVE_TEXTS } from '@/community/live/index'
import { connectAppSettings } from '@/navigation'
import { api, flush, makeStores, pageOf, renderPage, setRoute, setupPlatform, wait } from '../follow/page-harness'

const live = (id: string, overrides: Partial<Live> = {}): Live => ({
  webinarId: `W${id}`,
  title: `直播${id}`,
  cover: '/c.png',
  accountId: 'a1',
  author: { nickName: '主播', avatar: '/a.png', kind: 'org' },
  startTime: '2026-11-22 10:00:00',
  endTime: null,
  status: 'live',
  supplier: 3,
  openType: 1,
  viewCount: 10,
  appointed: false,
  linkUrl: null,
  ...overrides,
})

const tab = async (status: string) => {
  await act(async () => fireEvent.click(screen.getByTestId(`live-tab-${status}`)))
  await flush()
}

beforeEach(() => {
  jest.clearAllMocks()
  setRoute('community/live/index')
  api.misc.interfaceSwitch.mockResolvedValue({ liveEntry: true })
})

describe('live page', () => {
  it('opens on 直播中, loads each tab by status, and says when a tab has nothing', async () => {
    setupPlatform()
    api.live.v2GetLives.mockImplementation(async (req: { status: string }) =>
      pageOf(req.status === 'live' ? [live('1'), live('2')] : []),
    )
    await renderPage(LivePage, makeStores(false))
    expect(screen.getAllByTestId('live-card')).toHaveLength(2)
    expect(api.live.v2GetLives.mock.calls[0][0]).toMatchObject({ status: 'live', pageNum: 1 })
    await tab('upcoming')
    expect(api.live.v2GetLives.mock.calls[1][0]).toMatchObject({ status: 'upcoming' })
    expect(screen.getByTestId('empty-view').textContent).toBe(LIVE_TEXTS.empty.upcoming)
    expect(screen.getByTestId('live-tab')).toBeTruthy()
  })

  it('shows the loading view, then the error view with a working retry', async () => {
    setupPlatform()
    api.live.v2GetLives.mockReturnValueOnce(new Promise(() => undefined))
    const { unmount } = await renderPage(LivePage, makeStores(false))
    await wait(250)
    expect(screen.getByTestId('loading-view')).toBeTruthy()
    unmount()
    api.live.v2GetLives.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(pageOf([live('1')]))
    await renderPage(LivePage, makeStores(false))
    expect(screen.getByTestId('error-view')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByTestId('error-view')))
    await flush()
    expect(screen.getAllByTestId('live-card')).toHaveLength(1)
  })

  it('books a reminder once for an upcoming live, and undoes it when the server refuses', async () => {
    const { calls } = setupPlatform()
    api.live.v2GetLives.mockResolvedValue(
      pageOf([live('1', { status: 'upcoming' }), live('2', { status: 'upcoming' })]),
    )
    api.live.saveApptHis.mockResolvedValueOnce({ appointed: true })
    api.live.saveApptHis.mockRejectedValueOnce(new RequestError('直播已开始或已结束，无需预约', 'business', 400))
    await renderPage(LivePage, makeStores(true))
    await tab('upcoming')
    const [first, second] = screen.getAllByTestId('live-appoint')
    await act(async () => {
      fireEvent.click(first)
      fireEvent.click(first)
    })
    await flush()
    expect(api.live.saveApptHis).toHaveBeenCalledTimes(1)
    expect(api.live.saveApptHis).toHaveBeenCalledWith(
      expect.objectContaining({ webinarId: 'W1', accountId: 'dev-10001' }),
    )
    expect(first.textContent).toBe(LIVE_TEXTS.appointed)
    expect(calls.toast).toHaveBeenCalledWith(ACTION_TEXTS.appointed)
    await act(async () => fireEvent.click(second))
    await flush()
    expect(second.getAttribute('data-appointed')).toBe('0')
    expect(calls.toast).toHaveBeenCalledWith('直播已开始或已结束，无需预约')
  })

  it('in a plain browser a live asks to be watched in the app', async () => {
    const { calls } = setupPlatform()
    api.live.v2GetLives.mockResolvedValue(pageOf([live('1')]))
    api.live.getLiveOpenType.mockResolvedValue(1)
    await renderPage(LivePage, makeStores(false))
    await act(async () => fireEvent.click(screen.getByTestId('live-card')))
    await flush()
    expect(api.live.getLiveOpenType).toHaveBeenCalledWith('W1')
    expect(calls.toast).toHaveBeenCalledWith('请在App内观看直播')
  })

  it('opens an ads-style (supplier 5) live at its own address, through the web-view page', async () => {
    const { calls } = setupPlatform()
    // Its site is a partner the server trusts (docs/product.md §2.6).
    connectAppSettings({ loadValue: async () => 'mp.weixin.qq.com', appVersion: () => '' })
    const link = 'https://mp.weixin.qq.com/s/live-W5'
    api.live.v2GetLives.mockResolvedValue(pageOf([live('5', { supplier: 5, linkUrl: link })]))
    api.live.getLiveOpenType.mockResolvedValue(2)
    await renderPage(LivePage, makeStores(false))
    await act(async () => fireEvent.click(screen.getByTestId('live-card')))
    await flush()
    expect(calls.navigateTo).toHaveBeenCalledWith(expect.stringContaining(encodeURIComponent(link)))
    connectAppSettings(null)
  })

  it('hides lives when operations switch them off', async () => {
    setupPlatform()
    api.misc.interfaceSwitch.mockResolvedValue({ liveEntry: false })
    api.live.v2GetLives.mockResolvedValue(pageOf([live('1')]))
    await renderPage(LivePage, makeStores(false))
    expect(screen.getByTestId('empty-view').textContent).toBe(LIVE_TEXTS.off)
    expect(screen.queryByTestId('live-card')).toBeNull()
  })
})
