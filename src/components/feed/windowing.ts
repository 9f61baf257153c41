/**
 * Segment windowing, pure: a long feed is cut into segments of one API page each; only segments
 * near the viewport render their cards, the others are a placeholder of their last measured
 * height. No Taro here, so the arithmetic is unit-testable on its own.
 */
import { LIMITS } from '@/config/constants'

/**
 * What an unmeasured card is assumed to take. Close to a text card's real height so the first
 * estimate of a not yet measured segment does not make the page jump much when it is measured.
 */
export const ESTIMATED_CARD_HEIGHT_PX = 150

export const SEGMENT_SIZE = LIMITS.pageSize

/** The items cut into consecutive segments; the last one may be shorter. */
export function toSegments<T>(items: readonly T[], size: number = SEGMENT_SIZE): T[][] {
  const segments: T[][] = []
  for (let start = 0; start < items.length; start += size) segments.push(items.slice(start, start + size))
  return segments
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
  const from = input.scrollTop - input.listTop - input.overscan
  const to = input.scrollTop - input.listTop + input.viewportHeight + input.overscan
  let first = -1
  let last = -1
  let top = 0
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
  return { first, last }
}

export function sameRange(a: SegmentRange, b: SegmentRange): boolean {
  return a.first === b.first && a.last === b.last
}
