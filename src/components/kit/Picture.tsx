import { Image, View, type ImageProps } from '@tarojs/components'
import { useState } from 'react'
import './picture.css'

const onH5 = process.env.TARO_ENV === 'h5'

/**
 * What Taro's Image is given. In the mini-program `lazyLoad` is the image's own attribute. On H5 Taro builds it from
 * an IntersectionObserver per image that sets the address from script and re-renders the image when it comes near:
 * with a feed's window moving, that was the largest share of the script run while scrolling (docs/product.md §2.9).
 * The browser's own lazy loading (`loading="lazy"`) does the same without script, so H5 asks for that instead.
 */
function imageProps(props: ImageProps): ImageProps {
  if (!onH5 || !props.lazyLoad) return props
  const { lazyLoad: _lazy, imgProps, ...rest } = props
  return { ...rest, imgProps: { loading: 'lazy', ...imgProps } }
}

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
      {...imageProps(props)}
      onError={(event) => {
        setFailed(src)
        onError?.(event)
      }}
    />
  )
}
