import { View } from '@tarojs/components'
import './icons.css'

/**
 * The app's own icons and empty-state pictures, one module (docs/product.md §4.21). Each is a small SVG drawing
 * (in icons.css) used as a mask over the element's colour (currentColor, or the theme's primary), so one drawing
 * follows every theme and works the same on H5 and in the mini-program, which has no inline SVG. The drawings live
 * in the stylesheet, not in the element's style: a feed of 30 cards would otherwise send them 90 times in one
 * mini-program setData.
 */
export const ICON_NAMES = ['like', 'liked', 'collect', 'collected', 'comment', 'share', 'reply'] as const
export const EMPTY_ART_NAMES = ['feed', 'follow', 'write', 'live'] as const

export type IconName = (typeof ICON_NAMES)[number]
export type EmptyArtName = (typeof EMPTY_ART_NAMES)[number]

/** An icon in the text's colour; its size comes from the class (icon, 18 px). Decorative: the control names itself. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <View className={`icon icon--${name}${className ? ` ${className}` : ''}`} data-icon={name} aria-hidden="true" />
  )
}

/**
 * The classes that make a control lead with an icon, drawn before its own text (no element of its own): for rows
 * repeated down a feed, where each element counts.
 */
export function withIcon(name: IconName): string {
  return `with-icon with-icon--${name}`
}

/**
 * A control drawn as text (Text takes no role in its props): spread on it so assistive technology knows it is a
 * button; the H5 element carries it, the mini-program ignores it.
 */
export const BUTTON_ROLE: Record<string, string> = { role: 'button' }

/** An empty state's picture, in the theme's primary colour. */
export function EmptyArt({ name }: { name: EmptyArtName }) {
  return <View className={`empty-art empty-art--${name}`} data-testid="empty-art" data-art={name} aria-hidden="true" />
}
