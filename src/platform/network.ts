/**
 * H5: whether the browser says the network is gone (navigator.onLine false). A browser that says it is there may
 * still fail to reach the server; only its "gone" is trusted (docs/product.md §8.5).
 */
interface OnlineSource {
  navigator?: { onLine?: boolean }
}

export function networkGoneNow(): boolean {
  return (globalThis as OnlineSource).navigator?.onLine === false
}

/** The same, for the HTTP layer before a read: on H5 known at once. */
export async function networkGone(): Promise<boolean> {
  return networkGoneNow()
}
