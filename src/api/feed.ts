/** Live freshness (docs/product.md §4.20): what is new in open feeds, asked or pushed. */
import type { FreshCursor, FreshFeed, FreshFeedAnswer } from '@shared/api'
import type { EventStreamHandle, EventStreamHandlers } from '@/platform/event-stream'
import { callData, optionsFor, type ApiContext } from './core'

export function createFeedApi(ctx: ApiContext) {
  return {
    /** Per feed, what is newer than the reader's cursor; the viewer's token comes with the session headers. */
    fresh: async (feeds: FreshCursor[], accountId?: string): Promise<FreshFeedAnswer[]> =>
      (await callData(ctx, 'feed.fresh', { feeds, accountId })).feeds,
    /** The pushed events of these feeds, or null where the target has no streams (the caller asks instead). */
    stream: (
      feeds: readonly FreshFeed[],
      accountId: string | undefined,
      handlers: EventStreamHandlers,
    ): EventStreamHandle | null =>
      ctx.stream ? ctx.stream(optionsFor(ctx, 'feed.stream', { feeds: feeds.join(','), accountId }), handlers) : null,
  }
}
