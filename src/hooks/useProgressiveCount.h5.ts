import { useEffect, useState } from 'react'
import { whenIdle } from '@/lib/idle'

/**
 * How many of `total` items to draw now: `first` at once, then `step` more each time the browser is idle.
 * Drawing a whole page of feed cards in one go is one long task that blocks taps for its whole length; in
 * small steps no task is long (docs/product.md §2.9). Once all are drawn the count stays, so a list that
 * grows draws only its new items step by step.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first)
  useEffect(() => {
    if (count >= total) return undefined
    return whenIdle(() => setCount((shown) => Math.min(total, shown + step)))
  }, [count, total, step])
  return Math.min(count, total)
}
