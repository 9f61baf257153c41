import { useCallback, useEffect, useRef, useState } from 'react'
import { LIMITS } from '@/config/constants'

/** A page of results: the items, and whether more follow (else: a short page means the end). */
export type PageResult<T> = readonly T[] | { items: readonly T[]; hasMore?: boolean }

/** page is 1-based. */
export type PageLoader<T> = (page: number, pageSize: number) => Promise<PageResult<T>>

export interface PagedList<T> {
  items: T[]
  /** The first page is loading and nothing is shown yet. */
  loading: boolean
  /** A refresh (pull to refresh) is running over items already shown. */
  refreshing: boolean
  /** The next page is loading. */
  loadingMore: boolean
  /** The last request failed (first page: error view; later pages: tap-to-retry footer). */
  error: unknown
  hasMore: boolean
  /** The first page has answered at least once (success or failure). */
  loaded: boolean
  refresh(): Promise<void>
  loadMore(): Promise<void>
  retry(): Promise<void>
}

export interface PagedListOptions {
  pageSize?: number
  /** Load the first page on mount (default true). */
  auto?: boolean
}

function readPage<T>(result: PageResult<T>, pageSize: number): { items: readonly T[]; hasMore: boolean } {
  if (Array.isArray(result)) return { items: result, hasMore: result.length >= pageSize }
  const page = result as { items: readonly T[]; hasMore?: boolean }
  const items = Array.isArray(page.items) ? page.items : []
  return { items, hasMore: page.hasMore ?? items.length >= pageSize }
}

/**
 * A feed's pages: one request at a time, refresh starts over (and wins over a load-more in flight),
 * loading stops at the end, and a failure keeps what is shown and can be retried.
 */
export function usePagedList<T>(loader: PageLoader<T>, options: PagedListOptions = {}): PagedList<T> {
  const pageSize = options.pageSize ?? LIMITS.pageSize
  const [items, setItems] = useState<T[]>([])
  const [loading, setLoading] = useState(options.auto !== false)
  const [refreshing, setRefreshing] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [hasMore, setHasMore] = useState(true)
  const [loaded, setLoaded] = useState(false)

  const loaderRef = useRef(loader)
  loaderRef.current = loader
  // Mutable request state: React state lags a render behind, and taps can arrive faster.
  const nextPage = useRef(1)
  const inFlight = useRef<'first' | 'more' | null>(null)
  const generation = useRef(0)
  const lastFailed = useRef<'first' | 'more' | null>(null)
  const itemCount = useRef(0)
  const canLoadMore = useRef(true)
  const mounted = useRef(true)

  const loadFirst = useCallback(async () => {
    // A refresh supersedes a load-more in flight; a second refresh while one runs is dropped.
    if (inFlight.current === 'first') return
    const ticket = ++generation.current
    inFlight.current = 'first'
    setError(null)
    setLoadingMore(false)
    if (itemCount.current > 0) setRefreshing(true)
    else setLoading(true)
    try {
      const page = readPage(await loaderRef.current(1, pageSize), pageSize)
      if (!mounted.current || ticket !== generation.current) return
      itemCount.current = page.items.length
      canLoadMore.current = page.hasMore
      nextPage.current = 2
      lastFailed.current = null
      setItems([...page.items])
      setHasMore(page.hasMore)
    } catch (failure) {
      if (!mounted.current || ticket !== generation.current) return
      lastFailed.current = 'first'
      setError(failure ?? new Error('load failed'))
    } finally {
      if (mounted.current && ticket === generation.current) {
        inFlight.current = null
        setLoading(false)
        setRefreshing(false)
        setLoaded(true)
      }
    }
  }, [pageSize])

  const loadMore = useCallback(async () => {
    if (inFlight.current !== null || !canLoadMore.current || itemCount.current === 0) return
    const ticket = generation.current
    const page = nextPage.current
    inFlight.current = 'more'
    setError(null)
    setLoadingMore(true)
    try {
      const result = readPage(await loaderRef.current(page, pageSize), pageSize)
      if (!mounted.current || ticket !== generation.current) return
      itemCount.current += result.items.length
      canLoadMore.current = result.hasMore
      nextPage.current = page + 1
      lastFailed.current = null
      setItems((shown) => [...shown, ...result.items])
      setHasMore(result.hasMore)
    } catch (failure) {
      if (!mounted.current || ticket !== generation.current) return
      lastFailed.current = 'more'
      setError(failure ?? new Error('load failed'))
    } finally {
      if (mounted.current && ticket === generation.current) {
        inFlight.current = null
        setLoadingMore(false)
      }
    }
  }, [pageSize])

  const retry = useCallback(() => (lastFailed.current === 'more' ? loadMore() : loadFirst()), [loadFirst, loadMore])

  useEffect(() => {
    mounted.current = true
    if (options.auto !== false) void loadFirst()
    return () => {
      mounted.current = false
    }
    // Only on mount: a new loader identity each render must not reload the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return { items, loading, refreshing, loadingMore, error, hasMore, loaded, refresh: loadFirst, loadMore, retry }
}
