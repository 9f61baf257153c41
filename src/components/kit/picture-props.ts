import type { ImageProps, ITouchEvent } from '@tarojs/components'
import type { CSSProperties } from 'react'
import type { DomAttributes } from './dom-attributes'

/**
 * What a picture takes, on every target: H5 draws its own (Picture.h5.tsx) and honours no more, so the mini-program's
 * Taro Image is given no more either (a load or error handler would run there and silently not on H5).
 */
export type PictureProps = Pick<ImageProps, 'src' | 'mode' | 'lazyLoad' | 'className' | 'imgProps'> &
  DomAttributes & {
    style?: CSSProperties
    onClick?: (event: ITouchEvent) => void
  }
