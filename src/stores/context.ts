/**
 * React access to the stores: one provider at the app root, hooks below it. Written without JSX so
 * the module stays a .ts file the node unit tests import directly.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react'
import type { RootStore } from './root'

const StoreContext = createContext<RootStore | null>(null)

export function StoreProvider({ store, children }: { store: RootStore; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children)
}

export function useStores(): RootStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useStores() needs a <StoreProvider> above it')
  return store
}

/** The stores where there are any: the page shell also renders on its own (recovery views, shell tests). */
export function useOptionalStores(): RootStore | null {
  return useContext(StoreContext)
}

export const useSession = () => useStores().session
export const useFollow = () => useStores().follow
export const useCustom = () => useStores().custom
export const useDraft = () => useStores().draft
export const useUi = () => useStores().ui
export const useAccounts = () => useStores().accounts
export const useDynamics = () => useStores().dynamics
export const useVotes = () => useStores().votes
export const useQuotes = () => useStores().quotes
export const useTopics = () => useStores().topics
export const useHomeConfig = () => useStores().homeConfig
