/**
 * The page's "refresh when I'm back" hook. A page registers one callback; when the page becomes
 * visible again (or the app logs a user in) it runs once and is dropped, so a burst of duplicate
 * visibility events (app event plus document visibilitychange) refreshes only once.
 */
import type { Emitter, Unsubscribe } from './emitter'
import type { PlatformEvents } from './types'

export interface RefreshRegistry {
  /** Replaces any earlier callback; the returned function removes it if it is still the current one. */
  register(callback: () => void): Unsubscribe
  /** Runs the registered callback, if any, and forgets it. True when one ran. */
  runOnce(): boolean
}

export function createRefreshRegistry(): RefreshRegistry {
  let current: (() => void) | null = null
  return {
    register(callback) {
      current = callback
      return () => {
        if (current === callback) current = null
      }
    },
    runOnce() {
      const callback = current
      current = null
      if (!callback) return false
      callback()
      return true
    },
  }
}

export function runRefreshOnVisible(events: Emitter<PlatformEvents>, registry: RefreshRegistry): Unsubscribe {
  return events.on('pageVisible', () => {
    registry.runOnce()
  })
}
