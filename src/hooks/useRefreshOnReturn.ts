import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { getRefreshRegistry } from '@/platform'

/**
 * What is on screen refreshes when the person comes back to the page (the app's page-visible
 * event) or the app logs them in (docs/product.md §4.2, §4.4). The registry holds the callback of
 * the page on top: it is taken again each time the page is shown and after each refresh.
 */
export function useRefreshOnReturn(refresh: (() => unknown) | undefined): void {
  const latest = useRef(refresh)
  latest.current = refresh
  const registerRef = useRef<() => () => void>(() => () => undefined)
  registerRef.current = () => {
    const registry = getRefreshRegistry()
    const run = (): void => {
      void latest.current?.()
      unregister = registry.register(run)
    }
    let unregister = registry.register(run)
    return () => unregister()
  }
  const active = Boolean(refresh)
  useEffect(() => (active ? registerRef.current() : undefined), [active])
  useDidShow(() => {
    if (active) registerRef.current()
  })
}
