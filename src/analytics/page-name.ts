import type { RouteEntry } from '@/config/routes'

export const ANALYTICS_EVENTS = {
  pageViewDuration: 'htPageViewDuration',
  productDetailView: 'tchProductDetailPageView',
} as const

/**
 * The analytics name of a page: its page code with the values of its code parameters appended as
 * they are (docs/product.md §2.4: 'circle-detail' + circleId). Missing values are skipped, not written as 'undefined'.
 */
export function analyticsPageName(
  entry: Pick<RouteEntry, 'pageCode' | 'codeParams'>,
  params: Record<string, string | undefined> = {},
): string {
  return entry.codeParams.reduce((name, key) => name + (params[key] ?? ''), entry.pageCode)
}

/** Milliseconds on screen, never negative (a clock change must not produce nonsense). */
export function viewDurationMs(shownAt: number, now: number): number {
  return Math.max(0, Math.round(now - shownAt))
}
