/** H5: the page address the app (or a browser) opened; start-up reads its query. */
export function startAddress(): string {
  const location = (globalThis as { location?: { search?: string } }).location
  return location?.search ?? ''
}
