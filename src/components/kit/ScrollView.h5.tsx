import { ScrollView as TaroScrollView, type ScrollViewProps } from '@tarojs/components'
import { useLayoutEffect, useRef } from 'react'

/** The attributes tests, styles and assistive technology read from the scrolling element itself. */
const PASSED_ON = /^(data-|aria-)|^(id|role)$/

type Props = ScrollViewProps & { [attribute: `data-${string}`]: string | number | boolean | undefined }

/**
 * Taro's HTML scroll view (config/index.ts: useHtmlComponents) keeps only its own props and drops `data-*`,
 * `aria-*`, `id` and `role`; this puts them on its element after every render, as the other components do.
 */
export function ScrollView(props: Props) {
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
  return <TaroScrollView {...props} ref={element} />
}
