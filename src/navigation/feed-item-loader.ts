/**
 * H5: what tapping a feed item does (open-feed-item.ts with lib/feed-open.ts) is a chunk of its own: the browser
 * fetches it ahead once the page's chunk has loaded (webpack's prefetch, at idle priority), and it runs at the first
 * tap, so the first screen neither waits for it nor runs it.
 */
export function loadFeedItemOpening(): Promise<typeof import('./open-feed-item')> {
  return import(/* webpackChunkName: "feed-open", webpackPrefetch: true */ './open-feed-item')
}
