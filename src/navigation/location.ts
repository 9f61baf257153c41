/**
 * The current address and a hard reload of another one (H5). A reload, not a router push, because a
 * chunk that failed once is only fetched again by a fresh document.
 */
export function currentUrl(): string {
  const location = (globalThis as { location?: { href?: string } }).location
  return location?.href ?? ''
}

export function hardReload(url: string): void {
  const location = (globalThis as { location?: { replace?: (url: string) => void } }).location
  location?.replace?.(url)
}
