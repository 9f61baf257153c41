import { View } from '@tarojs/components'
import { memo, useEffect } from 'react'
import type { DynamicEntity } from '@/stores'
import { FeedCard, type FeedActions } from './FeedCard'
import { measureById } from './measure'

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

function FeedSegmentView({ domId, index, items, rendered, height, actions, onMeasure }: FeedSegmentProps) {
  useEffect(() => {
    if (!rendered) return
    // Measured after the frame that drew it; a height of 0 (not laid out, headless) is no answer.
    measureById(domId, (box) => {
      if (box && box.height > 0) onMeasure(index, box.height)
    })
  }, [rendered, items, domId, index, onMeasure])

  if (!rendered) {
    return <View id={domId} className="feed-segment feed-segment--placeholder" style={{ height: `${height}px` }} />
  }
  return (
    <View id={domId} className="feed-segment">
      {items.map((item, i) => (
        // The index too: a feed that shifts while paging can repeat an item across pages.
        <FeedCard key={`${item.pubId}:${i}`} item={item} actions={actions} />
      ))}
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
