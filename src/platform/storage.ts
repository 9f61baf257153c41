/**
 * Key-value storage that never throws. Safari private mode, disabled cookies and full quotas make
 * Web Storage throw on access; we then keep values in memory so the session still works until
 * the page is closed.
 */
import type { KeyValueStorage } from './types'

export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value)
    },
    remove: (key) => {
      values.delete(key)
    },
  }
}

/** Wraps window.sessionStorage / localStorage; `resolve` may itself throw (access denied). */
export function createWebStorage(resolve: () => Storage | undefined | null): KeyValueStorage {
  const memory = createMemoryStorage()
  const storage = (): Storage | null => {
    try {
      return resolve() ?? null
    } catch {
      return null
    }
  }
  return {
    get(key) {
      try {
        const value = storage()?.getItem(key)
        if (value !== null && value !== undefined) return value
      } catch {
        // fall through to memory
      }
      return memory.get(key)
    },
    set(key, value) {
      memory.set(key, value)
      try {
        storage()?.setItem(key, value)
      } catch {
        // memory copy stays authoritative for this page's life
      }
    },
    remove(key) {
      memory.remove(key)
      try {
        storage()?.removeItem(key)
      } catch {
        // nothing to do: the memory copy is gone
      }
    },
  }
}

/** The part of the Taro storage API we use, so tests can pass a fake. */
export interface SyncStorageApi {
  getStorageSync(key: string): unknown
  setStorageSync(key: string, value: string): void
  removeStorageSync(key: string): void
}

/** Mini-program persistent storage (Taro.setStorageSync). Missing keys come back as ''. */
export function createTaroStorage(api: SyncStorageApi): KeyValueStorage {
  const memory = createMemoryStorage()
  return {
    get(key) {
      try {
        const value = api.getStorageSync(key)
        if (typeof value === 'string' && value !== '') return value
      } catch {
        // fall through to memory
      }
      return memory.get(key)
    },
    set(key, value) {
      memory.set(key, value)
      try {
        api.setStorageSync(key, value)
      } catch {
        // storage full: memory copy stays
      }
    },
    remove(key) {
      memory.remove(key)
      try {
        api.removeStorageSync(key)
      } catch {
        // nothing to do
      }
    },
  }
}
