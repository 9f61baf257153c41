import { COLORS, LAYERS } from '@/config/constants'
import { layerVariables, THEME_COLORS, themeClassName, themeVariables, THEMES } from '@/theme/themes'
import { resolveTheme as resolve } from '@/theme/resolve'

describe('theme table', () => {
  it('takes every colour from the constants table', () => {
    expect(THEME_COLORS.light).toMatchObject({
      background: COLORS.lightBackground,
      text: COLORS.lightText,
      primary: COLORS.primary,
    })
    expect(THEME_COLORS.dark).toMatchObject({
      background: COLORS.lightText,
      text: COLORS.lightBackground,
      primary: COLORS.darkPrimary,
    })
    expect(THEME_COLORS.red.primary).toBe(COLORS.red)
  })

  it('names the root class theme-<name>', () => {
    expect(THEMES.map(themeClassName)).toEqual(['theme-light', 'theme-dark', 'theme-red'])
  })

  it('generates one layer variable per LAYERS entry', () => {
    const vars = layerVariables()
    expect(Object.keys(vars)).toHaveLength(Object.keys(LAYERS).length)
    expect(vars['--z-toast']).toBe('10090')
    expect(vars['--z-no-network']).toBe(String(LAYERS.noNetwork))
    expect(vars['--z-navbar']).toBe(String(LAYERS.navbar))
    expect(vars['--z-top-tips']).toBe(String(LAYERS.topTips))
  })

  it('declares the theme colours and the pull-to-refresh colour', () => {
    const vars = themeVariables('dark')
    expect(vars['--color-primary']).toBe(COLORS.darkPrimary)
    // The spec's blue (#002FA7) cannot be read on the dark theme: the pull text follows the theme there.
    expect(vars['--color-pull-to-refresh']).toBe(COLORS.darkNeutral)
    expect(themeVariables('light')['--color-pull-to-refresh']).toBe(COLORS.pullToRefresh)
    expect(themeVariables('red')['--color-pull-to-refresh']).toBe(COLORS.red)
  })
})

describe('resolveTheme', () => {
  it('prefers the address, then app night mode, then the red page flag, then the app', () => {
    expect(resolve({ query: 'night', app: 'light', redPage: true })).toBe('dark')
    expect(resolve({ query: 'red' })).toBe('red')
    expect(resolve({ query: 'bogus', app: 'dark', redPage: true })).toBe('dark')
    expect(resolve({ app: 'light', redPage: true })).toBe('red')
    expect(resolve({ app: 'light' })).toBe('light')
    expect(resolve({})).toBe('light')
  })
})
