import type { TextProps, ViewProps } from '@tarojs/components'
import type { CSSProperties, MouseEventHandler, ReactNode } from 'react'
import { passedOn } from './dom-attributes'

/** What the H5 elements take of Taro's props: the feed card's own blocks and texts use no more. */
interface Shared {
  className?: string
  style?: CSSProperties
  children?: ReactNode
  onClick?: MouseEventHandler
}

/**
 * Taro's View on H5 is two components (a forwarded ref around the view), three states, an effect and three touch
 * listeners per element, for hover classes and long presses; a feed card has a dozen. Its own blocks need none of
 * that, so it draws a plain `div` with the same classes, attributes and click (docs/product.md §2.9).
 */
export function PlainView(props: ViewProps) {
  const { className, style, children, onClick } = props as Shared
  return (
    <div {...passedOn(props)} className={className} style={style} onClick={onClick}>
      {children}
    </div>
  )
}

/** Taro's Text on H5 is a `span` with its class `taro-text`, behind a forwarded ref: drawn here without it. */
export function PlainText(props: TextProps) {
  const { className, style, children, onClick } = props as Shared
  return (
    <span
      {...passedOn(props)}
      className={className ? `taro-text ${className}` : 'taro-text'}
      style={style}
      onClick={onClick}
    >
      {children}
    </span>
  )
}
