import { act, fireEvent, render, screen } from '@testing-library/react'
import { Input, Text } from '@tarojs/components'
import { COLORS, LAYERS, TEXTS, TIMEOUTS } from '@/config/constants'
import { OfflineCopyLine, PageShell } from '@/components/shell'
import { observer } from 'mobx-react-lite'
import { useLoadable } from '@/hooks'
import { getRefreshRegistry } from '@/platform'
import { Loadable, type CopyNote } from '@/stores'
import { ThemeProvider } from '@/theme'
import { installFakePlatform } from './fake-platform'
import { deferred } from '../../support/fixtures'

beforeEach(() => {
  jest.useFakeTimers()
})
afterEach(() => {
  jest.useRealTimers()
})

const HOME = 'pages/index/index'
const COMMENT = 'community/commentDetail/index'

function Content() {
  return <Text>页面内容</Text>
}

describe('PageShell', () => {
  it('shows no loading view for a fast load', () => {
    installFakePlatform()
    const { rerender } = render(
      <PageShell path={COMMENT} loading>
        <Content />
      </PageShell>,
    )
    act(() => void jest.advanceTimersByTime(TIMEOUTS.asyncPageLoadDelayMs - 1))
    expect(screen.queryByTestId('loading-view')).toBeNull()
    rerender(
      <PageShell path={COMMENT} loading={false}>
        <Content />
      </PageShell>,
    )
    act(() => void jest.advanceTimersByTime(TIMEOUTS.asyncPageLoadDelayMs))
    expect(screen.queryByTestId('loading-view')).toBeNull()
    expect(screen.getByText('页面内容')).toBeTruthy()
  })

  it('shows the loading view after the delay, then the error view after the timeout', () => {
    installFakePlatform()
    const onRetry = jest.fn()
    render(
      <PageShell path={COMMENT} loading onRetry={onRetry}>
        <Content />
      </PageShell>,
    )
    act(() => void jest.advanceTimersByTime(TIMEOUTS.asyncPageLoadDelayMs))
    expect(screen.getByTestId('loading-view')).toBeTruthy()
    act(() => void jest.advanceTimersByTime(TIMEOUTS.asyncPageLoadTimeoutMs - TIMEOUTS.asyncPageLoadDelayMs))
    expect(screen.queryByTestId('loading-view')).toBeNull()
    fireEvent.click(screen.getByTestId('error-view'))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it("draws a list page's loading as its skeleton, not a spinner, with the same delay and timeout", () => {
    installFakePlatform()
    const onRetry = jest.fn()
    const { rerender } = render(
      <PageShell path={COMMENT} loading skeleton="cards" onRetry={onRetry}>
        <Content />
      </PageShell>,
    )
    act(() => void jest.advanceTimersByTime(TIMEOUTS.asyncPageLoadDelayMs - 1))
    expect(screen.queryByTestId('loading-view')).toBeNull()
    act(() => void jest.advanceTimersByTime(1))
    const loading = screen.getByTestId('loading-view')
    expect(loading.getAttribute('data-kind')).toBe('cards')
    expect(loading.getAttribute('aria-label')).toBe(TEXTS.loading)
    expect(screen.getAllByTestId('skeleton-card').length).toBeGreaterThan(0)
    expect(document.querySelector('.state-view__spinner')).toBeNull()
    rerender(
      <PageShell path={COMMENT} loading skeleton="rows" onRetry={onRetry}>
        <Content />
      </PageShell>,
    )
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0)
    expect(screen.queryByTestId('skeleton-card')).toBeNull()
    act(() => void jest.advanceTimersByTime(TIMEOUTS.asyncPageLoadTimeoutMs - TIMEOUTS.asyncPageLoadDelayMs))
    expect(screen.queryByTestId('loading-view')).toBeNull()
    fireEvent.click(screen.getByTestId('error-view'))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('covers a loading skeleton with the no-network view while offline', () => {
    installFakePlatform()
    render(
      <PageShell path={COMMENT} loading skeleton="cards">
        <Content />
      </PageShell>,
    )
    act(() => void jest.advanceTimersByTime(TIMEOUTS.asyncPageLoadDelayMs))
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.getByTestId('no-network-view').getAttribute('data-kind')).toBe('full')
    act(() => void window.dispatchEvent(new Event('online')))
  })

  it('shows the error view with retry for a failed load, and the empty view', () => {
    installFakePlatform()
    const onRetry = jest.fn()
    const { rerender } = render(
      <PageShell path={COMMENT} error={new Error('x')} onRetry={onRetry}>
        <Content />
      </PageShell>,
    )
    expect(screen.getByText(TEXTS.loadFailed)).toBeTruthy()
    fireEvent.click(screen.getByTestId('error-view'))
    expect(onRetry).toHaveBeenCalled()
    rerender(
      <PageShell path={COMMENT} empty emptyText="还没有评论">
        <Content />
      </PageShell>,
    )
    expect(screen.getByTestId('empty-view').textContent).toContain('还没有评论')
    rerender(
      <PageShell path={COMMENT} empty>
        <Content />
      </PageShell>,
    )
    expect(screen.getByText(TEXTS.empty)).toBeTruthy()
  })

  it('keeps the lead above the loading, error and empty views, and above the content once loaded', () => {
    installFakePlatform()
    const lead = <Text>搜索与轮播</Text>
    const { rerender } = render(
      <PageShell path={HOME} loading lead={lead}>
        <Content />
      </PageShell>,
    )
    act(() => void jest.advanceTimersByTime(TIMEOUTS.asyncPageLoadDelayMs))
    expect(screen.getByText('搜索与轮播')).toBeTruthy()
    expect(screen.getByTestId('loading-view')).toBeTruthy()
    expect(screen.queryByText('页面内容')).toBeNull()
    for (const state of [{ error: new Error('x') }, { empty: true }]) {
      rerender(
        <PageShell path={HOME} lead={lead} {...state}>
          <Content />
        </PageShell>,
      )
      expect(screen.getByText('搜索与轮播')).toBeTruthy()
      expect(screen.queryByText('页面内容')).toBeNull()
    }
    rerender(
      <PageShell path={HOME} lead={lead}>
        <Content />
      </PageShell>,
    )
    const texts = screen.getByTestId('page-shell').textContent ?? ''
    expect(texts.indexOf('搜索与轮播')).toBeLessThan(texts.indexOf('页面内容'))
  })

  it('tells its state on the element, a load included before its loading view shows', () => {
    installFakePlatform()
    const shell = (props: { loading?: boolean; error?: unknown; empty?: boolean }) => (
      <PageShell path={COMMENT} {...props}>
        <Content />
      </PageShell>
    )
    const { rerender } = render(shell({ loading: true }))
    expect(screen.queryByTestId('loading-view')).toBeNull()
    expect(screen.getByTestId('page-shell').getAttribute('data-state')).toBe('loading')
    rerender(shell({ error: new Error('x') }))
    expect(screen.getByTestId('page-shell').getAttribute('data-state')).toBe('error')
    rerender(shell({ empty: true }))
    expect(screen.getByTestId('page-shell').getAttribute('data-state')).toBe('empty')
    rerender(shell({}))
    expect(screen.getByTestId('page-shell').getAttribute('data-state')).toBe('content')
  })

  it('offline over content: the content stays readable and editable under a strip; nothing to show: the whole view', () => {
    installFakePlatform()
    const onRetry = jest.fn()
    const { rerender } = render(
      <PageShell path={COMMENT} onRetry={onRetry}>
        <Content />
        <Input data-testid="comment-box" value="正在写的评论" />
      </PageShell>,
    )
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(screen.getByTestId('no-network-view').getAttribute('data-kind')).toBe('strip')
    expect(screen.getByText(TEXTS.noNetwork)).toBeTruthy()
    expect(screen.getByText('页面内容')).toBeTruthy()
    expect(screen.getByTestId('comment-box')).toBeTruthy()
    expect(screen.queryByTestId('needs-network')).toBeNull()
    // An article never read with the network: nothing to show, the whole view says it needs the network.
    rerender(
      <PageShell path={COMMENT} error="offline" onRetry={onRetry}>
        <Content />
      </PageShell>,
    )
    expect(screen.getByTestId('no-network-view').getAttribute('data-kind')).toBe('full')
    expect(screen.getByTestId('needs-network').textContent).toBe(TEXTS.needsNetwork)
    fireEvent.click(screen.getByTestId('no-network-view'))
    expect(onRetry).toHaveBeenCalledTimes(1)
    act(() => void window.dispatchEvent(new Event('online')))
  })

  it('says quietly when what it shows is an offline copy', () => {
    installFakePlatform()
    // Days are Beijing days (docs/product.md §9.4).
    jest.setSystemTime(new Date('2026-11-25T12:00:00+08:00'))
    const savedAt = new Date('2026-11-25T09:05:00+08:00')
    const { rerender } = render(
      <PageShell path={COMMENT} copySavedAt={savedAt.getTime()}>
        <Content />
      </PageShell>,
    )
    expect(screen.getByTestId('offline-copy-line').textContent).toBe(`${TEXTS.offlineCopy} ${TEXTS.today} 09:05`)
    rerender(
      <PageShell path={COMMENT} copySavedAt={null}>
        <Content />
      </PageShell>,
    )
    expect(screen.queryByTestId('offline-copy-line')).toBeNull()
  })

  it('the 离线 line of a copy from yesterday says 昨天', () => {
    installFakePlatform()
    jest.setSystemTime(new Date('2026-11-25T12:00:00+08:00'))
    const yesterday = new Date('2026-11-24T21:30:00+08:00')
    render(<OfflineCopyLine savedAt={yesterday.getTime()} />)
    expect(screen.getByTestId('offline-copy-line').textContent).toBe(`${TEXTS.offlineCopy} ${TEXTS.yesterday} 21:30`)
  })

  it('catches a render error in an error boundary instead of a white screen', () => {
    installFakePlatform()
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    function Broken(): JSX.Element {
      throw new Error('boom')
    }
    render(
      <PageShell path={COMMENT}>
        <Broken />
      </PageShell>,
    )
    expect(screen.getByTestId('error-view')).toBeTruthy()
    expect(screen.getByTestId('nav-bar')).toBeTruthy()
    spy.mockRestore()
  })

  it('puts the theme class and CSS variables from the tables on the root', () => {
    installFakePlatform()
    const { rerender } = render(
      <PageShell path={COMMENT}>
        <Content />
      </PageShell>,
    )
    const root = screen.getByTestId('page-shell')
    expect(root.className).toContain('theme-light')
    expect(root.style.getPropertyValue('--z-toast')).toBe(String(LAYERS.toast))
    expect(root.style.getPropertyValue('--z-index-list-sticky')).toBe(String(LAYERS.indexListSticky))
    expect(root.style.getPropertyValue('--color-primary')).toBe(COLORS.primary)
    // The home page is a red-theme page in the route table.
    rerender(
      <PageShell path={HOME}>
        <Content />
      </PageShell>,
    )
    expect(screen.getByTestId('page-shell').className).toContain('theme-red')
  })

  it('restyles the open page at once when the app switches theme', () => {
    const { platform } = installFakePlatform()
    render(
      <ThemeProvider platform={platform}>
        <PageShell path={COMMENT}>
          <Content />
        </PageShell>
      </ThemeProvider>,
    )
    expect(screen.getByTestId('page-shell').getAttribute('data-theme')).toBe('light')
    act(() => platform.events.emit('themeChange', { theme: 'dark' }))
    const root = screen.getByTestId('page-shell')
    expect(root.className).toContain('theme-dark')
    expect(root.style.getPropertyValue('--color-primary')).toBe(COLORS.darkPrimary)
  })

  it('shows the navigation bar with the route-table title', () => {
    installFakePlatform()
    render(
      <PageShell path={COMMENT}>
        <Content />
      </PageShell>,
    )
    expect(screen.getByTestId('nav-bar-title').textContent).toBe('评论详情')
  })
})

describe('PageShell: coming back refreshes what is on screen', () => {
  it('refreshes once per page-visible event while shown, and not after it is gone', () => {
    installFakePlatform()
    const onRefresh = jest.fn()
    const { unmount } = render(
      <PageShell path={HOME} onRefresh={onRefresh}>
        <Content />
      </PageShell>,
    )
    expect(getRefreshRegistry().runOnce()).toBe(true)
    expect(getRefreshRegistry().runOnce()).toBe(true)
    expect(onRefresh).toHaveBeenCalledTimes(2)
    unmount()
    expect(getRefreshRegistry().runOnce()).toBe(false)
    expect(onRefresh).toHaveBeenCalledTimes(2)
  })

  it('reloads a detail (its retry) when the page has no pull to refresh', () => {
    installFakePlatform()
    const onRetry = jest.fn()
    render(
      <PageShell path={COMMENT} onRetry={onRetry}>
        <Content />
      </PageShell>,
    )
    getRefreshRegistry().runOnce()
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})

/** A detail page as pages write one: its load is a useLoadable, and the shell shows its states. */
const DetailPage = observer(function DetailPage({ loader }: { loader: (note: CopyNote) => Promise<string> }) {
  const detail = useLoadable(() => new Loadable<string>(loader), 'detail')
  return (
    <PageShell
      path={COMMENT}
      loading={detail.loading}
      error={detail.error}
      onRetry={detail.reload}
      copySavedAt={detail.savedAt}
    >
      <Text>{detail.data}</Text>
    </PageShell>
  )
})

const stateOfPage = () => screen.getByTestId('page-shell').getAttribute('data-state')

/** The loader's answers in turn: a string, an error it fails with when asked, or a promise the test settles. */
function loaderOf(...answers: (string | Error | Promise<string>)[]) {
  const loader = jest.fn<Promise<string>, [CopyNote]>()
  for (const answer of answers)
    loader.mockImplementationOnce(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)))
  return loader
}

describe('PageShell with a loadable page: asked again once per return of the network', () => {
  beforeEach(() => installFakePlatform())

  it('covers a page that failed offline with the no-network view, and asks it once when the network returns', async () => {
    const loader = loaderOf(new Error('offline'), '正文')
    render(<DetailPage loader={loader} />)
    act(() => void window.dispatchEvent(new Event('offline')))
    await act(async () => undefined)
    expect(stateOfPage()).toBe('error')
    expect(screen.getByText(TEXTS.noNetwork)).toBeTruthy()
    await act(async () => void window.dispatchEvent(new Event('online')))
    expect(screen.queryByTestId('no-network-view')).toBeNull()
    expect(loader).toHaveBeenCalledTimes(2)
    expect(screen.getByText('正文')).toBeTruthy()
  })

  it('hears the network come back even when it went between the first draw and the listening', async () => {
    // Online while the page first draws; gone, with its event already fired, by the time the page listens.
    let onLine = true
    const reads = jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => {
      const now = onLine
      onLine = false
      return now
    })
    try {
      const loader = loaderOf(new Error('offline'), '正文')
      render(<DetailPage loader={loader} />)
      await act(async () => undefined)
      expect(screen.getByTestId('no-network-view')).toBeTruthy()
      reads.mockReturnValue(true)
      await act(async () => void window.dispatchEvent(new Event('online')))
      expect(loader).toHaveBeenCalledTimes(2)
      expect(screen.getByText('正文')).toBeTruthy()
    } finally {
      reads.mockRestore()
    }
  })

  it('asks once again for a load on the wire as the network went that fails only after it came back', async () => {
    const cut = deferred<string>()
    const loader = loaderOf(cut.promise, new Error('server down'))
    render(<DetailPage loader={loader} />)
    act(() => void window.dispatchEvent(new Event('offline')))
    act(() => void window.dispatchEvent(new Event('online')))
    // Still loading as the network returns: nothing to ask again yet.
    expect(loader).toHaveBeenCalledTimes(1)
    act(() => void jest.advanceTimersByTime(TIMEOUTS.networkMs - 1_000))
    await act(async () => cut.reject(new Error('connection reset')))
    // The retry fails as well, with the network there: that is the error view's to say, not asked again.
    expect(loader).toHaveBeenCalledTimes(2)
    expect(stateOfPage()).toBe('error')
  })

  it('does not ask again for a failure long after the network came back, nor for one without a drop', async () => {
    const cut = deferred<string>()
    const late = loaderOf(cut.promise)
    const { unmount } = render(<DetailPage loader={late} />)
    act(() => void window.dispatchEvent(new Event('offline')))
    act(() => void window.dispatchEvent(new Event('online')))
    act(() => void jest.advanceTimersByTime(TIMEOUTS.networkMs))
    await act(async () => cut.reject(new Error('later')))
    expect(late).toHaveBeenCalledTimes(1)
    unmount()
    const steady = loaderOf(new Error('no drop'))
    render(<DetailPage loader={steady} />)
    await act(async () => undefined)
    expect(stateOfPage()).toBe('error')
    expect(steady).toHaveBeenCalledTimes(1)
  })

  it('asks a page shown from an offline copy again, once, when the network returns', async () => {
    const loader = jest
      .fn<Promise<string>, [CopyNote]>()
      .mockImplementationOnce(async (note) => {
        note(Date.now() - 60_000)
        return '离线正文'
      })
      .mockResolvedValueOnce('新正文')
    render(<DetailPage loader={loader} />)
    await act(async () => undefined)
    expect(screen.getByTestId('offline-copy-line')).toBeTruthy()
    act(() => void window.dispatchEvent(new Event('offline')))
    await act(async () => void window.dispatchEvent(new Event('online')))
    expect(loader).toHaveBeenCalledTimes(2)
    expect(screen.getByText('新正文')).toBeTruthy()
    expect(screen.queryByTestId('offline-copy-line')).toBeNull()
  })

  it('asks a load that outlasted its time-out again when the network returns', async () => {
    const hung = deferred<string>()
    const loader = loaderOf(hung.promise, '正文')
    render(<DetailPage loader={loader} />)
    act(() => void jest.advanceTimersByTime(TIMEOUTS.asyncPageLoadTimeoutMs))
    expect(stateOfPage()).toBe('error')
    act(() => void window.dispatchEvent(new Event('offline')))
    await act(async () => void window.dispatchEvent(new Event('online')))
    expect(loader).toHaveBeenCalledTimes(2)
    expect(screen.getByText('正文')).toBeTruthy()
  })
})
