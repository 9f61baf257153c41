import { loadAheadAfterPageLoad } from '@/lib/idle'

/**
 * H5: what tapping a feed item does (open-feed-item.ts with lib/feed-open.ts) is a chunk of its own: the browser
 * loads it ahead once the page has loaded and the browser is idle (lib/idle.ts loadAheadAfterPageLoad), or at the first
 * tap, so the first screen neither waits for it nor runs it.
 */
export function loadFeedItemOpening(): Promise<typeof import('./open-feed-item')> {
  return import(/* webpackChunkName: "feed-open" */ './open-feed-item')
}

loadAheadAfterPageLoad(loadFeedItemOpening)
