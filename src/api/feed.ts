/** Live freshness (docs/product.md §4.20): what is new in open feeds, asked or pushed. */
import type { FreshCursor, FreshFeed, FreshFeedAnswer } from '@shared/api'
import type { RequestOptions } from '@/http/types'
import { callData, optionsFor, type ApiContext } from './core'

export function createFeedApi(ctx: ApiContext) {
  return {
    /** Per feed, what is newer than the reader's cursor; the viewer's token comes with the session headers. */
    fresh: async (feeds: FreshCursor[], accountId?: string): Promise<FreshFeedAnswer[]> =>
      (await callData(ctx, 'feed.fresh', { feeds, accountId })).feeds,
    /** The request of the pushed events of these feeds (the HTTP layer's openStream opens it). */
    streamRequest: (feeds: readonly FreshFeed[], accountId: string | undefined): RequestOptions =>
      optionsFor(ctx, 'feed.stream', { feeds: feeds.join(','), accountId }),
  }
}
