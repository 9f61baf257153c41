/**
 * What a long feed may cost on screen: DOM elements on H5, rendered nodes and the largest setData
 * payload in the mini-program. Checked by the weapp tests (`npm test`) and printed by `npm run bench:feed`.
 */
export const FEED_BUDGETS = { h5Elements: 1400, weappNodes: 1000, setDataBytes: 256 * 1024 } as const
