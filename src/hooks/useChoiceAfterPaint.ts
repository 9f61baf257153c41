import { useEffect, useRef, useState } from 'react'
import { afterNextPaint } from '@/lib/idle'

export interface ChoiceAfterPaint<K> {
  /** What the reader chose last: the control shows it at once. */
  chosen: K
  /** What the page shows: the choice, once the control's change is painted. */
  shown: K
  choose: (next: K) => void
}

/**
 * A choice (a tab) whose content takes long to draw: the control marks the choice in the tap's own frame, and the
 * content follows in a task of its own after that paint, so the tap is answered within a frame even on a slow phone
 * (docs/product.md §2.9). `beforeShow` runs just before the content changes (a feed notes where the reader was).
 * Choosing again before the content followed leaves only the last choice to show.
 */
export function useChoiceAfterPaint<K>(
  initial: K,
  beforeShow: (next: K) => void = () => undefined,
): ChoiceAfterPaint<K> {
  const [chosen, setChosen] = useState(initial)
  const [shown, setShown] = useState(initial)
  const pending = useRef<() => void>()
  const prepare = useRef(beforeShow)
  prepare.current = beforeShow
  useEffect(() => () => pending.current?.(), [])
  const choose = (next: K) => {
    setChosen(next)
    pending.current?.()
    pending.current = afterNextPaint(() => {
      pending.current = undefined
      prepare.current(next)
      setShown(next)
    })
  }
  return { chosen, shown, choose }
}
