import { markCopy } from '@/http/copy-mark'
import { ListQuery, fromPage, plainSource, type PageResult } from '@/stores/list-query'
import { Loadable } from '@/stores/loadable'
import { deferred, type Deferred } from '../../support/fixtures'

const page = (items: string[], hasMore: boolean): PageResult<string> => ({ items, hasMore })

/** Items by key in a map, as an entity store keeps them. */
function entitySource() {
  const byKey = new Map<string, { id: string; gone?: boolean }>()
  return {
    byKey,
    ingest: (raw: string) => {
      if (!byKey.has(raw)) byKey.set(raw, { id: raw })
      return raw
    },
    resolve: (key: string) => byKey.get(key),
  }
}

describe('ListQuery', () => {
  it('pages in order, one request at a time, and stops at the end', async () => {
    const calls: Deferred<PageResult<string>>[] = []
    const loader = jest.fn(() => {
      const d = deferred<PageResult<string>>()
      calls.push(d)
      return d.promise
    })
    const list = new ListQuery(loader, plainSource<string>(), { pageSize: 2 })
    const first = list.refresh()
    expect(list.loading).toBe(true)
    calls[0].resolve(page(['a', 'b'], true))
    await first
    expect(list.items).toEqual(['a', 'b'])
    expect(list.loaded).toBe(true)
    const more = list.loadMore()
    void list.loadMore()
    expect(loader).toHaveBeenCalledTimes(2)
    expect(loader).toHaveBeenLastCalledWith(2, 2)
    calls[1].resolve(page(['c'], false))
    await more
    expect(list.items).toEqual(['a', 'b', 'c'])
    expect(list.hasMore).toBe(false)
    await list.loadMore()
    expect(loader).toHaveBeenCalledTimes(2)
  })

  it('keeps what is shown on a failed page and retries that page', async () => {
    const loader = jest
      .fn()
      .mockResolvedValueOnce(page(['a'], true))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(page(['b'], false))
    const list = new ListQuery<string>(loader, plainSource<string>())
    await list.refresh()
    await list.loadMore()
    expect(list.items).toEqual(['a'])
    expect(list.error).toBeInstanceOf(Error)
    await list.retry()
    expect(loader).toHaveBeenLastCalledWith(2, 20)
    expect(list.items).toEqual(['a', 'b'])
    expect(list.error).toBeNull()
  })

  it('retries the first page after a failed first load, and a refresh wins over a load-more in flight', async () => {
    const slow = deferred<PageResult<string>>()
    const loader = jest
      .fn()
      .mockRejectedValueOnce(undefined)
      .mockResolvedValueOnce(page(['a'], true))
      .mockReturnValueOnce(slow.promise)
      .mockResolvedValueOnce(page(['fresh'], false))
    const list = new ListQuery<string>(loader, plainSource<string>())
    await list.refresh()
    expect(list.error).toBeInstanceOf(Error)
    await list.retry()
    expect(list.items).toEqual(['a'])
    const more = list.loadMore()
    await list.refresh()
    slow.resolve(page(['stale'], false))
    await more
    expect(list.items).toEqual(['fresh'])
    expect(list.loadingMore).toBe(false)
  })

  it('shows an item once, where the latest page puts it, and drops gone items at once', async () => {
    const source = entitySource()
    const loader = jest
      .fn()
      .mockResolvedValueOnce(page(['a', 'b'], true))
      .mockResolvedValueOnce(page(['c', 'mine'], false))
    const list = new ListQuery(loader, source, { isGone: (item) => item.gone === true })
    await list.refresh()
    list.prepend('mine', 'end')
    expect(list.items.map((i) => i.id)).toEqual(['a', 'b', 'mine'])
    await list.loadMore()
    expect(list.items.map((i) => i.id)).toEqual(['a', 'b', 'c', 'mine'])
    source.byKey.get('b')!.gone = true
    expect(list.items.map((i) => i.id)).toEqual(['a', 'c', 'mine'])
    list.prepend('new')
    list.remove('a')
    expect(list.items.map((i) => i.id)).toEqual(['new', 'c', 'mine'])
  })

  it('reads an API page, a missing list as an empty one', () => {
    expect(fromPage({ list: ['x'], total: 1, pageNum: 1, pageSize: 20, hasMore: true })).toEqual({
      items: ['x'],
      hasMore: true,
    })
    expect(fromPage({ list: null as unknown as string[], total: 0, pageNum: 1, pageSize: 20, hasMore: false })).toEqual(
      { items: [], hasMore: false },
    )
  })
})

describe('Loadable', () => {
  it('loads, keeps the newest answer only, and counts answers', async () => {
    const first = deferred<string>()
    const loader = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('second')
    const value = new Loadable<string>(loader)
    expect(value.loading).toBe(true)
    const slow = value.reload()
    await value.reload()
    first.resolve('first')
    await slow
    expect(value.data).toBe('second')
    expect(value.version).toBe(1)
    expect(value.loading).toBe(false)
  })

  it('keeps the error for the retry view, and loads nothing without a loader', async () => {
    const value = new Loadable<string>(() => Promise.reject(new Error('down')))
    await value.reload()
    expect(value.error).toBeInstanceOf(Error)
    expect(value.data).toBeNull()
    const nothing = new Loadable<string>(null)
    expect(nothing.loading).toBe(false)
    await nothing.reload()
    expect(nothing.loading).toBe(false)
  })

  it('drops an answer that arrives after the screen went away', async () => {
    const answer = deferred<string>()
    const value = new Loadable<string>(() => answer.promise)
    const pending = value.reload()
    value.cancel()
    answer.resolve('late')
    await pending
    expect(value.data).toBeNull()
  })
})

describe('offline copies (docs/product.md §8.5)', () => {
  it('a first page answered from a copy says when it was saved and asks for no next page; a fresh one clears it', async () => {
    let copy = true
    const loader = async () => {
      const page = { list: [{ id: 'a' }], hasMore: true, total: 1, pageNum: 1, pageSize: 20 }
      return fromPage(copy ? markCopy(page, 1_700_000_000_000) : page)
    }
    const list = new ListQuery(loader, plainSource<{ id: string }>())
    await list.refresh()
    expect(list.savedAt).toBe(1_700_000_000_000)
    expect(list.hasMore).toBe(false)
    copy = false
    await list.refresh()
    expect(list.savedAt).toBeNull()
    expect(list.hasMore).toBe(true)
  })

  it('a loadable whose loader notes a copy says when it was saved', async () => {
    let savedAt: number | undefined = 42
    const value = new Loadable(async (note) => {
      note(savedAt)
      return 'article'
    })
    await value.reload()
    expect(value.savedAt).toBe(42)
    savedAt = undefined
    await value.reload()
    expect(value.savedAt).toBeNull()
  })
})
