/** Mini-program: an element's box through the page's selector query. */
import Taro from '@tarojs/taro'

export interface MeasuredBox {
  top: number
  height: number
}

export function measureById(id: string, done: (box: MeasuredBox | null) => void): void {
  Taro.createSelectorQuery()
    .select(`#${id}`)
    .boundingClientRect((rect) => {
      const box = Array.isArray(rect) ? rect[0] : rect
      done(box && typeof box.height === 'number' ? { top: box.top ?? 0, height: box.height } : null)
    })
    .exec()
}
