import { useEffect, useState } from 'react'
import { whenIdle } from '@/lib/idle'

/**
 * When the next step is drawn: once the browser is idle (what can wait: the rest of a page below its first
 * screen), or soon: in the next task, at most two steps between frames (what a reader is scrolling towards: waiting
 * for idle time while a finger keeps the browser busy would leave the screen blank).
 */
export type ProgressivePace = 'idle' | 'soon'

/** The most steps drawn between two frames, across every list on the page. */
const STEPS_PER_FRAME = 2
/** Steps drawn since the browser last started a frame. */
const sinceFrame = { steps: 0, watching: false }

function countStep(): void {
  sinceFrame.steps += 1
  if (sinceFrame.watching) return
  sinceFrame.watching = true
  requestAnimationFrame(() => {
    sinceFrame.steps = 0
    sinceFrame.watching = false
  })
}

/**
 * In the next task, unless the steps drawn since the last frame already fill it: then after the next frame. Each
 * step's cards are laid out and painted in the next frame, and a frame with a dozen new cards was a long task.
 */
function nextTask(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let frame: number | undefined
  const attempt = () => {
    if (sinceFrame.steps < STEPS_PER_FRAME) {
      countStep()
      run()
      return
    }
    // The frame lets go of its steps here too, not only in the callback the first step asked for: with this reset
    // taken out, two traces of a fast scroll had 13 tasks over 50 ms each, against 7 with it.
    frame = requestAnimationFrame(() => {
      sinceFrame.steps = 0
      timer = setTimeout(attempt, 0)
    })
  }
  timer = setTimeout(attempt, 0)
  return () => {
    if (timer !== undefined) clearTimeout(timer)
    if (frame !== undefined) cancelAnimationFrame(frame)
  }
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
