import Taro from '@tarojs/taro'
import { act, render, screen, waitFor } from '@testing-library/react'
import { installAnalyticsRecorder, trackProductDetailView } from '@/analytics'
import { AppRecovery, PageShell } from '@/components/shell'
import { usePopupCampaign, type PopupAdapter } from '@/popup'
import { installFakePlatform } from './fake-platform'

describe('page analytics', () => {
  it('sends htPageViewDuration with the page name when the page closes', () => {
    installFakePlatform()
    jest.useFakeTimers()
    const record = jest.fn()
    const uninstall = installAnalyticsRecorder(record)
    ;(Taro.getCurrentInstance() as unknown as { router: unknown }).router = {
      path: '/monetary_circle/circle/circle',
      params: { circleId: '31' },
    }
    const { unmount } = render(<PageShell>圈子</PageShell>)
    act(() => void jest.advanceTimersByTime(1500))
    unmount()
    ;(Taro.getCurrentInstance() as unknown as { router: unknown }).router = null
    uninstall()
    jest.useRealTimers()
    expect(record).toHaveBeenCalledTimes(1)
    expect(record).toHaveBeenCalledWith('htPageViewDuration', { pageName: 'circle-detail31', duration: 1500 })
  })

  it('sends tchProductDetailPageView for a product detail page', () => {
    const record = jest.fn()
    const uninstall = installAnalyticsRecorder(record)
    trackProductDetailView('hot-fund', { productCode: '000001', productName: '华夏成长' })
    uninstall()
    expect(record).toHaveBeenCalledWith('tchProductDetailPageView', {
      pageName: 'hot-fund',
      productCode: '000001',
      productName: '华夏成长',
    })
  })

  it('sends nothing in tests without a recorder', () => {
    const { calls } = installFakePlatform()
    const { unmount } = render(<PageShell path="community/search/index">x</PageShell>)
    unmount()
    expect(calls.logEvent).not.toHaveBeenCalled()
  })
})

describe('campaign popups', () => {
  function Page({ adapter }: { adapter: PopupAdapter }) {
    usePopupCampaign('community-home', adapter)
    return null
  }

  it('starts the mobile variant at phone width and stops on close', async () => {
    installFakePlatform({
      getSystemInfo: async () => ({ platform: 'ios', windowWidth: 375, windowHeight: 667, statusBarHeight: 20 }),
    })
    const adapter = { start: jest.fn(), pause: jest.fn(), resume: jest.fn(), stop: jest.fn() }
    const { unmount } = render(<Page adapter={adapter} />)
    // Started once the page is drawn and the browser idle, not while the page renders.
    expect(adapter.start).not.toHaveBeenCalled()
    await waitFor(() => expect(adapter.start).toHaveBeenCalledWith({ variant: 'mobile', pageName: 'community-home' }))
    unmount()
    expect(adapter.stop).toHaveBeenCalledTimes(1)
  })

  it('starts the web variant on a wide screen', async () => {
    installFakePlatform({
      getSystemInfo: async () => ({ platform: 'mac', windowWidth: 1280, windowHeight: 800, statusBarHeight: 0 }),
    })
    const adapter = { start: jest.fn(), pause: jest.fn(), resume: jest.fn(), stop: jest.fn() }
    render(<Page adapter={adapter} />)
    await waitFor(() => expect(adapter.start).toHaveBeenCalledWith({ variant: 'web', pageName: 'community-home' }))
  })
})

describe('AppRecovery', () => {
  it('shows the not-found view when the router reports an unknown address', () => {
    const replace = jest.fn()
    const location = window.location
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { href: 'http://localhost/community/nope?_t=1', replace },
    })
    render(<AppRecovery />)
    act(() => void Taro.eventCenter.trigger('__taroRouterNotFound', { path: '/nope' }))
    Object.defineProperty(window, 'location', { configurable: true, value: location })
    expect(screen.getByTestId('app-recovery')).toBeTruthy()
    expect(screen.getByTestId('not-found-view').getAttribute('data-waiting')).toBe('1')
    expect(replace).not.toHaveBeenCalled()
  })
})
