import { toFiniteNumber } from './numeric'

/**
 * Above this a bare number is taken as milliseconds, at or below as seconds (docs/product.md §5.3): nobody
 * animates for 31 seconds, and nobody means 30 ms.
 */
const BARE_SECONDS_MAX = 30

/**
 * A duration in milliseconds. Accepts numbers and strings, bare ('300', '2') or with a unit
 * ('300ms', '2s'). Unreadable or negative input gives 0 so timers never get NaN.
 */
export function toDurationMs(value: number | string | null | undefined): number {
  if (typeof value === 'string') {
    const unit = /^\s*(-?[\d.]+)\s*(ms|s)\s*$/i.exec(value)
    if (unit) {
      const amount = toFiniteNumber(unit[1]) ?? 0
      return Math.max(0, unit[2].toLowerCase() === 'ms' ? amount : amount * 1000)
    }
  }
  const amount = toFiniteNumber(value)
  if (amount === null || amount <= 0) return 0
  return amount > BARE_SECONDS_MAX ? amount : amount * 1000
}
