import { useEffect, useState } from 'react'

interface OnlineSource {
  navigator?: { onLine?: boolean }
  addEventListener?: (name: string, handler: () => void) => void
  removeEventListener?: (name: string, handler: () => void) => void
}

const isOnline = (source: OnlineSource) => source.navigator?.onLine !== false

/** H5: navigator.onLine and the window's online/offline events. */
export function useNetworkStatus(): boolean {
  const source = globalThis as unknown as OnlineSource
  const [online, setOnline] = useState(() => isOnline(source))
  useEffect(() => {
    const up = () => setOnline(true)
    const down = () => setOnline(false)
    source.addEventListener?.('online', up)
    source.addEventListener?.('offline', down)
    // Effects run a frame after the render: a network lost in between fired its event before anyone listened, and a
    // section that failed meanwhile would never hear the network come back (docs/product.md §8.4).
    setOnline(isOnline(source))
    return () => {
      source.removeEventListener?.('online', up)
      source.removeEventListener?.('offline', down)
    }
  }, [source])
  return online
}
