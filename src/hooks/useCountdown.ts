import { useCallback, useEffect, useState } from 'react'

/** Seconds left of a countdown started by start(); 0 when idle. Ticks once a second. */
export function useCountdown(seconds: number): { left: number; start(): void } {
  const [left, setLeft] = useState(0)
  useEffect(() => {
    if (left <= 0) return
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000)
    return () => clearTimeout(timer)
  }, [left])
  const start = useCallback(() => setLeft(seconds), [seconds])
  return { left, start }
}
