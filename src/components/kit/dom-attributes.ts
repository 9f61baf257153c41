import type { ITouchEvent } from '@tarojs/components'
import type { CSSProperties, ReactNode } from 'react'

/**
 * What an H5 element drawn in place of one of Taro's components carries besides its own props, as Taro's put them
 * on its element: tests and assistive tech read them.
 */
export interface DomAttributes {
  id?: string
  role?: string
  tabIndex?: number
  [attribute: `data-${string}` | `aria-${string}`]: string | number | boolean | undefined
}

const PASSED_ON = /^(data-|aria-)|^(id|role|tabIndex)$/

export function passedOn(props: object): Record<string, unknown> {
  // Drawn for every element of every card: no arrays of entries to throw away.
  const passed: Record<string, unknown> = {}
  for (const name in props) if (PASSED_ON.test(name)) passed[name] = (props as Record<string, unknown>)[name]
  return passed
}

/**
 * What a plain block or run of text takes, on every target: H5 draws it as a `div` or `span` and honours no more, so
 * the mini-program's Taro View and Text are given no more either (a hover class or a long press would work there
 * and silently not on H5).
 */
export interface PlainElementProps extends DomAttributes {
  className?: string
  style?: CSSProperties
  children?: ReactNode
  onClick?: (event: ITouchEvent) => void
}
