import { useLayoutEffect, useRef } from 'react'
import { newFeedPlace, type FeedPlace } from './FeedList'
import { holdPlace, readPlaceAnchor, scrollPageTo, usePageScrollTop } from './page-scroll'

export interface KeptPlaces<K extends string> {
  /** The place a tab's feed keeps (hand it to its FeedList). */
  placeOf: (tab: K) => FeedPlace
  /** Notes where the page is before the tab changes; call it first thing on a switch. */
  leave: () => void
}

/**
 * Tabs of feeds on one page, each keeping its place (docs/product.md §4.21): switching away notes the card at the top
 * of the screen and its height there (H5), the page's scroll position and the feed's window; coming back draws the
 * same window, scrolls to the same position and then puts that card back at its height, before the browser paints,
 * and holds it there while the feed settles until the reader touches the page (place-anchor.ts says why a position
 * alone is not enough). A tab opened for the first time starts at the top. `anchorId` names an element of the page
 * (H5 finds the page's scroller from it).
 */
export function useKeptPlaces<K extends string>(active: K, anchorId: string): KeptPlaces<K> {
  const places = useRef(new Map<K, FeedPlace>())
  const readTop = usePageScrollTop(noop, anchorId)
  const placeOf = (tab: K) => {
    let place = places.current.get(tab)
    if (!place) places.current.set(tab, (place = newFeedPlace()))
    return place
  }
  const shown = useRef(active)
  useLayoutEffect(() => {
    if (shown.current === active) return
    shown.current = active
    const place = places.current.get(active)
    scrollPageTo(anchorId, place?.scrollTop ?? 0)
    return place?.anchor ? holdPlace(anchorId, place.anchor) : undefined
  }, [active, anchorId])
  return {
    placeOf,
    leave: () => {
      const place = placeOf(shown.current)
      place.scrollTop = readTop()
      place.anchor = readPlaceAnchor(anchorId)
    },
  }
}

function noop() {}
