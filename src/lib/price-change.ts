/**
 * The price change since the previous close, from the price and its rise (hundredths of a percent):
 * the quote row carries no previous close, and price / (1 + rise) is that close.
 */
export function priceChange(price: number | null | undefined, upRose: number | null | undefined): number | null {
  if (typeof price !== 'number' || typeof upRose !== 'number' || !Number.isFinite(price) || !Number.isFinite(upRose))
    return null
  const base = 1 + upRose / 10000
  if (base <= 0) return null
  return price - price / base
}
