import { View } from '@tarojs/components'
import { useEffect, useRef } from 'react'
import type { CanvasSurfaceProps } from './surface'

/**
 * H5: an HTML canvas made by hand inside a View. Taro's H5 Canvas resets its bitmap on every render of
 * its own and ignores the device pixel ratio, which would blank and blur a drawn chart.
 */
export function CanvasSurface({ id, height, testId, onReady }: CanvasSurfaceProps) {
  const host = useRef<HTMLElement | null>(null)
  const ready = useRef(onReady)
  ready.current = onReady
  useEffect(() => {
    const box = host.current
    if (!box || typeof document === 'undefined') return
    const canvas = document.createElement('canvas')
    canvas.id = id
    canvas.style.width = '100%'
    canvas.style.height = `${height}px`
    canvas.style.display = 'block'
    box.appendChild(canvas)
    const width = box.clientWidth || 320
    const pixelRatio = Math.min(window.devicePixelRatio || 1, 3)
    canvas.width = Math.round(width * pixelRatio)
    canvas.height = Math.round(height * pixelRatio)
    const context = canvas.getContext('2d')
    if (context) ready.current({ context, width, height, pixelRatio })
    return () => {
      canvas.remove()
    }
  }, [id, height])
  return <View ref={host} className="chart-surface" data-testid={testId} style={{ height: `${height}px` }} />
}
