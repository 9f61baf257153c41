import { useEffect, useState } from 'react'

/**
 * True only after `active` has stayed true for `delayMs`. The loading view uses it so a fast
 * load never flashes a spinner.
 */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!active) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), delayMs)
    return () => clearTimeout(timer)
  }, [active, delayMs])
  return active && shown
}
