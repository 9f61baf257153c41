import { isTruthyFlag, type LooseFlag } from './flags'

/** The praise endpoint's isPraise: 1 likes, 0 takes the like back. */
export type PraiseValue = 0 | 1

/** The isPraise to send when tapping like (spec 4): un-like what is liked, like what is not. */
export function nextPraise(liked: LooseFlag): PraiseValue {
  return isTruthyFlag(liked) ? 0 : 1
}

export interface InFlightGuard<K> {
  /** True if the id was idle and is now marked busy; false means a request is already running. */
  tryStart(id: K): boolean
  finish(id: K): void
  isBusy(id: K): boolean
}

/**
 * Per-item in-progress marks (spec 4: a repeat tap while a like is on the wire does nothing).
 * The caller calls finish in its finally, so a failed request frees the item too.
 */
export function createInFlightGuard<K = string | number>(): InFlightGuard<K> {
  const busy = new Set<K>()
  return {
    tryStart(id) {
      if (busy.has(id)) return false
      busy.add(id)
      return true
    },
    finish(id) {
      busy.delete(id)
    },
    isBusy(id) {
      return busy.has(id)
    },
  }
}
