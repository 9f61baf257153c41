/** The part of Taro's H5 Textarea element that counts its lines (a property of each element, set as it is made). */
interface LineCountingTextarea {
  handleLineChange?: () => void
}

function countNoLines(): void {}

/**
 * Switches off the line count of Taro's H5 Textarea, for a text box that does not grow by Taro's `autoHeight`
 * (docs/product.md §2.9). Taro counts lines when the box loads and on every keystroke by resizing the box a line
 * and then a pixel at a time, reading the layout after each step: at 4× CPU that was 13–31 ms of every keystroke
 * in the comment box. Nothing here reads the count (no `onLineChange`): the box's height is the stylesheet's, or
 * useGrowingTextarea's. For the box's `ref`; the mini-program's native text box has no such count, and its element
 * is left as it is.
 */
export function stopLineCounting(host: unknown): void {
  if (process.env.TARO_ENV !== 'h5' || typeof host !== 'object' || host === null) return
  if ('handleLineChange' in host) (host as LineCountingTextarea).handleLineChange = countNoLines
}
