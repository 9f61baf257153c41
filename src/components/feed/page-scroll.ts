/**
 * H5: the page scrolls the window. A passive listener, at most one report per animation frame, so
 * a fast fling does not re-render the list for every scroll event.
 */
import { useEffect, useRef } from 'react'

function windowScrollTop(): number {
  if (typeof document === 'undefined') return 0
  return document.scrollingElement?.scrollTop ?? window.scrollY ?? 0
}

/** Reports page scroll positions; returns a reader of the current one. */
export function usePageScrollTop(onScroll: (scrollTop: number) => void): () => number {
  const handler = useRef(onScroll)
  handler.current = onScroll
  useEffect(() => {
    if (typeof window === 'undefined') return
    let frame = 0
    const report = () => {
      frame = 0
      handler.current(windowScrollTop())
    }
    const listener = () => {
      if (frame === 0) frame = window.requestAnimationFrame(report)
    }
    window.addEventListener('scroll', listener, { passive: true })
    return () => {
      window.removeEventListener('scroll', listener)
      if (frame !== 0) window.cancelAnimationFrame(frame)
    }
  }, [])
  return windowScrollTop
}
