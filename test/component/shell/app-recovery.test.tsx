/**
 * AppRecovery over a page chunk that failed to load (docs/product.md §2.8), including one that failed while the
 * app was still starting, before the view had mounted: the router asks for the first page's chunk that early.
 */
import { act, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { AppRecovery } from '@/components/shell'
import { countingChunks, ROUTE_CHANGE_EVENT, ROUTE_SHOWN_EVENT } from '@/components/shell/route-loading'
import { TIMEOUTS } from '@/config/constants'
import { ThemeProvider, themeClassName } from '@/theme'

/** A chunk fails while the router loads a page (its navigation announced, the page not shown). */
function chunkFails() {
  Taro.eventCenter.trigger(ROUTE_CHANGE_EVENT, { toLocation: { path: '/community/condition/index' } })
  backgroundChunkFails()
}

/** A chunk fails with no navigation under way: code fetched in the background. */
function backgroundChunkFails() {
  const error = Object.assign(new Error('Loading chunk 362 failed.'), { name: 'ChunkLoadError' })
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: error }))
}

/** An address that already carries the reload's time parameter: the view waits for a tap instead of reloading. */
function withReloadedAddress(run: () => void) {
  const location = window.location
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { href: 'http://localhost/community/community/condition/index?_t=1', replace: jest.fn() },
  })
  try {
    run()
  } finally {
    Object.defineProperty(window, 'location', { configurable: true, value: location })
  }
}

it('shows the chunk view for a chunk that failed before it mounted', () => {
  withReloadedAddress(() => {
    chunkFails()
    render(<AppRecovery />)
    expect(screen.getByTestId('chunk-timeout-view').getAttribute('data-waiting')).toBe('1')
  })
})

it('shows nothing while the pages load, and the chunk view for a chunk that fails once it is there', () => {
  withReloadedAddress(() => {
    render(<AppRecovery />)
    expect(screen.queryByTestId('app-recovery')).toBeNull()
    act(() => chunkFails())
    expect(screen.getByTestId('chunk-timeout-view').getAttribute('data-waiting')).toBe('1')
  })
})

it('leaves the page alone when a chunk fetched in the background fails (the worker’s page side offline)', () => {
  withReloadedAddress(() => {
    act(() => Taro.eventCenter.trigger(ROUTE_SHOWN_EVENT, {}))
    render(<AppRecovery />)
    act(() => backgroundChunkFails())
    expect(screen.queryByTestId('app-recovery')).toBeNull()
  })
})

describe('while a page’s code is coming (docs/product.md §2.8)', () => {
  /** A navigation whose chunk is in flight until the returned function settles it. */
  /** Chunks a test left in flight: settled after it, so the next test starts with none. */
  const inFlight: ((ok: boolean) => void)[] = []

  function navigateToAPageWhoseCodeIsComing(): (ok: boolean) => void {
    let settle: (ok: boolean) => void = () => undefined
    const load = countingChunks(
      () => new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('gone'))))),
    )
    act(() => {
      Taro.eventCenter.trigger(ROUTE_CHANGE_EVENT, { toLocation: { path: '/community/search/index' } })
      load('search').catch(() => undefined)
    })
    inFlight.push((ok) => settle(ok))
    return (ok) => settle(ok)
  }

  beforeEach(() => jest.useFakeTimers())
  afterEach(async () => {
    await act(async () => {
      inFlight.splice(0).forEach((settle) => settle(true))
      Taro.eventCenter.trigger(ROUTE_SHOWN_EVENT, {})
    })
    jest.useRealTimers()
  })

  it('covers the previous page with the loading view after the page-load delay, and takes it away when the page shows', async () => {
    render(<AppRecovery />)
    const settle = navigateToAPageWhoseCodeIsComing()
    act(() => jest.advanceTimersByTime(TIMEOUTS.asyncPageLoadDelayMs - 1))
    expect(screen.queryByTestId('loading-view')).toBeNull()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByTestId('loading-view')).toBeTruthy()
    await act(async () => {
      settle(true)
      Taro.eventCenter.trigger(ROUTE_SHOWN_EVENT, {})
    })
    expect(screen.queryByTestId('app-recovery')).toBeNull()
  })

  it('wears the app’s dark theme while it covers the previous page', () => {
    render(
      <ThemeProvider appTheme="dark">
        <AppRecovery />
      </ThemeProvider>,
    )
    navigateToAPageWhoseCodeIsComing()
    act(() => jest.advanceTimersByTime(TIMEOUTS.asyncPageLoadDelayMs))
    expect(screen.getByTestId('app-recovery').className).toContain(themeClassName('dark'))
  })

  it('never covers a navigation whose code is already there', () => {
    render(<AppRecovery />)
    act(() => Taro.eventCenter.trigger(ROUTE_CHANGE_EVENT, { toLocation: { path: '/community/search/index' } }))
    act(() => jest.advanceTimersByTime(TIMEOUTS.asyncPageLoadTimeoutMs))
    expect(screen.queryByTestId('app-recovery')).toBeNull()
  })

  it('shows the chunk view with its retry after the page-load time-out, long before the chunk itself gives up', () => {
    withReloadedAddress(() => {
      render(<AppRecovery />)
      navigateToAPageWhoseCodeIsComing()
      act(() => jest.advanceTimersByTime(TIMEOUTS.asyncPageLoadTimeoutMs))
      expect(TIMEOUTS.asyncPageLoadTimeoutMs).toBeLessThan(TIMEOUTS.chunkLoadMs)
      expect(screen.getByTestId('chunk-timeout-view').getAttribute('data-waiting')).toBe('1')
      expect(screen.queryByTestId('loading-view')).toBeNull()
    })
  })
})
