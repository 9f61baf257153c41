import { useEffect, useState } from 'react'

interface OnlineSource {
  navigator?: { onLine?: boolean }
  addEventListener?: (name: string, handler: () => void) => void
  removeEventListener?: (name: string, handler: () => void) => void
}

/** H5: navigator.onLine and the window's online/offline events. */
export function useNetworkStatus(): boolean {
  const source = globalThis as unknown as OnlineSource
  const [online, setOnline] = useState(() => source.navigator?.onLine !== false)
  useEffect(() => {
    const up = () => setOnline(true)
    const down = () => setOnline(false)
    source.addEventListener?.('online', up)
    source.addEventListener?.('offline', down)
    return () => {
      source.removeEventListener?.('online', up)
      source.removeEventListener?.('offline', down)
    }
  }, [source])
  return online
}
