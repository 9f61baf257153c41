import { useEffect, useRef, useState, type MouseEventHandler } from 'react'
import { passedOn } from './dom-attributes'
import { loadWhenNear } from './lazy-pictures'
import type { PictureProps } from './picture-props'
import { PicturePlaceholder } from './PicturePlaceholder'

/**
 * H5's picture: the box and image Taro's Image draws (its classes, so its modes lay out the same), without its
 * per-picture observer and load handler (lazy-pictures.ts). No address, or a failed load, shows the placeholder.
 */
export function Picture(props: PictureProps) {
  const { src, mode = 'scaleToFill', lazyLoad = false, className, imgProps, style } = props
  // A DOM click here, as on Taro's own H5 Image; the handler's type is the mini-program's.
  const onClick = props.onClick as MouseEventHandler | undefined
  const [failed, setFailed] = useState<string | null>(null)
  const picture = useRef<HTMLImageElement | null>(null)
  useEffect(() => {
    const element = picture.current
    if (!lazyLoad || !element) return
    return loadWhenNear(element)
  }, [lazyLoad, src, failed])
  if (!src || failed === src) return <PicturePlaceholder className={className} />
  const box = `taro-img${mode === 'widthFix' ? ' taro-img__widthfix' : ''}${className ? ` ${className}` : ''}`
  return (
    <div {...passedOn(props)} className={box} style={style} onClick={onClick}>
      <img
        ref={picture}
        className={`taro-img__mode-${mode.toLowerCase().replace(/\s/g, '')}`}
        {...(lazyLoad ? { 'data-src': src } : { src })}
        onError={() => setFailed(src)}
        {...imgProps}
      />
    </div>
  )
}
