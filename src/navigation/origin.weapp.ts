/** The mini-program has no origin: pages open through its own router. */
export function currentOrigin(): string {
  return ''
}
