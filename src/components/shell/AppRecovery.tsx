import { View } from '@tarojs/components'
import Taro, { usePageNotFound } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { themeClassName, themeVariables } from '@/theme/themes'
import { isChunkLoadError } from './PageErrorBoundary'
import { ChunkTimeoutView, NotFoundView } from './StateViews'

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
const keepEarlyChunkFailure = (event: { reason?: unknown }) => {
  if (isChunkLoadError(event.reason)) chunkFailedBeforeMount = true
}
;(globalThis as RejectionScope).addEventListener?.('unhandledrejection', keepEarlyChunkFailure)

/**
 * H5, app level: a page address the router does not know, or a page chunk that failed to load
 * (the router loads it before any page exists, so no page error boundary can catch it). Both get
 * the reload-once view over the blank screen.
 */
export function AppRecovery() {
  const [failure, setFailure] = useState<Failure>(null)
  // The app-level hook sees a not-found that happens before our effect subscribes (the first route).
  usePageNotFound(() => setFailure('notFound'))
  useEffect(() => {
    const notFound = () => setFailure('notFound')
    const rejected = (event: { reason?: unknown }) => {
      if (isChunkLoadError(event.reason)) setFailure('chunk')
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
  if (!failure) return null
  return (
    <View
      className={`app-recovery ${themeClassName('light')}`}
      data-testid="app-recovery"
      style={themeVariables('light')}
    >
      {failure === 'chunk' ? <ChunkTimeoutView /> : <NotFoundView />}
    </View>
  )
}
