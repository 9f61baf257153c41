/**
 * Keeps `value` within the range. The bounds may come in either order (callers often pass
 * computed limits), and NaN becomes the lower bound so a UI never receives a non-number.
 */
export function clamp(value: number, min: number, max: number): number {
  const low = Math.min(min, max)
  const high = Math.max(min, max)
  if (Number.isNaN(value)) return low
  return Math.min(Math.max(value, low), high)
}
