/**
 * Mini-program: no service worker (docs/product.md §8.6). WeChat keeps the package itself; data copies live in the
 * HTTP layer. The same functions as on H5, doing nothing, so the shell needs no branch.
 */
type Listener = () => void

export async function startAppWorker(): Promise<boolean> {
  return false
}

export function isAppUpdateWaiting(): boolean {
  return false
}

export function subscribeAppUpdate(_listener: Listener): () => void {
  return () => undefined
}

export function checkForAppUpdate(): void {}

export function applyAppUpdate(): void {}
