/**
 * H5: Taro's router scrolls each page inside its own element, not the window. Whatever needs the
 * page's scroll position (pull to refresh, the feed's windowing) finds that element from a node.
 */
export const PAGE_SCROLLER = '.taro_page'

interface ScrollerLike {
  scrollTop: number
}

/** The scroll position of the page that holds `node`; the document's when no page element holds it. */
export function pageScrollTopOf(node: unknown): number {
  if (typeof document === 'undefined') return 0
  const element = node && typeof (node as Element).closest === 'function' ? (node as Element) : null
  const page = element?.closest(PAGE_SCROLLER) as ScrollerLike | null | undefined
  return (page ?? (document.scrollingElement as ScrollerLike | null))?.scrollTop ?? 0
}
