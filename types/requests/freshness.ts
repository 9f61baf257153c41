/** Requests of live freshness (docs/product.md §4.20): what is new in the feeds a reader has open. */
import { Type } from '@sinclair/typebox'
import { FRESH_FEED_PATTERN, FRESH_LIMITS, type FreshFeed } from '../api'
import { id, numericId, obj, opt, strArray } from './fields'

const feed = Type.Unsafe<FreshFeed>({ type: 'string', pattern: FRESH_FEED_PATTERN })

/** One FreshFeed inside a longer pattern (its own anchors dropped). */
const ONE_FEED = `(${FRESH_FEED_PATTERN.slice(1, -1)})`

export const FRESHNESS_REQUESTS = {
  /** Per feed, the newest id the reader holds; a viewer (accountId and token) for 关注. */
  'feed.fresh': obj({
    feeds: strArray(obj({ feed, after: opt(numericId) }), FRESH_LIMITS.feedsPerRequest, 1),
    accountId: opt(id),
  }),
  /** The feeds to push, comma-separated in the address (an event stream is a GET), at most feedsPerRequest. */
  'feed.stream': obj({
    feeds: Type.String({ pattern: `^${ONE_FEED}(,${ONE_FEED}){0,${FRESH_LIMITS.feedsPerRequest - 1}}$` }),
    accountId: opt(id),
  }),
} as const
