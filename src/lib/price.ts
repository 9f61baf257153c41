import { COLORS } from '@/config/constants'
import { roundHalfAway, toFiniteNumber, type NumericInput } from './numeric'

export type PriceDirectionKind = 'rise' | 'fall' | 'neutral'

export interface PriceDirection {
  kind: PriceDirectionKind
  /** Chinese market convention: red for a rise, green for a fall. */
  color: string
}

/**
 * Which way a change went. Strings are read leniently ('+1.23%', '-0.50%') because the lists often
 * pass the already formatted rise; anything unreadable, zero or empty is neutral.
 */
export function priceDirection(change: NumericInput): PriceDirection {
  const value = typeof change === 'string' ? Number.parseFloat(change) : toFiniteNumber(change)
  const kind: PriceDirectionKind =
    value === null || !Number.isFinite(value) || value === 0 ? 'neutral' : value > 0 ? 'rise' : 'fall'
  return { kind, color: COLORS[kind] }
}

/** toFixed's own range; beyond it the call throws, so the formatter stays inside. */
const MAX_DECIMALS = 20

/**
 * A price with thousands separators and a fixed number of decimals. Non-numeric input is shown as
 * 0 (docs/product.md §5.3); commas are ignored on input so an already formatted price can be formatted again.
 */
export function formatPrice(value: NumericInput, decimals = 2): string {
  const places = Number.isFinite(decimals) ? Math.min(Math.max(Math.floor(decimals), 0), MAX_DECIMALS) : 2
  const input = typeof value === 'string' ? value.replace(/,/g, '') : value
  const rounded = roundHalfAway(toFiniteNumber(input) ?? 0, places)
  const [whole, fraction] = Math.abs(rounded).toFixed(places).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  // A value that rounds to zero loses its sign: '-0.00' would read as a loss.
  const sign = rounded < 0 ? '-' : ''
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`
}
