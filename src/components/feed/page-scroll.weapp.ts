/** Mini-program: the page's own scroll event (onPageScroll), registered through Taro's page hook. */
import Taro, { usePageScroll } from '@tarojs/taro'
import { useCallback, useRef } from 'react'
import type { PlaceAnchor } from './place-anchor'

/** Reports page scroll positions; returns a reader of the last one (0 before the first scroll). */
// The anchor is for H5, where the scrolling element is found from it; the mini-program page scrolls.
export function usePageScrollTop(onScroll: (scrollTop: number) => void, _anchorId: string): () => number {
  const handler = useRef(onScroll)
  handler.current = onScroll
  const last = useRef(0)
  usePageScroll(({ scrollTop }) => {
    last.current = scrollTop
    handler.current(scrollTop)
  })
  return useCallback(() => last.current, [])
}

/** Puts the page at a scroll position at once (a tab coming back to where it was left). */
export function scrollPageTo(_anchorId: string, top: number): void {
  void Taro.pageScrollTo({ scrollTop: top, duration: 0 }).catch(() => undefined)
}

/**
 * The mini-program comes back by scroll position alone: its cards are not read from the page synchronously (a
 * selector query answers later), so there is no card to note when a tab is left.
 */
export function readPlaceAnchor(_anchorId: string): PlaceAnchor | null {
  return null
}

export function holdPlace(_anchorId: string, _anchor: PlaceAnchor): () => void {
  return () => undefined
}
