import { NUMBER_DISPLAY } from '@/config/constants'
import { roundHalfAway, toFiniteNumber, type NumericInput } from './numeric'

/**
 * Counts (likes, reads, followers) as docs/product.md §9.3 shows them: below 10,000 as they are, then in units
 * of ten thousand with two decimals, and capped at '99w+' from 999,000. Non-numeric counts show 0.
 */
export function formatCount(value: NumericInput, unit: string = NUMBER_DISPLAY.defaultUnit): string {
  const count = toFiniteNumber(value) ?? 0
  if (count >= NUMBER_DISPLAY.capThreshold) {
    // The cap is shown as the whole number of units below it (999,000 -> 99), then '+'.
    return `${Math.floor(NUMBER_DISPLAY.capThreshold / NUMBER_DISPLAY.tenThousand)}${unit}+`
  }
  if (count >= NUMBER_DISPLAY.tenThousand) {
    return `${roundHalfAway(count / NUMBER_DISPLAY.tenThousand, 2).toFixed(2)}${unit}`
  }
  return String(count)
}
