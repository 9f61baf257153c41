import { View } from '@tarojs/components'
import { memo, useEffect } from 'react'
import { useProgressiveCount } from '@/hooks/useProgressiveCount'
import type { DynamicEntity } from '@/stores'
import { FeedCard, type FeedActions } from './FeedCard'
import { measureById } from './measure'
import { segmentHeight } from './windowing'

export interface FeedSegmentProps {
  /** Unique in the document: the selector query measures the segment by it. */
  domId: string
  index: number
  items: readonly DynamicEntity[]
  /** Near the viewport: render the cards; otherwise a placeholder of `height`. */
  rendered: boolean
  height: number
  actions: FeedActions
  onMeasure: (index: number, height: number) => void
}

/** Cards a segment draws at once, and how many more each time the browser is idle (one card is ~10 ms on a slow phone). */
const CARDS_AT_ONCE = 3
const CARDS_PER_STEP = 3

function FeedSegmentView({ domId, index, items, rendered, height, actions, onMeasure }: FeedSegmentProps) {
  const shown = useProgressiveCount(rendered ? items.length : 0, CARDS_AT_ONCE, CARDS_PER_STEP)
  const complete = shown >= items.length
  useEffect(() => {
    // A segment still drawing its cards has no height worth keeping yet.
    if (!rendered || !complete) return
    // Measured after the frame that drew it; a height of 0 (not laid out, headless) is no answer.
    measureById(domId, (box) => {
      if (box && box.height > 0) onMeasure(index, box.height)
    })
  }, [rendered, complete, items, domId, index, onMeasure])

  if (!rendered) {
    return <View id={domId} className="feed-segment feed-segment--placeholder" style={{ height: `${height}px` }} />
  }
  return (
    <View id={domId} className="feed-segment">
      {items.slice(0, shown).map((item, i) => (
        // The index too: a feed that shifts while paging can repeat an item across pages.
        <FeedCard key={`${item.pubId}:${i}`} item={item} actions={actions} />
      ))}
      {/* The cards still to draw keep their estimated room, so the list's end (and its load-more) stays where it will be. */}
      {complete ? null : (
        <View
          className="feed-segment__pending"
          style={{ height: `${segmentHeight(undefined, items.length - shown)}px` }}
        />
      )}
    </View>
  )
}

/**
 * Re-renders only when what it shows changes: a rendered segment when its items do (compared one
 * by one, since slicing makes a new array each time), a placeholder when its height does. So
 * appending a page renders the new segment alone, and the mini-program's setData stays small.
 */
export function sameSegment(a: FeedSegmentProps, b: FeedSegmentProps): boolean {
  if (a.rendered !== b.rendered || a.domId !== b.domId || a.actions !== b.actions || a.onMeasure !== b.onMeasure)
    return false
  if (!b.rendered) return a.height === b.height
  if (a.items === b.items) return true
  if (a.items.length !== b.items.length) return false
  return a.items.every((item, i) => item === b.items[i])
}

export const FeedSegment = memo(FeedSegmentView, sameSegment)
