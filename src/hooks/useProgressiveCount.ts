/** When H5 draws the next step (useProgressiveCount.h5.ts). */
export type ProgressivePace = 'idle' | 'soon'

/**
 * The mini-program (and Jest's DOM) draw a list's items at once: WeChat batches a render into one setData of its
 * own, so stepping would only add round trips. H5 draws in steps: useProgressiveCount.h5.ts.
 */
export function useProgressiveCount(total: number, _first: number, _step: number, _pace?: ProgressivePace): number {
  return total
}
