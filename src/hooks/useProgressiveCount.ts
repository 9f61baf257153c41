/**
 * The mini-program (and Jest's DOM) draw a list's items at once: WeChat batches a render into one setData of its
 * own, so stepping would only add round trips. H5 draws in steps: useProgressiveCount.h5.ts.
 */
export function useProgressiveCount(total: number, _first: number, _step: number): number {
  return total
}
