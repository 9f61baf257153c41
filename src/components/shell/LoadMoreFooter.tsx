import { Text, View } from '@tarojs/components'
import { TEXTS } from '@/config/constants'
import { observer } from 'mobx-react-lite'
import type { PagedList } from '@/stores'
import { ReachBottomSentinel } from './ReachBottomSentinel'

export type LoadMoreState = 'idle' | 'loading' | 'noMore' | 'error'

const FOOTER_TEXT: Record<LoadMoreState, string> = {
  idle: TEXTS.loadMore,
  loading: TEXTS.loading,
  noMore: TEXTS.noMore,
  error: TEXTS.loadFailed,
}

export interface LoadMoreFooterProps {
  state: LoadMoreState
  /** Tapped in 'idle' (load the next page) or 'error' (retry). */
  onTap?: () => void
  noMoreText?: string
}

export function LoadMoreFooter({ state, onTap, noMoreText }: LoadMoreFooterProps) {
  const tappable = state === 'idle' || state === 'error'
  const text = state === 'noMore' && noMoreText ? noMoreText : FOOTER_TEXT[state]
  return (
    <View
      className={`load-more load-more--${state}`}
      data-testid="load-more"
      data-state={state}
      onClick={tappable ? onTap : undefined}
    >
      <Text className="load-more__text">{text}</Text>
    </View>
  )
}

/** Footer state from a paged list: loading, failed (tap to retry), at the end, or more to load. */
export function loadMoreState(list: Pick<PagedList<unknown>, 'loadingMore' | 'error' | 'hasMore'>): LoadMoreState {
  if (list.loadingMore) return 'loading'
  if (list.error) return 'error'
  if (!list.hasMore) return 'noMore'
  return 'idle'
}

/**
 * The end of a feed: the three-text footer plus, on H5, a sentinel that loads the next page within
 * 100 px of the bottom (the page's reach-bottom event covers the mini-program). Hidden until the
 * first page has shown something: an empty or failed first page has its own view.
 */
export const PagedListFooter = observer(function PagedListFooter({
  list,
  noMoreText,
}: {
  list: PagedList<unknown>
  noMoreText?: string
}) {
  if (!list.loaded || list.items.length === 0) return null
  const state = loadMoreState(list)
  return (
    <View className="paged-list-footer">
      <LoadMoreFooter state={state} noMoreText={noMoreText} onTap={state === 'error' ? list.retry : list.loadMore} />
      {state === 'idle' ? <ReachBottomSentinel key={list.items.length} onReach={list.loadMore} /> : null}
    </View>
  )
})
