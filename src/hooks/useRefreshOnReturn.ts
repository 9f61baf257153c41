import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'
import { getRefreshRegistry } from '@/platform'
import { useOptionalSession } from '@/stores'

/**
 * What is on screen refreshes when the person comes back to the page (the app's page-visible
 * event) or the app logs them in (docs/product.md §4.2, §4.4). The registry holds the callback of
 * the page on top: it is taken again each time the page is shown and after each refresh. A page
 * shown again after a login that happened elsewhere (the loginStatusChange flag) refreshes once, so
 * nothing it loaded as a visitor stays on screen.
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
  const session = useOptionalSession()
  const active = Boolean(refresh)
  useEffect(() => (active ? registerRef.current() : undefined), [active])
  useDidShow(() => {
    if (!active) return
    registerRef.current()
    if (session?.loginStatusChange) {
      session.setLoginStatusChange(false)
      void latest.current?.()
    }
  })
}
