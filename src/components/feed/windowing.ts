/**
 * Segment windowing, pure: a long feed is cut into segments of one API page each; only segments
 * near the viewport render their cards, and what lies above and below them is one spacer each, as
 * tall as those segments last measured (or their estimate). So the page holds the same number of
 * elements however long the feed grows. No Taro here, so the arithmetic is unit-testable on its own.
 */
import { LIMITS } from '@/config/constants'

/**
 * What an unmeasured card is assumed to take. Close to a text card's real height so the first
 * estimate of a not yet measured segment does not make the page jump much when it is measured.
 */
export const ESTIMATED_CARD_HEIGHT_PX = 150

/**
 * Half an API page: the window moves in steps of ten cards, so it draws little more than the screen and what comes
 * next, and a mini-program place that takes another segment sends ten cards in its setData, not twenty.
 */
export const SEGMENT_SIZE = Math.ceil(LIMITS.pageSize / 2)

/** The items cut into consecutive segments; the last one may be shorter. */
export function toSegments<T>(items: readonly T[], size: number = SEGMENT_SIZE): T[][] {
  const segments: T[][] = []
  for (let start = 0; start < items.length; start += size) segments.push(items.slice(start, start + size))
  return segments
}

/**
 * The most cards the list draws at once, whatever the viewport: about 20 nodes each in the mini-program, so the
 * page stays under its 1,000 nodes (docs/product.md §2.9) with the page's own sections around the list.
 */
export const MAX_RENDERED_CARDS = 30

/** How many segments of `size` cards may render at once: two at least, so a screen across two is whole. */
export function maxRenderedSegments(size: number): number {
  return Math.max(2, Math.floor(MAX_RENDERED_CARDS / Math.max(1, size)))
}

export interface WindowInput {
  /** Measured height of each segment, or undefined where it never rendered (or measured 0). */
  heights: readonly (number | undefined)[]
  /** Item count of each segment, for the estimate of unmeasured ones. */
  counts: readonly number[]
  /** The list's top, in page coordinates. */
  listTop: number
  scrollTop: number
  viewportHeight: number
  /** Extra distance above and below the viewport that still counts as near. */
  overscan: number
  /** At most this many segments (the ones that cover most of the viewport); default no limit. */
  maxSegments?: number
  /** Which way the reader last scrolled (1 down, -1 up; default down): the side where `ahead` applies. */
  direction?: 1 | -1
  /** Extra distance on the side the reader is scrolling towards, so what comes next is drawn before it shows. */
  ahead?: number
}

export interface SegmentRange {
  first: number
  last: number
}

export function segmentHeight(height: number | undefined, count: number): number {
  return height !== undefined && height > 0 ? height : count * ESTIMATED_CARD_HEIGHT_PX
}

/**
 * The contiguous range of segments that intersects the viewport widened by overscan. Always at
 * least one segment (the nearest one) so a list scrolled past its end still shows its last cards.
 */
export function visibleSegmentRange(input: WindowInput): SegmentRange {
  const count = input.counts.length
  if (count === 0) return { first: 0, last: -1 }
  const down = (input.direction ?? 1) > 0
  const ahead = Math.max(input.overscan, input.ahead ?? 0)
  const from = input.scrollTop - input.listTop - (down ? input.overscan : ahead)
  const to = input.scrollTop - input.listTop + input.viewportHeight + (down ? ahead : input.overscan)
  let first = -1
  let last = -1
  let top = 0
  // Run for every frame of a scroll: it keeps no array of the tops unless it needs them (below).
  for (let i = 0; i < count; i += 1) {
    const bottom = top + segmentHeight(input.heights[i], input.counts[i])
    if (bottom > from && top < to) {
      if (first === -1) first = i
      last = i
    }
    top = bottom
  }
  if (first === -1) {
    // Above the list: its first segment; below it: its last.
    const nearest = to <= 0 ? 0 : count - 1
    return { first: nearest, last: nearest }
  }
  const max = input.maxSegments ?? count
  if (last - first + 1 <= max) return { first, last }
  // Too many: the run of `max` that shows most of the viewport itself; of runs that show as much, the one
  // furthest the way the reader is going (its next segment drawn ahead).
  const viewTop = input.scrollTop - input.listTop
  const viewBottom = viewTop + input.viewportHeight
  const tops = segmentTops(input, last + 1)
  const shown = (start: number) => Math.max(0, Math.min(viewBottom, tops[start + max]) - Math.max(viewTop, tops[start]))
  let best = first
  for (let start = first + 1; start + max - 1 <= last; start += 1) {
    if (shown(start) > shown(best) || (down && shown(start) === shown(best))) best = start
  }
  return { first: best, last: best + max - 1 }
}

/** The top of each of the first `upTo` segments, and the bottom of the last of them. */
function segmentTops(input: WindowInput, upTo: number): number[] {
  const tops = [0]
  for (let i = 0; i < upTo; i += 1) tops.push(tops[i] + segmentHeight(input.heights[i], input.counts[i]))
  return tops
}

/** The room above the first rendered segment and below the last: the spacers standing for the others. */
export function spacerHeights(
  heights: readonly (number | undefined)[],
  counts: readonly number[],
  range: SegmentRange,
): { above: number; below: number } {
  let above = 0
  let below = 0
  for (let i = 0; i < counts.length; i += 1) {
    if (i < range.first) above += segmentHeight(heights[i], counts[i])
    else if (i > range.last) below += segmentHeight(heights[i], counts[i])
  }
  return { above, below }
}

/**
 * Which segment each of `count` fixed places shows (null: none), for the mini-program. Its list keeps the same
 * places and moves content through them: a segment still wanted stays in its place, a new one takes a freed
 * place. Adding or removing one of a list's children makes Taro send all of the list's children again in one
 * setData (every card drawn); changing what one place holds sends only that place.
 */
export function assignSlots(
  previous: readonly (number | null)[],
  range: SegmentRange,
  count: number,
): (number | null)[] {
  const wanted: number[] = []
  for (let i = range.first; i <= range.last && wanted.length < count; i += 1) wanted.push(i)
  const next: (number | null)[] = Array.from({ length: count }, (_, slot) => {
    const held = previous[slot]
    return held !== undefined && held !== null && wanted.includes(held) ? held : null
  })
  let free = 0
  for (const index of wanted) {
    if (next.includes(index)) continue
    while (next[free] !== null) free += 1
    next[free] = index
  }
  return next
}

/**
 * The window that holds both the one drawn and the next, when a move both gains segments and leaves others and the
 * two together are at most one segment more than the next (a step of the reader's scroll); otherwise null. H5 draws
 * it for one task, so gaining segments and letting go of others are two tasks (FeedList's useDeferredRange).
 */
export function bridgingRange(shown: SegmentRange, next: SegmentRange): SegmentRange | null {
  const joined = { first: Math.min(shown.first, next.first), last: Math.max(shown.last, next.last) }
  if (sameRange(joined, shown) || sameRange(joined, next)) return null
  return joined.last - joined.first <= next.last - next.first + 1 ? joined : null
}

export function sameSlots(a: readonly (number | null)[], b: readonly (number | null)[]): boolean {
  return a.length === b.length && a.every((index, slot) => index === b[slot])
}

export function sameRange(a: SegmentRange, b: SegmentRange): boolean {
  return a.first === b.first && a.last === b.last
}
