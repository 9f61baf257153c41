import { useEffect, useRef } from 'react'
import { TIMEOUTS } from '@/config/constants'
import { useNetworkStatus } from './useNetworkStatus'

/**
 * Asks again (`retry`) when the network comes back and what this shows is stale (`stale`: it failed, or it is an
 * offline copy), without waiting for a tap (docs/product.md §8.4). Also tells whether the network is there.
 *
 * A request already on the wire as the network went may fail only after it came back (a dropped connection ends at
 * its time-out; the app's bridge answers late): a failure within TIMEOUTS.networkMs of the return is asked again
 * too, once, as if it had come before.
 */
export function useOnlineAgain(stale: boolean, retry: () => void): boolean {
  const online = useNetworkStatus()
  const wasOnline = useRef(online)
  const returnedAt = useRef<number | null>(null)
  const latest = useRef(retry)
  latest.current = retry
  useEffect(() => {
    returnedAt.current = null
    if (online && !wasOnline.current) {
      if (stale) latest.current()
      else returnedAt.current = Date.now()
    }
    wasOnline.current = online
    // `stale` is read as the network changes; its own changes are the next effect's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online])
  useEffect(() => {
    const returned = returnedAt.current
    if (!stale || !online || returned === null) return
    returnedAt.current = null
    if (Date.now() - returned < TIMEOUTS.networkMs) latest.current()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stale])
  return online
}
