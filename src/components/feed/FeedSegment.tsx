import { View } from '@tarojs/components'
import { memo, useEffect, useLayoutEffect, useState, type CSSProperties } from 'react'
import { useProgressiveCount } from '@/hooks/useProgressiveCount'
import type { DynamicEntity } from '@/stores'
import { FeedCard, type FeedActions } from './FeedCard'
import { layOutInNextTask, measureById } from './measure'
import { segmentHeight } from './windowing'

export interface FeedSegmentProps {
  /** Unique in the document: the selector query measures the segment by it. */
  domId: string
  /** The segment's place in the feed; -1 for a mini-program place that holds none now. */
  index: number
  /** Its first card's place in the whole feed: each card carries its own (a kept place finds its card by it). */
  firstItem: number
  items: readonly DynamicEntity[]
  /** The mini-program's recycled places are laid out by this (flex order) rather than by their place in the list. */
  order?: number
  actions: FeedActions
  onMeasure: (index: number, height: number) => void
  /** Its height when it was last drawn whole, if it was: read once, when the segment starts drawing. */
  knownHeight?: number
  /**
   * Draw every card in the first render: a feed coming back to a kept place (a tab chosen again) must stand exactly
   * where it was left, which estimated room for cards still to draw would not.
   */
  atOnce?: boolean
  /** Drawn in the list's first render, while the page is still starting (not brought in by the reader's scroll). */
  withPageStart?: boolean
}

/** Cards a segment draws at once, and how many more in each next task (one card is ~10 ms on a slow phone). */
const CARDS_AT_ONCE = 3
const CARDS_PER_STEP = 3

function FeedSegmentView({
  domId,
  index,
  firstItem,
  items,
  order,
  actions,
  onMeasure,
  knownHeight,
  atOnce = false,
  withPageStart = false,
}: FeedSegmentProps) {
  // The first page draws when the browser is idle (the page is still starting); later ones are what a reader is
  // scrolling towards: drawn task after task, not when a browser kept busy by the scroll is next idle.
  const first = atOnce ? Math.max(items.length, CARDS_AT_ONCE) : CARDS_AT_ONCE
  const shown = useProgressiveCount(items.length, first, CARDS_PER_STEP, index > 0 ? 'soon' : 'idle')
  const complete = shown >= items.length
  // A segment the reader scrolls to has the cards each render drew laid out in the task right after that render's,
  // so the frame that shows them only paints, and no task holds both a render and its layout: together they were the
  // long tasks of a fling at 4× CPU (docs/product.md §2.9). At the page's start the layout stays with the first
  // frame, as before: the page's first tasks are long already.
  const [layOutSteps] = useState(index > 0 && !withPageStart)
  useLayoutEffect(() => {
    if (layOutSteps) layOutInNextTask(domId)
  }, [layOutSteps, shown, domId])
  // A segment drawn before takes its measured height while it draws its cards again, not the estimate: the page
  // keeps its length when the window moves back over it, so the browser does not shift the scroll position under
  // the reader (each such shift read as a scroll moved the window again, round and round; docs/product.md §4.21).
  const [reserved] = useState(knownHeight)
  useEffect(() => {
    // A segment still drawing its cards has no height worth keeping yet.
    if (index < 0 || items.length === 0 || !complete) return
    // Measured after the frame that drew it; a height of 0 (not laid out, headless) is no answer.
    measureById(domId, (box) => {
      if (box && box.height > 0) onMeasure(index, box.height)
    })
  }, [complete, items, domId, index, onMeasure])

  return (
    <View
      id={domId}
      className={items.length > 0 ? 'feed-segment' : 'feed-segment feed-segment--empty'}
      style={segmentStyle(order, complete ? undefined : reserved)}
    >
      {items.slice(0, shown).map((item, i) => (
        // The index too: a feed that shifts while paging can repeat an item across pages.
        <FeedCard key={`${item.pubId}:${i}`} item={item} actions={actions} position={firstItem + i} />
      ))}
      {/* The cards still to draw keep their room (estimated, unless the segment's height is known), so the list's end
          (and its load-more) stays where it will be. */}
      {complete ? null : (
        <View
          className="feed-segment__pending"
          style={{ height: `${reserved === undefined ? segmentHeight(undefined, items.length - shown) : 0}px` }}
        />
      )}
    </View>
  )
}

/** Only what applies: the mini-program's style string carries no empty entries. */
function segmentStyle(order: number | undefined, minHeight: number | undefined): CSSProperties | undefined {
  if (order === undefined && minHeight === undefined) return undefined
  return {
    ...(order === undefined ? {} : { order }),
    ...(minHeight === undefined ? {} : { minHeight: `${minHeight}px` }),
  }
}

/**
 * Re-renders only when what it shows changes: its items (compared one by one, since slicing makes a new array
 * each time) or its place. So appending a page renders the new segment alone, and the mini-program's setData
 * stays small.
 */
export function sameSegment(a: FeedSegmentProps, b: FeedSegmentProps): boolean {
  if (a.domId !== b.domId || a.index !== b.index || a.firstItem !== b.firstItem || a.order !== b.order) return false
  if (a.actions !== b.actions || a.onMeasure !== b.onMeasure) return false
  if (a.items === b.items) return true
  if (a.items.length !== b.items.length) return false
  return a.items.every((item, i) => item === b.items[i])
}

export const FeedSegment = memo(FeedSegmentView, sameSegment)
