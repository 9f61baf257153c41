import { ScrollView as TaroScrollView, type ScrollViewProps } from '@tarojs/components'
import { useLayoutEffect, useRef } from 'react'

/** The attributes tests, styles and assistive technology read from the scrolling element itself. */
const PASSED_ON = /^(data-|aria-)|^(id|role)$/

type Props = ScrollViewProps & { [attribute: `data-${string}`]: string | number | boolean | undefined }

/**
 * Taro's HTML scroll view (config/index.ts: useHtmlComponents), with two differences made good:
 * - it keeps only its own props and drops `data-*`, `aria-*`, `id` and `role`: they are put on its element after
 *   every render, as the other components do;
 * - it scrolls to `scrollIntoView` half a second after it is first drawn, so a video opened from a feed showed the
 *   first one meanwhile, and a swipe in that half second was undone. Here the child is in place before the first
 *   paint, and again whenever the prop names another.
 */
export function ScrollView({ scrollIntoView, ...props }: Props) {
  const element = useRef<HTMLElement | null>(null)
  const attributes = Object.entries(props).filter(([name]) => PASSED_ON.test(name))
  useLayoutEffect(() => {
    const node = element.current
    if (!node) return
    for (const [name, value] of attributes) {
      if (value === undefined || value === null || value === false) node.removeAttribute(name)
      else node.setAttribute(name, String(value))
    }
  })
  const sideways = Boolean(props.scrollX) && !props.scrollY
  useLayoutEffect(() => {
    const node = element.current
    const child = scrollIntoView ? document.getElementById(scrollIntoView) : null
    if (!node || !child || !node.contains(child)) return
    const from = node.getBoundingClientRect()
    const to = child.getBoundingClientRect()
    if (sideways) node.scrollLeft += to.left - from.left
    else node.scrollTop += to.top - from.top
  }, [scrollIntoView, sideways])
  return <TaroScrollView {...props} ref={element} />
}
