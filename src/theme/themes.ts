/**
 * The three themes as one table, and the CSS variables derived from it and from the layer order.
 * Values come from the constants table only; the page root gets them through a style prop so the
 * same source drives H5 and the mini-program (no stylesheet repeats a colour or a z-index).
 */
import { COLORS, LAYERS } from '@/config/constants'
import type { Theme } from '@/platform'

export type { Theme }

export const THEMES: readonly Theme[] = ['light', 'dark', 'red']

export interface ThemeColors {
  background: string
  text: string
  primary: string
  /** Secondary text (times, counts, hints): per theme, so it keeps its contrast on the dark background. */
  neutral: string
  /** Navigation bar background and foreground. */
  navBackground: string
  navText: string
  /** The pull-to-refresh text, on the page's own surface (docs/product.md §2.9): the spec's blue where it reads. */
  pullText: string
  /** Behind the cards, and inset surfaces on them (chips, inputs, quoted replies): per theme, never light in dark. */
  pageBackground: string
}

/** Dark is the light theme inverted (docs/product.md §9.2); red keeps light surfaces with a red accent. */
export const THEME_COLORS: Readonly<Record<Theme, ThemeColors>> = {
  light: {
    background: COLORS.lightBackground,
    text: COLORS.lightText,
    primary: COLORS.primary,
    neutral: COLORS.neutral,
    navBackground: COLORS.lightBackground,
    navText: COLORS.lightText,
    pullText: COLORS.pullToRefresh,
    pageBackground: COLORS.pageBackground,
  },
  dark: {
    background: COLORS.lightText,
    text: COLORS.lightBackground,
    primary: COLORS.darkPrimary,
    neutral: COLORS.darkNeutral,
    navBackground: COLORS.lightText,
    navText: COLORS.lightBackground,
    pullText: COLORS.darkNeutral,
    pageBackground: COLORS.darkPageBackground,
  },
  red: {
    background: COLORS.lightBackground,
    text: COLORS.lightText,
    primary: COLORS.red,
    neutral: COLORS.neutral,
    navBackground: COLORS.red,
    navText: COLORS.lightBackground,
    pullText: COLORS.red,
    pageBackground: COLORS.pageBackground,
  },
}

export function themeClassName(theme: Theme): string {
  return `theme-${theme}`
}

/** 'indexListSticky' -> 'index-list-sticky' */
function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
}

/** --z-toast: 10090 and so on, one per entry of LAYERS. */
export function layerVariables(): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const [name, value] of Object.entries(LAYERS)) vars[`--z-${kebab(name)}`] = String(value)
  return vars
}

/** --color-background, --color-nav-text, ... for one theme, plus the fixed colours. */
export function colorVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {
    '--color-rise': COLORS.rise,
    '--color-fall': COLORS.fall,
  }
  for (const [name, value] of Object.entries(THEME_COLORS[theme])) vars[`--color-${kebab(name)}`] = value
  // The name stylesheets know the pull-to-refresh text by.
  vars['--color-pull-to-refresh'] = THEME_COLORS[theme].pullText
  return vars
}

/** Everything the page root declares: colours of the theme and the layer order. */
export function themeVariables(theme: Theme): Record<string, string> {
  return { ...colorVariables(theme), ...layerVariables() }
}
