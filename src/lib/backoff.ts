/**
 * How long to wait before the next attempt at a lost connection (docs/product.md §4.20): doubling from `baseMs` up
 * to `capMs`, and each wait drawn between half and all of that, so a thousand readers cut off by one server restart
 * come back spread out rather than all in the same second.
 */
export interface BackoffPolicy {
  baseMs: number
  capMs: number
}

export const STREAM_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 30_000 }

/** The wait before attempt number `attempt` (0: the first retry); `random` is in [0, 1). */
export function backoffDelay(attempt: number, random: () => number, policy: BackoffPolicy = STREAM_BACKOFF): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, Math.min(attempt, 30)))
  const share = Math.min(Math.max(random(), 0), 1)
  return Math.round(ceiling / 2 + (ceiling / 2) * share)
}
