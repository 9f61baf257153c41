/**
 * H5's lazy pictures: one IntersectionObserver for all of them, which gives a picture its address when it comes near
 * the screen and then lets it go. Taro's Image kept an observer per picture for as long as it was drawn, drew itself
 * again when it came into view, and read the picture's size in its load handler, which made the browser lay the page
 * out there and then: in a long feed scrolled fast on a slow phone, the feed's pictures were a quarter of the main
 * thread's work (docs/product.md §2.9).
 *
 * While the reader flings, the pictures that come near wait: each one loaded is a request, a decode and objects the
 * browser's garbage collector must go through, for a picture on screen a tenth of a second. They get their addresses
 * as soon as the page slows down or stops, if they are still near.
 */

import { inNextTask } from '@/lib/idle'

/** How near the screen a picture is given its address: Taro's Image's margin. */
export const NEAR = '300px 0px'
/** Faster than this many screens a second, the reader is passing pictures by rather than looking at them. */
const FLING_SCREENS_PER_SECOND = 2
/** A scroll that has sent no event for this long has stopped; two events further apart tell no speed. */
const SCROLL_SETTLED_MS = 120

let shared: IntersectionObserver | null = null
/** Pictures near the screen that came while the reader flung, in the order they came. */
const waiting = new Set<HTMLImageElement>()

function give(picture: HTMLImageElement): void {
  observer().unobserve(picture)
  waiting.delete(picture)
  const address = picture.dataset.src
  if (address) picture.src = address
}

function observer(): IntersectionObserver {
  if (shared) return shared
  // Scroll events do not bubble; a listener on the document's capture phase hears every scroller's.
  document.addEventListener('scroll', onScroll, { capture: true, passive: true })
  shared = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const picture = entry.target as HTMLImageElement
        // Passed by during the fling: it waits to come near again.
        if (!entry.isIntersecting) waiting.delete(picture)
        else if (pace.flinging) waiting.add(picture)
        else give(picture)
      }
    },
    { rootMargin: NEAR },
  )
  return shared
}

/** The last scroll event seen and whether the page was moving faster than a fling's pace then. */
const pace = { scroller: null as EventTarget | null, top: 0, at: 0, flinging: false }
let settled: ReturnType<typeof setTimeout> | undefined
/** Pictures given their addresses per task once the page slows: each starts a request and a decode. */
const GIVEN_PER_TASK = 3
let releasing = false

/**
 * Gives the waiting pictures their addresses, a few per task, never inside the scroll event that found the page
 * slower: the frame that event belongs to still has the page to lay out and paint.
 */
function releaseWaiting(): void {
  if (releasing || pace.flinging || waiting.size === 0) return
  releasing = true
  inNextTask(() => {
    releasing = false
    if (pace.flinging) return
    for (const picture of [...waiting].slice(0, GIVEN_PER_TASK)) give(picture)
    releaseWaiting()
  })
}

function slowedDown(): void {
  pace.flinging = false
  clearTimeout(settled)
  releaseWaiting()
}

function onScroll(event: Event): void {
  const scroller = event.target === document ? document.scrollingElement : event.target
  // Another scroller (a strip of chips) moving during a fling tells nothing of the fling's pace.
  if (!(scroller instanceof Element) || (pace.flinging && scroller !== pace.scroller)) return
  // Taro's router reads the page's position in this same event, so reading it here lays out nothing more.
  const top = scroller.scrollTop
  const now = performance.now()
  const elapsed = now - pace.at
  const timed = scroller === pace.scroller && elapsed > 0 && elapsed < SCROLL_SETTLED_MS
  const speed = timed ? (Math.abs(top - pace.top) * 1000) / elapsed : 0
  Object.assign(pace, { scroller, top, at: now })
  if (speed <= FLING_SCREENS_PER_SECOND * window.innerHeight) {
    if (pace.flinging) slowedDown()
    return
  }
  pace.flinging = true
  clearTimeout(settled)
  settled = setTimeout(slowedDown, SCROLL_SETTLED_MS)
}

/** Gives `picture` its `data-src` address once it is near the screen; returns what stops the wait. */
export function loadWhenNear(picture: HTMLImageElement): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    picture.src = picture.dataset.src ?? ''
    return () => undefined
  }
  const watching = observer()
  watching.observe(picture)
  return () => {
    watching.unobserve(picture)
    waiting.delete(picture)
  }
}
