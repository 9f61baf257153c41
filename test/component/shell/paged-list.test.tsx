import { act, fireEvent, render, screen } from '@testing-library/react'
import { TEXTS } from '@/config/constants'
import { PagedListFooter, PageShell } from '@/components/shell'
import { observer } from 'mobx-react-lite'
import { useListQuery } from '@/hooks'
import { ListQuery, plainSource, type PagedList } from '@/stores'
import { installFakePlatform } from './fake-platform'
import { deferred, type Deferred } from '../../support/fixtures'

const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => `item-${from + i}`)

type Loader = (page: number, pageSize: number) => Promise<string[]>

/** A short page means the end, as the plain lists of this test answer. */
const Feed = observer(function Feed({
  loader,
  expose,
}: {
  loader: Loader
  expose?: (list: PagedList<string>) => void
}) {
  const list = useListQuery(
    () =>
      new ListQuery<string>(
        async (page, pageSize) => {
          const items = await loader(page, pageSize)
          return { items, hasMore: items.length >= pageSize }
        },
        plainSource<string>(),
        { pageSize: 3 },
      ),
    'feed',
  )
  expose?.(list)
  return (
    <PageShell
      path="community/search/index"
      loading={list.loading}
      error={list.items.length === 0 ? list.error : null}
      empty={list.loaded && list.items.length === 0 && !list.error}
      onRetry={list.retry}
      onRefresh={list.refresh}
      onReachBottom={list.loadMore}
    >
      {list.items.map((item) => (
        <div key={item}>{item}</div>
      ))}
      <PagedListFooter list={list} />
    </PageShell>
  )
})

beforeEach(() => installFakePlatform())

describe('a store list query with PageShell', () => {
  it('loads pages one request at a time and stops at the end', async () => {
    const calls: Deferred<string[]>[] = []
    const loader = jest.fn((_page: number) => {
      const d = deferred<string[]>()
      calls.push(d)
      return d.promise
    })
    let list!: PagedList<string>
    render(<Feed loader={loader} expose={(l) => (list = l)} />)
    expect(loader).toHaveBeenCalledWith(1, 3)
    await act(async () => calls[0].resolve(page(1, 3)))
    expect(screen.getByText('item-3')).toBeTruthy()
    expect(screen.getByTestId('load-more').textContent).toBe(TEXTS.loadMore)

    await act(async () => {
      void list.loadMore()
      void list.loadMore()
    })
    expect(loader).toHaveBeenCalledTimes(2)
    expect(screen.getByTestId('load-more').textContent).toBe(TEXTS.loading)
    await act(async () => calls[1].resolve(page(4, 1)))
    expect(screen.getByText('item-4')).toBeTruthy()
    expect(screen.getByTestId('load-more').textContent).toBe(TEXTS.noMore)
    await act(async () => void list.loadMore())
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('shows tap-to-retry when a later page fails, and retries that page', async () => {
    const loader = jest
      .fn<Promise<string[]>, [number, number]>()
      .mockResolvedValueOnce(page(1, 3))
      .mockRejectedValueOnce(new Error('net'))
      .mockResolvedValueOnce(page(4, 3))
    let list!: PagedList<string>
    render(<Feed loader={loader} expose={(l) => (list = l)} />)
    await act(async () => undefined)
    await act(async () => void list.loadMore())
    const footer = screen.getByTestId('load-more')
    expect(footer.getAttribute('data-state')).toBe('error')
    expect(footer.textContent).toBe(TEXTS.loadFailed)
    expect(screen.getByText('item-1')).toBeTruthy()
    await act(async () => void fireEvent.click(footer))
    expect(loader).toHaveBeenLastCalledWith(2, 3)
    expect(screen.getByText('item-6')).toBeTruthy()
  })

  it('asks again by itself for a next page that was on the wire as the network went and failed after it returned', async () => {
    const cut = deferred<string[]>()
    const loader = jest
      .fn<Promise<string[]>, [number, number]>()
      .mockResolvedValueOnce(page(1, 3))
      .mockReturnValueOnce(cut.promise)
      .mockResolvedValueOnce(page(4, 3))
    let list!: PagedList<string>
    render(<Feed loader={loader} expose={(l) => (list = l)} />)
    await act(async () => undefined)
    await act(async () => void list.loadMore())
    act(() => void window.dispatchEvent(new Event('offline')))
    act(() => void window.dispatchEvent(new Event('online')))
    expect(loader).toHaveBeenCalledTimes(2)
    await act(async () => cut.reject(new Error('connection reset')))
    expect(loader).toHaveBeenCalledTimes(3)
    expect(loader).toHaveBeenLastCalledWith(2, 3)
    expect(screen.getByText('item-6')).toBeTruthy()
  })

  it('asks once, not once per guard, for a first page that failed while the network was gone', async () => {
    const loader = jest
      .fn<Promise<string[]>, [number, number]>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page(1, 3))
    render(<Feed loader={loader} />)
    act(() => void window.dispatchEvent(new Event('offline')))
    await act(async () => undefined)
    expect(screen.getByTestId('page-shell').getAttribute('data-state')).toBe('error')
    await act(async () => void window.dispatchEvent(new Event('online')))
    expect(loader).toHaveBeenCalledTimes(2)
    expect(screen.getByText('item-3')).toBeTruthy()
  })

  it('shows the error view when the first page fails and the empty view for an empty feed', async () => {
    const loader = jest
      .fn<Promise<string[]>, [number, number]>()
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce([])
    render(<Feed loader={loader} />)
    await act(async () => undefined)
    expect(screen.getByTestId('error-view')).toBeTruthy()
    await act(async () => void fireEvent.click(screen.getByTestId('error-view')))
    expect(screen.getByTestId('empty-view').textContent).toBe(TEXTS.empty)
  })

  it('refresh starts over and wins over a load-more in flight', async () => {
    const more = deferred<string[]>()
    const loader = jest
      .fn<Promise<string[]>, [number, number]>()
      .mockResolvedValueOnce(page(1, 3))
      .mockReturnValueOnce(more.promise)
      .mockResolvedValueOnce(page(10, 3))
    let list!: PagedList<string>
    render(<Feed loader={loader} expose={(l) => (list = l)} />)
    await act(async () => undefined)
    await act(async () => void list.loadMore())
    await act(async () => void list.refresh())
    await act(async () => more.resolve(page(4, 3)))
    expect(screen.getByText('item-10')).toBeTruthy()
    expect(screen.queryByText('item-4')).toBeNull()
    expect(screen.queryByText('item-1')).toBeNull()
  })
})

describe('H5 pull to refresh', () => {
  it('pulls the indicator down at the top of the page and refreshes on release', async () => {
    const refreshed = deferred<string[]>()
    const loader = jest
      .fn<Promise<string[]>, [number, number]>()
      .mockResolvedValueOnce(page(1, 3))
      .mockReturnValueOnce(refreshed.promise)
    render(<Feed loader={loader} />)
    await act(async () => undefined)
    const root = screen.getByTestId('page-shell')
    fireEvent.touchStart(root, { touches: [{ clientY: 0 }] })
    fireEvent.touchMove(root, { touches: [{ clientY: 40 }] })
    expect(screen.getByTestId('pull-indicator').getAttribute('data-phase')).toBe('pulling')
    fireEvent.touchMove(root, { touches: [{ clientY: 140 }] })
    expect(screen.getByTestId('pull-indicator').getAttribute('data-phase')).toBe('ready')
    await act(async () => void fireEvent.touchEnd(root))
    expect(screen.getByTestId('pull-indicator').getAttribute('data-phase')).toBe('refreshing')
    expect(loader).toHaveBeenLastCalledWith(1, 3)
    await act(async () => refreshed.resolve(page(20, 3)))
    expect(screen.queryByTestId('pull-indicator')).toBeNull()
    expect(screen.getByText('item-20')).toBeTruthy()
  })

  it('a short pull springs back without refreshing', async () => {
    const loader = jest.fn<Promise<string[]>, [number, number]>().mockResolvedValue(page(1, 3))
    render(<Feed loader={loader} />)
    await act(async () => undefined)
    const root = screen.getByTestId('page-shell')
    fireEvent.touchStart(root, { touches: [{ clientY: 0 }] })
    fireEvent.touchMove(root, { touches: [{ clientY: 30 }] })
    fireEvent.touchEnd(root)
    expect(screen.queryByTestId('pull-indicator')).toBeNull()
    expect(loader).toHaveBeenCalledTimes(1)
  })
})
