/**
 * Opening a feed item as pages and components call it: its rules load with the first tap on H5
 * (feed-item-loader.ts), already fetched ahead by then; code that cannot come is told as a failed load.
 */
import { TEXTS } from '@/config/constants'
import { getPlatform } from '@/platform'
import type { FeedItemRef } from '@/lib'
import { loadFeedItemOpening } from './feed-item-loader'
import type { ArticleInfoLookup, FeedOpenContext } from './open-feed-item'

/** Opens a feed item (open-feed-item.ts); resolves whether something was opened. */
export async function openFeedItem(
  item: FeedItemRef,
  lookup: ArticleInfoLookup,
  context: FeedOpenContext = {},
): Promise<boolean> {
  let opening: Awaited<ReturnType<typeof loadFeedItemOpening>>
  try {
    opening = await loadFeedItemOpening()
  } catch {
    getPlatform().toast(TEXTS.loadFailed)
    return false
  }
  return opening.openFeedItem(item, lookup, context)
}
