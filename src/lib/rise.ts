import { toFiniteNumber, roundHalfAway, type NumericInput } from './numeric'

/** Shown where a rise cannot be computed, so a missing quote never reads as 0%. */
export const RISE_PLACEHOLDER = '--'

/**
 * A stock row's up_rose (an integer in hundredths of a percent, e.g. 123 = 1.23%) as the list
 * shows it: two decimals, an explicit '+' for gains, and a '%' suffix.
 */
export function formatRise(upRose: NumericInput): string {
  const hundredths = toFiniteNumber(upRose)
  if (hundredths === null) return RISE_PLACEHOLDER
  const percent = roundHalfAway(hundredths / 100, 2)
  // -0.001 rounds to -0: show it as an unsigned zero rather than '-0.00%'.
  const shown = percent === 0 ? 0 : percent
  return `${shown > 0 ? '+' : ''}${shown.toFixed(2)}%`
}
