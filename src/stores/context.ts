/**
 * React access to the stores: one provider at the app root, hooks below it. Screens reach every store through the
 * hooks that `@/stores` exports (these, and one per store made on first use, defined beside that store so its code
 * loads only with the pages that use it); the root itself stays inside this layer. Written without JSX so the
 * module stays a .ts file the node unit tests import directly.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react'
import type { RootStore } from './root'
import type { ReadonlyDeep } from '@/lib'

const StoreContext = createContext<RootStore | null>(null)

export function StoreProvider({ store, children }: { store: RootStore; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children)
}

/** The root, for the hooks of this layer (screens use the hooks). */
export function useStores(): RootStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useStores() needs a <StoreProvider> above it')
  return store
}

// Each store as a screen sees it: its state read-only all the way down, its actions the way to change it.
type ViewOf<K extends keyof RootStore> = ReadonlyDeep<RootStore[K]>
export const useSession = (): ViewOf<'session'> => useStores().session
export const useFollow = (): ViewOf<'follow'> => useStores().follow
export const useCustom = (): ViewOf<'custom'> => useStores().custom
export const useDraft = (): ViewOf<'draft'> => useStores().draft
export const useUi = (): ViewOf<'ui'> => useStores().ui
export const useAccounts = (): ViewOf<'accounts'> => useStores().accounts
export const useDynamics = (): ViewOf<'dynamics'> => useStores().dynamics
export const useVotes = (): ViewOf<'votes'> => useStores().votes
export const useQuotes = (): ViewOf<'quotes'> => useStores().quotes
export const useTopics = (): ViewOf<'topics'> => useStores().topics
export const useHomeConfig = (): ViewOf<'homeConfig'> => useStores().homeConfig

/** The session where there are stores: the page shell also renders on its own (recovery views, shell tests). */
export function useOptionalSession(): ViewOf<'session'> | undefined {
  return useContext(StoreContext)?.session
}

// The root's own actions, bound (the same function each render): the login gate (docs/product.md §4.2), the
// route-function report of an app function a page opened (§4.19), and whether a followed account has news (§4.5).
export const useRequireLogin = (): RootStore['requireLogin'] => useStores().requireLogin
export const useReportAppFunction = (): RootStore['reportAppFunction'] => useStores().reportAppFunction
export const useFollowNewsCheck = (): RootStore['checkFollowNews'] => useStores().checkFollowNews
