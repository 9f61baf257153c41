/**
 * H5: an element's height and its top within the page's scrolling content, read from the DOM in
 * the next frame (after layout). Taro's selector query would do the same through more machinery,
 * and throws when no page is registered yet.
 */
import { inNextTask } from '@/lib/idle'
import { PAGE_SCROLLER } from '../shell/page-scroller'

export interface MeasuredBox {
  /** From the top of the page's content, whatever the scroll position. */
  pageTop: number
  height: number
}

export function measureById(id: string, done: (box: MeasuredBox | null) => void): void {
  if (typeof document === 'undefined' || typeof requestAnimationFrame === 'undefined') return done(null)
  requestAnimationFrame(() => {
    const element = document.getElementById(id)
    if (!element) return done(null)
    const rect = element.getBoundingClientRect()
    const scroller = element.closest<HTMLElement>(PAGE_SCROLLER)
    const origin = scroller
      ? scroller.getBoundingClientRect().top - scroller.scrollTop
      : -(document.scrollingElement?.scrollTop ?? 0)
    done({ pageTop: rect.top - origin, height: rect.height })
  })
}

/**
 * Lays the page out in the task after the caller's (FeedSegment: after a step's render). A card drawn while the reader
 * scrolls is otherwise laid out in the next frame, together with its paint; laid out in the render's own task, the two
 * made one long task: at 4× CPU either was the long task of a fast fling (docs/product.md §2.9).
 */
export function layOutInNextTask(id: string): void {
  if (typeof document !== 'undefined') inNextTask(() => document.getElementById(id)?.getBoundingClientRect())
}

/** The window's height without a layout: read during a render, clientHeight would force one. 0 when unknown. */
export function viewportHeight(): number {
  return typeof window === 'undefined' ? 0 : window.innerHeight || 0
}
