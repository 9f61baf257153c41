/** The H5 page's origin ('' where there is none, e.g. the mini-program or tests without a window). */
export function currentOrigin(): string {
  const location = (globalThis as { location?: { origin?: string } }).location
  return typeof location?.origin === 'string' && location.origin !== 'null' ? location.origin : ''
}
