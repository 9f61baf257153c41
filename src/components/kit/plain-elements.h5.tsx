import type { MouseEventHandler } from 'react'
import { passedOn, type PlainElementProps } from './dom-attributes'

/**
 * Taro's View on H5 is two components (a forwarded ref around the view), three states, an effect and three touch
 * listeners per element, for hover classes and long presses; a feed card has a dozen. Its own blocks need none of
 * that, so it draws a plain `div` with the same classes, attributes and click (docs/product.md §2.9).
 */
export function PlainView(props: PlainElementProps) {
  const { className, style, children } = props
  // A DOM click here, as on Taro's own H5 elements; the handler's type is the mini-program's.
  const onClick = props.onClick as MouseEventHandler | undefined
  return (
    <div {...passedOn(props)} className={className} style={style} onClick={onClick}>
      {children}
    </div>
  )
}

/** Taro's Text on H5 is a `span` with its class `taro-text`, behind a forwarded ref: drawn here without it. */
export function PlainText(props: PlainElementProps) {
  const { className, style, children } = props
  const onClick = props.onClick as MouseEventHandler | undefined
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
