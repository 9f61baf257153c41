/**
 * What a long feed may cost on screen: DOM elements on H5, rendered nodes and the largest setData
 * payload in the mini-program. Checked at 5,000 items by test/weapp/feed-scale.test.ts and
 * test/e2e/feed-scale.test.ts (`npm test`), and printed by `npm run bench:feed`.
 */
export const FEED_BUDGETS = {
  h5Elements: 1400,
  weappNodes: 1000,
  /** Any page's largest setData. */
  setDataBytes: 256 * 1024,
  /** The feed's own, however long it grows (issue 38). */
  feedSetDataBytes: 64 * 1024,
  /** The length at which the feed's budgets are checked (npm test, npm run bench:feed -- --items 5000). */
  items: 5000,
} as const
