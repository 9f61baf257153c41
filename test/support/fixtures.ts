/**
 * Plain test fixtures with no Taro in them, so node unit tests and jsdom component tests share them:
 * a hand-settled promise and a feed item with every field of the contract present and empty.
 */
export interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}

/** A promise the test settles by hand, to look at the in-flight state. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A post with every field of the contract present and empty; fixtures fill in what they test. */
export { blankDynamic } from '@/lib/blank-dynamic'
