import { Image, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { LIMITS } from '@/config/constants'

export interface AlbumProps {
  images: string[]
  maxCount?: number
}

/** A grid of up to nine images; a tap opens the host's full-screen preview of all of them. */
export function Album({ images, maxCount = LIMITS.albumMaxCount }: AlbumProps) {
  const shown = images.slice(0, maxCount)
  if (shown.length === 0) return null
  const preview = (current: string) => {
    Taro.previewImage({ current, urls: shown }).catch(() => undefined)
  }
  return (
    <View className={`kit-album kit-album--${Math.min(shown.length, 3)}`} data-testid="album">
      {shown.map((src, index) => (
        <Image
          key={`${src}-${index}`}
          className="kit-album__image"
          data-testid="album-image"
          src={src}
          mode="aspectFill"
          lazyLoad
          onClick={() => preview(src)}
        />
      ))}
    </View>
  )
}
