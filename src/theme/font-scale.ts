/**
 * The reader's text scale on the page (docs/product.md §2.10). Every text size and line height of the stylesheets is
 * written, at build time, to read the custom properties below (config/font-scale-css.ts), so a page follows the
 * scale by its root declaring them: the page shell's root on both targets, and on H5 the document's root as well.
 * The root class lets a stylesheet change more than text in care mode (taps, tab bars, tables).
 */
import { FONT_SCALE } from '@/config/constants'
import { fontScaleLevel } from '@/lib/font-scale'

const SCALED = 'font-scaled'
const CARE = 'font-care'

/** The names config/font-scale-css.ts writes into the stylesheets; a unit test holds the two together. */
export const FONT_SCALE_PROPERTIES = {
  scale: '--font-scale',
  minText: '--font-min',
  minLineHeight: '--line-min',
} as const

/**
 * The root classes of a scale: `font-scaled` whenever text is larger than the design's (boxes that hold text grow
 * with it), and `font-care` in care mode as well (taps, tab bars, tables); none at the design's sizes.
 */
export function fontScaleClassName(scale: number): string {
  const level = fontScaleLevel(scale)
  if (level === 'standard') return ''
  return level === 'care' ? `${SCALED} ${CARE}` : SCALED
}

/** The custom properties of a scale; none at the design's sizes, so a standard page declares nothing new. */
export function fontScaleVariables(scale: number): Record<string, string> {
  const level = fontScaleLevel(scale)
  if (level === 'standard') return {}
  const vars: Record<string, string> = { [FONT_SCALE_PROPERTIES.scale]: String(scale) }
  if (level === 'care') {
    vars[FONT_SCALE_PROPERTIES.minText] = `${FONT_SCALE.careMinTextPx}px`
    vars[FONT_SCALE_PROPERTIES.minLineHeight] = String(FONT_SCALE.careMinLineHeight)
  }
  return vars
}

/** H5: the scale on the document's root, for what is drawn outside a page (toasts, the loading layer). */
export function applyFontScaleToRoot(root: HTMLElement, scale: number): void {
  const names = fontScaleClassName(scale).split(' ')
  for (const name of [SCALED, CARE]) {
    if (names.includes(name)) root.classList.add(name)
    else root.classList.remove(name)
  }
  const vars = fontScaleVariables(scale)
  for (const property of Object.values(FONT_SCALE_PROPERTIES)) {
    if (vars[property]) root.style.setProperty(property, vars[property])
    else root.style.removeProperty(property)
  }
}
