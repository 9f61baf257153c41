import { observer } from 'mobx-react-lite'
import { PagedListFooter, type SkeletonKind } from '@/components/shell'
import { toast } from '@/hooks'
import { countNewOnTop, refreshedText } from '@/lib'
import type { DynamicEntity, PagedList } from '@/stores'
import { FeedList, type FeedListProps } from './FeedList'

/** An item's id when it is a dynamic; lists of other things (accounts, lives) are not counted. */
function dynamicIdOf(item: unknown): string | null {
  return item !== null && typeof item === 'object' && 'pubId' in item ? String(item.pubId) : null
}

/**
 * Refreshes a feed and says what it brought (docs/product.md §4.21): 为你更新了 N 条内容 for the items now above
 * the first one the reader had, 暂无新内容 when none; nothing when the refresh failed (the list shows its error)
 * or the list is not of dynamics.
 */
export async function refreshAndSay<T>(list: PagedList<T>): Promise<void> {
  const before = list.items.map(dynamicIdOf)
  await list.refresh()
  if (list.error || before.includes(null)) return
  const after = list.items.map(dynamicIdOf)
  if (after.includes(null) || (before.length === 0 && after.length === 0)) return
  toast(refreshedText(countNewOnTop(before as string[], after as string[])))
}

/** What a feed page hands its PageShell: the first page's states, PTR and load more. */
export function feedShellState<T>(list: PagedList<T>) {
  return {
    loading: list.loading,
    // While the first page loads, the feed's cards in grey, not a spinner (docs/product.md §4.21); a list of other
    // things says its own shape.
    skeleton: 'cards' as SkeletonKind,
    // A failed later page keeps the cards and shows the footer's retry instead.
    error: list.items.length === 0 ? list.error : null,
    empty: list.loaded && list.items.length === 0 && !list.error && !list.loading,
    onRetry: () => void list.retry(),
    onRefresh: () => refreshAndSay(list),
    onReachBottom: () => void list.loadMore(),
    // A first page from an offline copy: PageShell's quiet 离线 line (docs/product.md §8.5).
    copySavedAt: list.savedAt,
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
