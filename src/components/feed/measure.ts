/**
 * H5: an element's box, read from the DOM in the next frame (after layout). Taro's selector query
 * would do the same through more machinery, and throws when no page is registered yet.
 */
export interface MeasuredBox {
  top: number
  height: number
}

export function measureById(id: string, done: (box: MeasuredBox | null) => void): void {
  if (typeof document === 'undefined' || typeof requestAnimationFrame === 'undefined') return done(null)
  requestAnimationFrame(() => {
    const element = document.getElementById(id)
    if (!element) return done(null)
    const rect = element.getBoundingClientRect()
    done({ top: rect.top, height: rect.height })
  })
}
