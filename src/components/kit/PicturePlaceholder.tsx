import { View } from '@tarojs/components'
import './picture.css'

/**
 * What a picture with no address, or one that failed to load (offline, gone, refused), shows in its box: a neutral
 * tile with a small picture glyph in the theme's colours (docs/product.md §8.5), never the browser's broken-image sign.
 */
export function PicturePlaceholder({ className }: { className?: string }) {
  return (
    <View className={`kit-picture--placeholder${className ? ` ${className}` : ''}`} data-testid="image-placeholder">
      <View className="kit-picture__glyph" />
    </View>
  )
}
