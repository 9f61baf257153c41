import { useEffect, useState } from 'react'
import { whenIdle } from '@/lib/idle'

/**
 * When the next step is drawn: once the browser is idle (what can wait: the rest of a page below its first
 * screen), or in the next task (what a reader is scrolling towards: waiting for idle time while a finger keeps
 * the browser busy would leave the screen blank).
 */
export type ProgressivePace = 'idle' | 'soon'

function nextTask(run: () => void): () => void {
  const timer = setTimeout(run, 0)
  return () => clearTimeout(timer)
}

/**
 * How many of `total` items to draw now: `first` at once, then `step` more at each step (see ProgressivePace).
 * Drawing a whole page of feed cards in one go is one long task that blocks taps for its whole length; in
 * small steps no task is long (docs/product.md §2.9). Once all are drawn the count stays, so a list that
 * grows draws only its new items step by step.
 */
export function useProgressiveCount(
  total: number,
  first: number,
  step: number,
  pace: ProgressivePace = 'idle',
): number {
  const [count, setCount] = useState(first)
  useEffect(() => {
    if (count >= total) return undefined
    return (pace === 'soon' ? nextTask : whenIdle)(() => setCount((shown) => Math.min(total, shown + step)))
  }, [count, total, step, pace])
  return Math.min(count, total)
}
