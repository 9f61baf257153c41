/** Waiting until the booted app has gone quiet: no pending work, no imminent timer, no new activity. */
import type { BootRuntime } from './runtime'

export function installSettle(rt: BootRuntime): void {
  const { timers, pending } = rt
  /** Timeouts due this soon count as work in progress (debounces, Taro's batching); later ones do not. */
  const IMMINENT_MS = 300
  const settle = async (quietMs = 20, maxMs = 5000): Promise<void> => {
    const end = Date.now() + maxMs
    let seen = -1
    let quietSince = Date.now()
    while (Date.now() < end) {
      await new Promise((r) => setTimeout(r, 5))
      const horizon = Date.now() + IMMINENT_MS
      const imminent = [...timers.values()].some((due) => due <= horizon)
      if (rt.activity !== seen || pending.size > 0 || imminent) {
        seen = rt.activity
        quietSince = Date.now()
      } else if (Date.now() - quietSince >= quietMs) return
    }
  }
  Object.assign(rt, { settle })
}
