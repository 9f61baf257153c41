import { View } from '@tarojs/components'
import './icons.css'

/**
 * The app's own icons and empty-state pictures, one module (docs/product.md §4.21). Each is a small SVG used as a
 * mask over the element's colour (currentColor, or a class's theme variable), so one drawing follows every theme
 * and works the same on H5 and in the mini-program, which has no inline SVG. Shades inside a picture are the
 * drawing's own opacity.
 */
const STROKE = 'fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'
const HEART =
  'M12 20.3l-1.2-1.1C5.6 14.5 2.5 11.6 2.5 7.8 2.5 4.9 4.8 2.7 7.6 2.7c1.7 0 3.3.8 4.4 2.1 1.1-1.3 2.7-2.1 4.4-2.1 2.8 0 5.1 2.2 5.1 5.1 0 3.8-3.1 6.7-8.3 11.4L12 20.3z'

const ICONS = {
  like: `<path d="${HEART}" ${STROKE}/>`,
  liked: `<path d="${HEART}" fill="#000"/>`,
  comment: `<path d="M4.5 4h15A1.5 1.5 0 0 1 21 5.5v10a1.5 1.5 0 0 1-1.5 1.5H10l-5 4v-4h-.5A1.5 1.5 0 0 1 3 15.5v-10A1.5 1.5 0 0 1 4.5 4z" ${STROKE}/>`,
  share: `<path d="M12 3.5v11M7.5 8L12 3.5 16.5 8" ${STROKE}/><path d="M5 12.5v6A2.5 2.5 0 0 0 7.5 21h9a2.5 2.5 0 0 0 2.5-2.5v-6" ${STROKE}/>`,
  reply: `<path d="M9.5 8.5V5L3 11l6.5 6v-3.6c4.6 0 7.9 1.5 10.5 4.6-.9-4.8-3.8-9.2-10.5-9.5z" ${STROKE}/>`,
} as const

const ART = {
  // Two empty cards, the upper with a face and lines.
  feed: '<rect x="18" y="12" width="84" height="30" rx="6" fill="#000" opacity=".22"/><circle cx="32" cy="27" r="7" fill="#000" opacity=".55"/><rect x="45" y="21" width="44" height="5" rx="2.5" fill="#000" opacity=".55"/><rect x="45" y="30" width="30" height="5" rx="2.5" fill="#000" opacity=".35"/><rect x="18" y="50" width="84" height="30" rx="6" fill="#000" opacity=".12"/><rect x="30" y="60" width="56" height="5" rx="2.5" fill="#000" opacity=".25"/><rect x="30" y="69" width="36" height="5" rx="2.5" fill="#000" opacity=".18"/>',
  // A person with a plus: someone to follow.
  follow:
    '<circle cx="52" cy="32" r="14" fill="#000" opacity=".5"/><path d="M26 82c0-15 11.6-26 26-26s26 11 26 26z" fill="#000" opacity=".28"/><circle cx="88" cy="60" r="14" fill="#000" opacity=".2"/><path d="M88 52v16M80 60h16" stroke="#000" stroke-width="4" stroke-linecap="round"/>',
  // A sheet with a pen: something to write.
  write:
    '<rect x="30" y="10" width="56" height="74" rx="6" fill="#000" opacity=".18"/><rect x="40" y="24" width="36" height="5" rx="2.5" fill="#000" opacity=".4"/><rect x="40" y="35" width="28" height="5" rx="2.5" fill="#000" opacity=".3"/><path d="M70 78l26-26 8 8-26 26-10 2z" fill="#000" opacity=".7"/>',
  // A screen with a play mark.
  live: '<rect x="18" y="16" width="84" height="56" rx="8" fill="#000" opacity=".22"/><path d="M52 32v24l20-12z" fill="#000" opacity=".65"/><rect x="44" y="80" width="32" height="5" rx="2.5" fill="#000" opacity=".35"/>',
} as const

export type IconName = keyof typeof ICONS
export type EmptyArtName = keyof typeof ART

const asMask = (viewBox: string, body: string) =>
  `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`,
  )}")`

const masks = new Map<string, string>()
function maskOf(key: string, viewBox: string, body: string): string {
  let mask = masks.get(key)
  if (!mask) masks.set(key, (mask = asMask(viewBox, body)))
  return mask
}

const maskStyle = (mask: string) => ({ WebkitMaskImage: mask, maskImage: mask })

/** An icon in the text's colour; its size comes from the class (icon, icon--lg). Decorative: the control names itself. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <View
      className={`icon icon--${name}${className ? ` ${className}` : ''}`}
      data-icon={name}
      aria-hidden="true"
      style={maskStyle(maskOf(name, '0 0 24 24', ICONS[name]))}
    />
  )
}

/** An empty state's picture, in the theme's primary colour. */
export function EmptyArt({ name }: { name: EmptyArtName }) {
  return (
    <View
      className={`empty-art empty-art--${name}`}
      data-testid="empty-art"
      data-art={name}
      aria-hidden="true"
      style={maskStyle(maskOf(`art:${name}`, '0 0 120 96', ART[name]))}
    />
  )
}
