/**
 * A value made once: when `schedule` runs its making, or at its first need if that comes sooner. The app's session
 * is made this way on H5, in the task after the app's modules are evaluated (docs/product.md §2.9).
 */
export function madeOnce<T>(make: () => T, schedule: (run: () => void) => void): () => T {
  let made: { value: T } | undefined
  const get = (): T => (made ??= { value: make() }).value
  schedule(() => void get())
  return get
}
