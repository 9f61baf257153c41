import { observer } from 'mobx-react-lite'
import { PagedListFooter } from '@/components/shell'
import type { DynamicEntity, PagedList } from '@/stores'
import { FeedList, type FeedListProps } from './FeedList'

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
export const PagedFeed = observer(function PagedFeed({
  list,
  noMoreText,
  ...rest
}: { list: PagedList<DynamicEntity>; noMoreText?: string } & Omit<FeedListProps, 'items'>) {
  return (
    <>
      <FeedList items={list.items} {...rest} />
      <PagedListFooter list={list} noMoreText={noMoreText} />
    </>
  )
})
