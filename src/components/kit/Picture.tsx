import { Image } from '@tarojs/components'
import { useState } from 'react'
import type { PictureProps } from './picture-props'
import { PicturePlaceholder } from './PicturePlaceholder'

/**
 * Every picture the app draws (cards, articles, avatars, covers, icons): Taro's Image, except that an image with no
 * address or one that fails to load becomes the placeholder in the same box. H5 draws its own (Picture.h5.tsx).
 */
export function Picture(props: PictureProps) {
  const { src, className } = props
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) return <PicturePlaceholder className={className} />
  return <Image {...props} onError={() => setFailed(src)} />
}
