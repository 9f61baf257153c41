import { useEffect, useState } from 'react'
import { keyboardCover, type VisualViewportFacts } from './keyboard-cover'

interface ViewportHost {
  innerHeight?: number
  visualViewport?: VisualViewportFacts & {
    addEventListener(name: 'resize' | 'scroll', handler: () => void): void
    removeEventListener(name: 'resize' | 'scroll', handler: () => void): void
  }
}

/**
 * H5: the pixels the software keyboard covers at the bottom of the screen (0 when it is closed), from the visual
 * viewport's size as it changes, so a bar fixed at the bottom can stand above the keyboard (docs/product.md §2.2).
 */
export function useKeyboardCover(): number {
  const [covered, setCovered] = useState(0)
  useEffect(() => {
    const host = globalThis as unknown as ViewportHost
    const viewport = host.visualViewport
    if (!viewport) return undefined
    const update = () => setCovered(keyboardCover(host.innerHeight ?? 0, viewport))
    viewport.addEventListener('resize', update)
    viewport.addEventListener('scroll', update)
    update()
    return () => {
      viewport.removeEventListener('resize', update)
      viewport.removeEventListener('scroll', update)
    }
  }, [])
  return covered
}
