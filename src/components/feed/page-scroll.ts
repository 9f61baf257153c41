/**
 * H5: Taro's H5 router scrolls each page inside its own element (.taro_page), not the window. The
 * list finds that element from its own node; a passive listener reports at most once per frame,
 * so a fast fling does not re-render the list for every scroll event. The reader answers the last position
 * reported rather than asking the element: reading scrollTop while the list is rendering forces the browser to
 * lay the page out in the middle of it (issue 17's profile: ~30 ms of a slow phone's start-up).
 */
import { useCallback, useEffect, useRef } from 'react'
import { PAGE_SCROLLER } from '../shell/page-scroller'
import { anchorOf, anchoredScrollTop, type CardBox, type PlaceAnchor } from './place-anchor'

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

/** Each feed card carries its place in its feed under this attribute (FeedSegment), so a kept place finds it. */
const CARD_INDEX = 'data-feed-index'

/** The top of what the scroller shows, in the viewport: its own top, or 0 when the document scrolls. */
function viewTopOf(scroller: HTMLElement): number {
  return scroller === document.scrollingElement ? 0 : scroller.getBoundingClientRect().top
}

/** The card at the top of the page's screen and its height there (a tab being left); null if no card is shown. */
export function readPlaceAnchor(anchorId: string): PlaceAnchor | null {
  const scroller = scrollerOf(anchorId) as HTMLElement | null
  if (!scroller) return null
  const viewTop = viewTopOf(scroller)
  const boxes: CardBox[] = []
  for (const card of scroller.querySelectorAll(`[${CARD_INDEX}]`)) {
    const rect = card.getBoundingClientRect()
    boxes.push({ index: Number(card.getAttribute(CARD_INDEX)), top: rect.top - viewTop, bottom: rect.bottom - viewTop })
  }
  return anchorOf(boxes)
}

/** What tells a reader's own scroll from the list's: every way a person moves a page starts with one of these. */
const READER_INPUT = ['touchstart', 'wheel', 'mousedown', 'keydown'] as const

/**
 * Puts the anchor's card back at its height now, and again whenever the feed's size changes under it (its segments
 * measured, its window moved), until the reader touches the page; returns the release. The correction runs after
 * layout and before paint (ResizeObserver), so the reader never sees the card move.
 */
export function holdPlace(anchorId: string, anchor: PlaceAnchor): () => void {
  const scroller = scrollerOf(anchorId) as HTMLElement | null
  if (!scroller) return noop
  const place = () => {
    const card = scroller.querySelector(`[${CARD_INDEX}="${anchor.index}"]`)
    if (!card) return
    const cardTop = card.getBoundingClientRect().top - viewTopOf(scroller)
    if (Math.abs(cardTop - anchor.offset) >= 0.5)
      scroller.scrollTop = anchoredScrollTop(scroller.scrollTop, anchor, cardTop)
  }
  place()
  const watcher = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place)
  for (const list of scroller.querySelectorAll('.feed-list')) watcher?.observe(list)
  const release = () => {
    watcher?.disconnect()
    for (const type of READER_INPUT) document.removeEventListener(type, release, true)
  }
  // On the document: keys go to whatever has focus, often outside the scroller.
  for (const type of READER_INPUT) document.addEventListener(type, release, { capture: true, passive: true })
  return release
}

function noop() {}
