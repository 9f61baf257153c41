/** Splits a list into consecutive slices of `size` (the last may be shorter), e.g. quote batches. */
export function chunk<T>(list: readonly T[], size: number): T[][] {
  // A size below 1 would loop forever or drop items: refuse it loudly rather than guess.
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size must be a positive integer, got ${size}`)
  const slices: T[][] = []
  for (let i = 0; i < list.length; i += size) slices.push(list.slice(i, i + size))
  return slices
}
