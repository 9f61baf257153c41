/**
 * Text follows the reader's scale on every page (docs/product.md §2.10) because every stylesheet's text sizes and
 * line heights are rewritten at build time to read three custom properties the page root declares
 * (src/theme/font-scale.ts, FONT_SCALE_PROPERTIES; a unit test holds the names together, since the build's config
 * cannot import the app's TypeScript):
 *
 * - `font-size: 14px` → `max(calc(14px * var(--font-scale, 1)), var(--font-min, 1PX))`: the size times the scale,
 *   never under care mode's smallest text;
 * - `line-height: 20px` → `max(calc(20px * var(--font-scale, 1)), calc(var(--line-min, 0) * 1em))`: a fixed line
 *   grows with its text (else lines overlap), never under care mode's smallest line height;
 * - `line-height: 1.2` → `max(1.2, var(--line-min, 0))`.
 *
 * Without the properties (the standard size) each value computes to what was written. Relative sizes (em, %,
 * keywords) already follow their parent and are left alone. It runs after pxtransform, so the lengths may be rem or
 * rpx by then; the fallback `1PX` is upper case for the same reason as app.css's: a transform leaves it in pixels.
 */
import type { Declaration, Plugin } from 'postcss'

export const FONT_SCALE_CSS_PROPERTIES = {
  scale: '--font-scale',
  minText: '--font-min',
  minLineHeight: '--line-min',
} as const

const { scale, minText, minLineHeight } = FONT_SCALE_CSS_PROPERTIES

/** One length in an absolute unit the transforms produce: px, rem (H5), rpx (mini-program). */
const LENGTH = /^(\d+\.?\d*|\.\d+)(px|rem|rpx)$/i
const NUMBER = /^(\d+\.?\d*|\.\d+)$/

/** The scaled form of a font size, or null for a value that is left as written. */
export function scaledFontSize(value: string): string | null {
  const v = value.trim()
  if (!LENGTH.test(v)) return null
  return `max(calc(${v} * var(${scale}, 1)), var(${minText}, 1PX))`
}

/** The scaled form of a line height, or null for a value that is left as written. */
export function scaledLineHeight(value: string): string | null {
  const v = value.trim()
  if (LENGTH.test(v)) return `max(calc(${v} * var(${scale}, 1)), calc(var(${minLineHeight}, 0) * 1em))`
  if (NUMBER.test(v)) return `max(${v}, var(${minLineHeight}, 0))`
  return null
}

function rewrite(decl: Declaration, scaled: (value: string) => string | null): void {
  // !important is kept as the declaration's flag, not part of its value.
  const next = scaled(decl.value)
  if (next !== null) decl.value = next
}

/** The PostCSS plugin (Taro loads it through config/postcss-font-scale.js). */
export function fontScaleCss(): Plugin {
  return {
    postcssPlugin: 'font-scale',
    Declaration: {
      'font-size': (decl) => rewrite(decl, scaledFontSize),
      'line-height': (decl) => rewrite(decl, scaledLineHeight),
    },
  }
}
