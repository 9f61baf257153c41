/** Mini-program: the text area itself moves above the keyboard (its adjust-position), so nothing is covered. */
export function useKeyboardCover(): number {
  return 0
}
