/**
 * Whether a floating button gets out of the way (docs/product.md §4.21): it hides while the reader scrolls down and
 * comes back as soon as they scroll up or are near the page's top. Small moves (a finger's jitter, a layout settling)
 * change nothing.
 */
export const SCROLL_HIDE = {
  /** A move shorter than this, px, keeps the button as it is. */
  minMovePx: 8,
  /** Within this distance of the top, px, the button always shows. */
  nearTopPx: 80,
} as const

export interface ScrollHideState {
  hidden: boolean
  /** Where the last counted move ended. */
  top: number
}

export const SCROLL_HIDE_START: ScrollHideState = { hidden: false, top: 0 }

export function nextScrollHide(state: ScrollHideState, scrollTop: number): ScrollHideState {
  if (scrollTop <= SCROLL_HIDE.nearTopPx) return { hidden: false, top: scrollTop }
  const moved = scrollTop - state.top
  if (Math.abs(moved) < SCROLL_HIDE.minMovePx) return state
  return { hidden: moved > 0, top: scrollTop }
}
