import { Canvas } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import type { CanvasSurfaceProps } from './surface'

/** The canvas node shows up in the view layer a moment after the first render: asked a few times. */
const NODE_TRIES = 10
const NODE_RETRY_MS = 60

interface CanvasNode {
  width: number
  height: number
  getContext(kind: '2d'): CanvasRenderingContext2D
  createImage(): HTMLImageElement
  requestAnimationFrame(callback: () => void): number
  cancelAnimationFrame(id: number): void
}

/** Mini-program: a canvas type="2d" found by its id once it is on screen. */
export function CanvasSurface({ id, height, testId, onReady }: CanvasSurfaceProps) {
  const ready = useRef(onReady)
  ready.current = onReady
  useEffect(() => {
    let gone = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const find = (triesLeft: number) => {
      Taro.createSelectorQuery()
        .select(`#${id}`)
        .fields({ node: true, size: true })
        .exec((res: ({ node?: CanvasNode; width?: number; height?: number } | null)[]) => {
          if (gone) return
          const found = res?.[0]
          if (!found?.node) {
            if (triesLeft > 0) timer = setTimeout(() => find(triesLeft - 1), NODE_RETRY_MS)
            return
          }
          const node = found.node
          const width = found.width || 320
          const pixelRatio = Math.min(Taro.getSystemInfoSync().pixelRatio || 2, 3)
          node.width = Math.round(width * pixelRatio)
          node.height = Math.round(height * pixelRatio)
          ready.current({
            context: node.getContext('2d'),
            width,
            height,
            pixelRatio,
            createImage: () => node.createImage(),
            requestAnimationFrame: (callback) => node.requestAnimationFrame(callback),
            cancelAnimationFrame: (frame) => node.cancelAnimationFrame(frame),
          })
        })
    }
    find(NODE_TRIES)
    return () => {
      gone = true
      if (timer) clearTimeout(timer)
    }
  }, [id, height])
  return (
    <Canvas
      type="2d"
      id={id}
      className="chart-surface"
      data-testid={testId}
      style={{ width: '100%', height: `${height}px` }}
    />
  )
}
