import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { TEXTS } from '@/config/constants'
import {
  ChunkTimeoutView,
  NavBar,
  NotFoundView,
  PageErrorBoundary,
  PageShell,
  isChunkLoadError,
} from '@/components/shell'
import { installFakePlatform } from './fake-platform'

type Router = { path: string; params: Record<string, string> }
function setRouter(router: Router | null) {
  ;(Taro.getCurrentInstance() as unknown as { router: Router | null }).router = router
}
afterEach(() => setRouter(null))

describe('NavBar', () => {
  it('takes its title from the route table of the open page', () => {
    installFakePlatform()
    setRouter({ path: '/community/search/index', params: {} })
    render(<NavBar />)
    expect(screen.getByTestId('nav-bar-title').textContent).toBe('搜索')
  })

  it('is hidden when the page was opened with navigationBarHidden=1', () => {
    installFakePlatform()
    setRouter({ path: '/community/stockCommit/index', params: { navigationBarHidden: '1' } })
    render(<PageShell>内容</PageShell>)
    expect(screen.queryByTestId('nav-bar')).toBeNull()
    expect(screen.getByTestId('page-shell')).toBeTruthy()
  })

  it('uses the app-reported top inset as the status area on H5', async () => {
    installFakePlatform({ getTopInset: async () => 24 })
    render(<NavBar path="community/search/index" />)
    await act(async () => undefined)
    expect(screen.getByTestId('nav-bar').style.paddingTop).toBe('24px')
  })

  it('back on comment detail asks the app to go back and reload', () => {
    const { calls } = installFakePlatform()
    render(<NavBar path="community/commentDetail/index" />)
    fireEvent.click(screen.getByTestId('nav-bar-back'))
    expect(calls.goBack).toHaveBeenCalledWith({ refresh: true })
  })

  it('back on community home closes the page', () => {
    const { calls } = installFakePlatform()
    render(<NavBar path="community/home/index" />)
    fireEvent.click(screen.getByTestId('nav-bar-back'))
    expect(calls.closePage).toHaveBeenCalledTimes(1)
  })

  it('back on add-stock emits the left-handle event', () => {
    const { platform, calls } = installFakePlatform()
    const heard = jest.fn()
    platform.events.on('back', heard)
    render(<NavBar path="community/addStock/index" />)
    fireEvent.click(screen.getByTestId('nav-bar-back'))
    expect(heard).toHaveBeenCalledTimes(1)
    expect(calls.closePage).not.toHaveBeenCalled()
  })

  it('a page may handle back itself', () => {
    const { calls } = installFakePlatform()
    render(<NavBar path="community/home/index" onBack={() => true} />)
    fireEvent.click(screen.getByTestId('nav-bar-back'))
    expect(calls.closePage).not.toHaveBeenCalled()
  })
})

describe('reload-once views', () => {
  it('reloads once with the time parameter', () => {
    const reload = jest.fn()
    render(<ChunkTimeoutView getUrl={() => 'https://h.example/community/a?x=1'} reload={reload} now={() => 99} />)
    expect(reload).toHaveBeenCalledWith('https://h.example/community/a?x=1&_t=99')
    expect(screen.getByText(TEXTS.chunkTimeout)).toBeTruthy()
  })

  it('never loops: with the parameter present it waits for a tap', () => {
    const reload = jest.fn()
    render(<NotFoundView getUrl={() => 'https://h.example/community/a?_t=5'} reload={reload} now={() => 99} />)
    expect(reload).not.toHaveBeenCalled()
    const view = screen.getByTestId('not-found-view')
    expect(view.getAttribute('data-waiting')).toBe('1')
    fireEvent.click(view)
    expect(reload).toHaveBeenCalledWith('https://h.example/community/a?_t=99')
  })

  it('the error boundary turns a ChunkLoadError into the chunk-timeout view', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const replace = jest.fn()
    const error = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' })
    function LazyPage(): JSX.Element {
      throw error
    }
    const location = window.location
    // jsdom's location cannot be replaced piecemeal; the view only needs href and replace.
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { href: 'http://localhost/community/x?_t=1', replace },
    })
    render(
      <PageErrorBoundary>
        <LazyPage />
      </PageErrorBoundary>,
    )
    Object.defineProperty(window, 'location', { configurable: true, value: location })
    expect(screen.getByTestId('chunk-timeout-view')).toBeTruthy()
    expect(replace).not.toHaveBeenCalled()
    expect(isChunkLoadError(error)).toBe(true)
    expect(isChunkLoadError(new Error('other'))).toBe(false)
    spy.mockRestore()
  })
})
