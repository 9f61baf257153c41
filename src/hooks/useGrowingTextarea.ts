import { useCallback, useLayoutEffect, useRef } from 'react'
import { stopLineCounting } from './textarea-line-count'

/**
 * Sizes the text box inside Taro's H5 Textarea to its text; returns whether it could (false while the box is not
 * drawn: its page hidden, or Taro not yet rendered inside). Also clears what Taro's own line count leaves inline,
 * should it run (stopLineCounting switches it off): a count while the page is hidden (a `$` or `#` pick written back
 * from the picker page) measures a box of no size and leaves it one line tall, its overflow hidden.
 * With CSS `field-sizing: content` the stylesheet sizes the box; without it (WebKit) one write, one read, one write.
 */
export function fitToText(host: Element | null, measure: boolean): boolean {
  const field = host?.querySelector('textarea')
  if (!field) return false
  const style = field.style
  style.minHeight = ''
  style.overflow = ''
  style.height = measure ? 'auto' : ''
  if (!measure) return true
  // The stylesheet's min-height holds the auto box at its least; scrollHeight is the text's height, or that.
  const height = field.scrollHeight
  if (height === 0) return false
  style.height = `${height + field.offsetHeight - field.clientHeight}px`
  return true
}

let measures: boolean | undefined
/** Whether this browser lacks `field-sizing: content` (asked once). */
const needsMeasuring = () => (measures ??= !(typeof CSS !== 'undefined' && CSS.supports('field-sizing', 'content')))

/**
 * H5: the composer's editor grows with its text (docs/product.md §4.14), measured where the browser lacks
 * `field-sizing` (WebKit: Safari and the iOS web views). Fitted after every change of the text, and again when
 * its width changes (shown again after a picker page, turned, first drawn). Returns the ref for Taro's Textarea.
 */
export function useGrowingTextarea(text: string): (host: Element | null) => void {
  const host = useRef<Element | null>(null)
  useLayoutEffect(() => {
    fitToText(host.current, needsMeasuring())
  }, [text])
  useLayoutEffect(() => {
    const element = host.current
    if (!element || typeof ResizeObserver === 'undefined') return undefined
    let fittedWidth = -1
    let frame = 0
    const watcher = new ResizeObserver(([entry]) => {
      // Its own height changes (each fit) come here too: only a new width, or a box not yet fitted, needs a fit.
      // Fitted in the next frame: a size changed inside the observer's callback is an error of its loop.
      const width = entry?.contentRect.width ?? 0
      if (width === fittedWidth) return
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => (fittedWidth = fitToText(element, needsMeasuring()) ? width : -1))
    })
    watcher.observe(element)
    return () => {
      cancelAnimationFrame(frame)
      watcher.disconnect()
    }
  }, [])
  return useCallback((element: Element | null) => {
    host.current = element
    stopLineCounting(element)
  }, [])
}
