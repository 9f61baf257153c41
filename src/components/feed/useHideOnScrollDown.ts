import { useRef, useState } from 'react'
import { SCROLL_HIDE_START, nextScrollHide } from '@/lib'
import { usePageScrollTop } from './page-scroll'

/**
 * Whether a floating control should be out of the way (docs/product.md §4.21): hidden while the page scrolls down,
 * back as soon as it scrolls up or nears the top (lib/scroll-hide). Re-renders only when that changes.
 * `anchorId` names an element of the page (H5 finds the page's scroller from it).
 */
export function useHideOnScrollDown(anchorId: string): boolean {
  const state = useRef(SCROLL_HIDE_START)
  const [hidden, setHidden] = useState(false)
  usePageScrollTop((top) => {
    state.current = nextScrollHide(state.current, top)
    setHidden(state.current.hidden)
  }, anchorId)
  return hidden
}
