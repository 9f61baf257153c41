/**
 * H5: the 直播 tab's order (live-dynamic.ts, lib/live-order.ts) is a chunk of its own, fetched when that tab first
 * asks for a page; the first screen's feed never needs it.
 */
export function loadLiveTabOrder(): Promise<typeof import('./live-dynamic')> {
  return import(/* webpackChunkName: "live-order" */ './live-dynamic')
}
