import { useEffect, useRef } from 'react'
import { useNetworkStatus } from './useNetworkStatus'

/**
 * Runs `then` each time the network comes back after it was lost: what failed meanwhile is asked
 * again without waiting for a tap (docs/product.md §8.4). Also tells whether the network is there.
 */
export function useOnlineAgain(then: () => void): boolean {
  const online = useNetworkStatus()
  const wasOnline = useRef(online)
  const latest = useRef(then)
  latest.current = then
  useEffect(() => {
    if (online && !wasOnline.current) latest.current()
    wasOnline.current = online
  }, [online])
  return online
}
