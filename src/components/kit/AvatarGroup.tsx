import { View } from '@tarojs/components'
import { Picture } from './Picture'
import { LIMITS } from '@/config/constants'
import { DECORATIVE_IMAGE } from './image-alt'

export interface AvatarGroupProps {
  avatars: readonly string[]
  /** What the faces stand for, read out instead of each picture (the pictures are decorative). */
  label: string
}

/**
 * Overlapping round avatars, at most LIMITS.avatarGroupMax of them, the first on top (docs/product.md §4.7).
 * Nothing at all when there is no one to show.
 */
export function AvatarGroup({ avatars, label }: AvatarGroupProps) {
  const shown = avatars.filter(Boolean).slice(0, LIMITS.avatarGroupMax)
  if (shown.length === 0) return null
  return (
    <View className="avatar-group" data-testid="avatar-group" aria-label={label}>
      {shown.map((src, i) => (
        <Picture
          key={`${i}:${src}`}
          imgProps={DECORATIVE_IMAGE}
          className="avatar-group__item"
          style={{ zIndex: shown.length - i }}
          src={src}
          mode="aspectFill"
        />
      ))}
    </View>
  )
}
