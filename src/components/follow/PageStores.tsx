import Taro from '@tarojs/taro'
import { useEffect, useState, type ReactNode } from 'react'
import { api } from '@/api'
import { bootstrapApp } from '@/startup'
import { StoreProvider, useStores, type RootStore } from '@/stores'

let standIn: Promise<RootStore> | null = null

/**
 * Start-up run once by the page itself, for when no StoreProvider sits above it (a page mounted on its
 * own; the app root normally provides one). It reads the same start address (dev flag, account, token)
 * as the root does.
 */
function standInStores(): Promise<RootStore> {
  if (!standIn) {
    const params = Taro.getCurrentInstance()?.router?.params ?? {}
    standIn = bootstrapApp({ address: params, loaders: { followDates: api.follow.lastClickTimes } }).then(
      (session) => session.stores,
    )
  }
  return standIn
}

function useProvidedStores(): RootStore | null {
  try {
    return useStores()
  } catch {
    // No StoreProvider above this page.
    return null
  }
}

/**
 * Gives the page the app's stores: the root's when it provides them, else a started stand-in. Renders
 * nothing for the moment start-up takes, so the page never shows a logged-out flash to a logged-in user.
 */
export function PageStores({ children }: { children: ReactNode }) {
  const provided = useProvidedStores()
  const [started, setStarted] = useState<RootStore | null>(null)
  useEffect(() => {
    if (provided) return
    let live = true
    void standInStores().then((stores) => {
      if (live) setStarted(stores)
    })
    return () => {
      live = false
    }
  }, [provided])
  const stores = provided ?? started
  return stores ? <StoreProvider store={stores}>{children}</StoreProvider> : null
}
