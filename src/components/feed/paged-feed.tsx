import type { Dynamic, Page } from '@shared/api'
import { PagedListFooter } from '@/components/shell'
import type { PagedList, PageResult } from '@/hooks/usePagedList'
import { FeedList, type FeedListProps } from './FeedList'

/** An API page as usePagedList reads it: the server's hasMore is the truth about the end. */
export function toPageResult<T>(page: Page<T>): PageResult<T> {
  return { items: Array.isArray(page.list) ? page.list : [], hasMore: Boolean(page.hasMore) }
}

/** What a feed page hands its PageShell: the first page's states, PTR and load more. */
export function feedShellState<T>(list: PagedList<T>) {
  return {
    loading: list.loading,
    // A failed later page keeps the cards and shows the footer's retry instead.
    error: list.items.length === 0 ? list.error : null,
    empty: list.loaded && list.items.length === 0 && !list.error && !list.loading,
    onRetry: () => void list.retry(),
    onRefresh: () => list.refresh(),
    onReachBottom: () => void list.loadMore(),
  }
}

/** The feed and its load-more footer. */
export function PagedFeed({
  list,
  noMoreText,
  ...rest
}: { list: PagedList<Dynamic>; noMoreText?: string } & Omit<FeedListProps, 'items'>) {
  return (
    <>
      <FeedList items={list.items} {...rest} />
      <PagedListFooter list={list} noMoreText={noMoreText} />
    </>
  )
}
