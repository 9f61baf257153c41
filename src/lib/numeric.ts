/** Values as they arrive from the server or the address bar: numbers, numeric strings, or nothing. */
export type NumericInput = number | string | null | undefined

/**
 * A finite number from a loose input, or null. Blank strings are null rather than 0 because the
 * server sends '' for "no value", and the display rules treat that differently from zero.
 */
export function toFiniteNumber(value: NumericInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = Number(value.trim())
  return Number.isFinite(parsed) ? parsed : null
}

/**
 * Rounds half away from zero at `decimals` places. Plain toFixed works on the binary value, so
 * 1.005 would show as 1.00; shifting through the exponent keeps the decimal the user sees.
 */
export function roundHalfAway(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`))
  return sign * Number(`${shifted}e-${decimals}`)
}
