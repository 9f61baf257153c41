import { View } from '@tarojs/components'
import Taro, { usePageNotFound } from '@tarojs/taro'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { TIMEOUTS } from '@/config/constants'
import { useDelayedFlag } from '@/hooks/useDelayedFlag'
import { useAppTheme } from '@/theme/ThemeProvider'
import { themeClassName, themeVariables } from '@/theme/themes'
import { isChunkLoadError } from './PageErrorBoundary'
import { isNavigating, isRouteLoading, routeLoadEnded, subscribeRouteLoading } from './route-loading'
import { ChunkTimeoutView, LoadingView, NotFoundView } from './StateViews'

type Failure = 'notFound' | 'chunk' | null

/** Taro's H5 router announces an unknown address on this event-center channel. */
const ROUTER_NOT_FOUND_EVENT = '__taroRouterNotFound'

interface RejectionScope {
  addEventListener?: (name: 'unhandledrejection', handler: (event: { reason?: unknown }) => void) => void
  removeEventListener?: (name: 'unhandledrejection', handler: (event: { reason?: unknown }) => void) => void
}

/**
 * The router asks for the first page's chunk while the app starts, before AppRecovery's effect listens: a chunk
 * that fails that early (an aborted request fails at once) would leave a blank screen. This listener, added when
 * the app's code loads, keeps such a failure until the view has mounted.
 */
let chunkFailedBeforeMount = false

/** A chunk that failed while the router was loading a page (route-loading.ts), not one loaded in the background. */
function isPageChunkFailure(reason: unknown): boolean {
  return isChunkLoadError(reason) && isNavigating()
}
const keepEarlyChunkFailure = (event: { reason?: unknown }) => {
  if (isPageChunkFailure(event.reason)) chunkFailedBeforeMount = true
}
;(globalThis as RejectionScope).addEventListener?.('unhandledrejection', keepEarlyChunkFailure)

/**
 * H5, app level: a page address the router does not know, or a page chunk that failed to load
 * (the router loads it before any page exists, so no page error boundary can catch it). Both get
 * the reload-once view over the blank screen. While a page's code is still coming, the loading view covers the
 * previous page after the page-load delay, and the chunk view replaces it after the page-load time-out
 * (docs/product.md §2.8).
 */
export function AppRecovery() {
  const [failed, setFailure] = useState<Failure>(null)
  const loading = useSyncExternalStore(subscribeRouteLoading, isRouteLoading, isRouteLoading)
  const showLoading = useDelayedFlag(loading, TIMEOUTS.asyncPageLoadDelayMs)
  const timedOut = useDelayedFlag(loading, TIMEOUTS.asyncPageLoadTimeoutMs)
  const failure: Failure = failed ?? (timedOut ? 'chunk' : null)
  // The loading view stands in for the coming page, so it wears the app's dark theme when the app has it.
  const { appTheme } = useAppTheme()
  const theme = !failure && appTheme === 'dark' ? 'dark' : 'light'
  // The app-level hook sees a not-found that happens before our effect subscribes (the first route).
  usePageNotFound(() => setFailure('notFound'))
  useEffect(() => {
    const notFound = () => {
      routeLoadEnded()
      setFailure('notFound')
    }
    const rejected = (event: { reason?: unknown }) => {
      if (!isPageChunkFailure(event.reason)) return
      routeLoadEnded()
      setFailure('chunk')
    }
    Taro.eventCenter.on(ROUTER_NOT_FOUND_EVENT, notFound)
    const scope = globalThis as RejectionScope
    scope.addEventListener?.('unhandledrejection', rejected)
    scope.removeEventListener?.('unhandledrejection', keepEarlyChunkFailure)
    if (chunkFailedBeforeMount) {
      chunkFailedBeforeMount = false
      setFailure('chunk')
    }
    return () => {
      Taro.eventCenter.off(ROUTER_NOT_FOUND_EVENT, notFound)
      scope.removeEventListener?.('unhandledrejection', rejected)
    }
  }, [])
  if (!failure && !showLoading) return null
  return (
    <View className={`app-recovery ${themeClassName(theme)}`} data-testid="app-recovery" style={themeVariables(theme)}>
      {failure === 'chunk' ? <ChunkTimeoutView /> : failure === 'notFound' ? <NotFoundView /> : <LoadingView />}
    </View>
  )
}
