import { View } from '@tarojs/components'
import { Picture } from './Picture'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { LIMITS } from '@/config/constants'
import { CONTENT_IMAGE } from './image-alt'
import './kit.css'

export interface AlbumProps {
  images: readonly string[]
  maxCount?: number
}

/**
 * A grid of up to nine images; a tap shows one full screen. The mini-program uses WeChat's own
 * preview; H5 draws a plain overlay, because Taro's H5 preview brings a carousel library onto the
 * first screen (about 50 KB gzip) for one tap.
 */
export function Album({ images, maxCount = LIMITS.albumMaxCount }: AlbumProps) {
  const shown = images.slice(0, maxCount)
  const [open, setOpen] = useState<string | null>(null)
  if (shown.length === 0) return null
  const preview = (current: string) => {
    if (process.env.TARO_ENV === 'weapp') Taro.previewImage({ current, urls: shown }).catch(() => undefined)
    else setOpen(current)
  }
  return (
    <View className={`kit-album kit-album--${Math.min(shown.length, 3)}`} data-testid="album">
      {shown.map((src, index) => (
        <Picture
          imgProps={CONTENT_IMAGE}
          key={`${src}-${index}`}
          className="kit-album__image"
          data-testid="album-image"
          src={src}
          mode="aspectFill"
          lazyLoad
          onClick={() => preview(src)}
        />
      ))}
      {open ? (
        <View className="kit-album__preview" data-testid="album-preview" onClick={() => setOpen(null)}>
          <Picture imgProps={CONTENT_IMAGE} className="kit-album__preview-image" src={open} mode="aspectFit" />
        </View>
      ) : null}
    </View>
  )
}
