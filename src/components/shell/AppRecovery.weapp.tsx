/** Mini-program: pages ship in the package (no chunks), and wx handles unknown pages itself. */
export function AppRecovery() {
  return null
}
