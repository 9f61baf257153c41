/**
 * WCAG 2 contrast of the theme table's colour pairs (docs/product.md §2.9). Read by the theme test, never by
 * the app, so it costs the bundle nothing.
 */
import { COLORS } from '@/config/constants'
import { THEME_COLORS, type Theme } from './themes'

/** Body text (WCAG AA). */
export const CONTRAST_TEXT = 4.5
/** Large or bold text and controls (WCAG AA for large text, 1.4.11 for controls). */
export const CONTRAST_LARGE = 3

/** Relative luminance of `#rgb` or `#rrggbb`. */
export function luminance(hex: string): number {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`)
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

export interface ContrastPair {
  name: string
  foreground: string
  background: string
  minimum: number
}

/**
 * The pairs a theme draws text with. Body and secondary text, the navigation bar's title and the accent need
 * 4.5:1. The spec fixes the dark theme's accent (#2677ff), rise and fall: they carry bold or large text, figures
 * and controls, held to 3:1.
 */
export function themeContrastPairs(theme: Theme): ContrastPair[] {
  const c = THEME_COLORS[theme]
  const pair = (name: string, foreground: string, background: string, minimum: number) => ({
    name: `${theme}: ${name}`,
    foreground,
    background,
    minimum,
  })
  const pairs = [
    pair('text on background', c.text, c.background, CONTRAST_TEXT),
    pair('secondary text on background', c.neutral, c.background, CONTRAST_TEXT),
    pair('primary on background', c.primary, c.background, theme === 'dark' ? CONTRAST_LARGE : CONTRAST_TEXT),
    pair('navigation bar title', c.navText, c.navBackground, CONTRAST_TEXT),
    pair('rise on background', COLORS.rise, c.background, CONTRAST_LARGE),
    pair('fall on background', COLORS.fall, c.background, CONTRAST_LARGE),
  ]
  // The pull-to-refresh text is drawn on the page shell's own surface: the page background, the dark theme's own.
  const shellSurface = luminance(c.background) > 0.5 ? c.pageBackground : c.background
  pairs.push(pair('pull-to-refresh text on the page', c.pullText, shellSurface, CONTRAST_TEXT))
  // The page background is also the inset surface of chips, inputs and quoted replies: text sits on it in every theme.
  const accent = theme === 'dark' ? CONTRAST_LARGE : CONTRAST_TEXT
  pairs.push(pair('text on page background', c.text, c.pageBackground, CONTRAST_TEXT))
  pairs.push(pair('secondary text on page background', c.neutral, c.pageBackground, CONTRAST_TEXT))
  pairs.push(pair('primary on page background', c.primary, c.pageBackground, accent))
  return pairs
}
