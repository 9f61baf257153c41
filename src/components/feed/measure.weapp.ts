/**
 * Mini-program: an element's height and its top within the page, through the page's selector
 * query. The scroll offset is read in the same query, so the two belong to the same moment.
 */
import Taro from '@tarojs/taro'

export interface MeasuredBox {
  /** From the top of the page, whatever the scroll position. */
  pageTop: number
  height: number
}

interface Rect {
  top?: number
  height?: number
}

export function measureById(id: string, done: (box: MeasuredBox | null) => void): void {
  const query = Taro.createSelectorQuery()
  query.select(`#${id}`).boundingClientRect()
  query.selectViewport().scrollOffset()
  query.exec((results: unknown[]) => {
    const rect = (Array.isArray(results[0]) ? results[0][0] : results[0]) as Rect | null | undefined
    const offset = results[1] as { scrollTop?: number } | null | undefined
    if (!rect || typeof rect.height !== 'number') return done(null)
    done({ pageTop: (rect.top ?? 0) + (offset?.scrollTop ?? 0), height: rect.height })
  })
}

/** The mini-program's view layer lays its page out on its own thread: nothing to do here. */
export function layOutInNextTask(_id: string): void {}

/** The window's height, from the system; 0 when it cannot say. */
export function viewportHeight(): number {
  try {
    return Taro.getSystemInfoSync().windowHeight || 0
  } catch {
    return 0
  }
}
