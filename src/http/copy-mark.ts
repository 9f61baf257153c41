/**
 * Which answers are offline copies, and of when (docs/product.md §8.5). The HTTP layer marks the body it answers from
 * a copy; the API layer passes the mark on to the part it hands up (an envelope's data); a store reads it to say what
 * its screen shows is a copy. A mark lives only as long as its object.
 */
const marks = new WeakMap<object, number>()

/** Marks `body` as a copy saved at `savedAt` (ms since the epoch). */
export function markCopy<T>(body: T, savedAt: number): T {
  if (typeof body === 'object' && body !== null) marks.set(body, savedAt)
  return body
}

/** When the copy `value` was saved, or undefined for an answer fresh from the network. */
export function copySavedAt(value: unknown): number | undefined {
  return typeof value === 'object' && value !== null ? marks.get(value) : undefined
}

/** `part` (taken out of `whole`) is a copy when `whole` is. */
export function passCopyMark<T>(whole: unknown, part: T): T {
  const savedAt = copySavedAt(whole)
  return savedAt === undefined ? part : markCopy(part, savedAt)
}
