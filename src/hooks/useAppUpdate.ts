import Taro from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import { applyAppUpdate, checkForAppUpdate, isAppUpdateWaiting } from '@/platform/app-worker-loader'

/** Taro's H5 router announces each in-app navigation on this channel (src/components/shell/route-loading.ts). */
const ROUTE_CHANGE_EVENT = '__taroRouterChange'

export interface AppUpdateOffer {
  /** A new deployment waits and the reader has navigated since: show 有新版本. */
  offered: boolean
  refresh: () => void
  dismiss: () => void
}

/**
 * The new-version offer (docs/product.md §8.6): each in-app navigation asks the server for a new worker (at most once
 * a minute); once one waits, the next navigation offers it. Never in the middle of reading a page.
 */
export function useAppUpdate(): AppUpdateOffer {
  const [offered, setOffered] = useState(false)
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    const navigated = () => {
      if (isAppUpdateWaiting()) setOffered(true)
      else checkForAppUpdate()
    }
    Taro.eventCenter.on(ROUTE_CHANGE_EVENT, navigated)
    return () => {
      Taro.eventCenter.off(ROUTE_CHANGE_EVENT, navigated)
    }
  }, [])
  const dismiss = useCallback(() => setDismissed(true), [])
  return { offered: offered && !dismissed, refresh: applyAppUpdate, dismiss }
}
