/**
 * H5: Taro's H5 router scrolls each page inside its own element (.taro_page), not the window. The
 * list finds that element from its own node; a passive listener reports at most once per frame,
 * so a fast fling does not re-render the list for every scroll event. The reader answers the last position
 * reported rather than asking the element: reading scrollTop while the list is rendering forces the browser to
 * lay the page out in the middle of it (issue 17's profile: ~30 ms of a slow phone's start-up).
 */
import { useCallback, useEffect, useRef } from 'react'
import { PAGE_SCROLLER } from '../shell/page-scroller'

type Scroller = Pick<HTMLElement, 'scrollTop' | 'addEventListener' | 'removeEventListener'>

function scrollerOf(anchorId: string): Scroller | null {
  if (typeof document === 'undefined') return null
  const page = document.getElementById(anchorId)?.closest<HTMLElement>(PAGE_SCROLLER)
  return page ?? (document.scrollingElement as HTMLElement | null)
}

/** Reports page scroll positions; returns a reader of the last one reported. */
export function usePageScrollTop(onScroll: (scrollTop: number) => void, anchorId: string): () => number {
  const handler = useRef(onScroll)
  handler.current = onScroll
  // Until the first frame says otherwise, a list is at the page's top.
  const lastTop = useRef(0)
  useEffect(() => {
    const target = scrollerOf(anchorId)
    if (!target || typeof window === 'undefined') return
    let frame = 0
    const report = () => {
      frame = 0
      lastTop.current = target.scrollTop
      handler.current(lastTop.current)
    }
    const listener = () => {
      if (frame === 0) frame = window.requestAnimationFrame(report)
    }
    target.addEventListener('scroll', listener, { passive: true })
    // A list can appear on a page already scrolled (a tab switched further down): its position is read once,
    // in the next frame, when the browser lays the page out anyway.
    frame = window.requestAnimationFrame(report)
    return () => {
      target.removeEventListener('scroll', listener)
      if (frame !== 0) window.cancelAnimationFrame(frame)
    }
  }, [anchorId])
  return useCallback(() => lastTop.current, [])
}

/** Puts the page holding the anchor at a scroll position at once (a tab coming back to where it was left). */
export function scrollPageTo(anchorId: string, top: number): void {
  const target = scrollerOf(anchorId)
  if (target) target.scrollTop = top
}
