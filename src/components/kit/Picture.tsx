import { Image, View, type ImageProps } from '@tarojs/components'
import { useState } from 'react'
import './picture.css'

/**
 * Every picture the app draws (cards, articles, avatars, covers, icons): Taro's Image, except that an image with no
 * address or one that fails to load (offline, gone, refused) becomes a designed placeholder in the same box, a neutral
 * tile with a small picture glyph in the theme's colours (docs/product.md §8.5), never the browser's broken-image sign.
 */
export function Picture(props: ImageProps) {
  const { src, className, onError } = props
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) {
    return (
      <View className={`kit-picture--placeholder${className ? ` ${className}` : ''}`} data-testid="image-placeholder">
        <View className="kit-picture__glyph" />
      </View>
    )
  }
  return (
    <Image
      {...props}
      onError={(event) => {
        setFailed(src)
        onError?.(event)
      }}
    />
  )
}
