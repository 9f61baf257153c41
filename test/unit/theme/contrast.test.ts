import { COLORS } from '@/config/constants'
import { contrastRatio, CONTRAST_TEXT, luminance, themeContrastPairs } from '@/theme/contrast'
import { THEMES, colorVariables } from '@/theme/themes'

describe('theme contrast (WCAG)', () => {
  it('computes the WCAG ratio: black on white is 21, a colour on itself is 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#ffffff')).toBe(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'))
    expect(() => luminance('red')).toThrow(/hex/)
  })

  it.each(THEMES)('every text pair of the %s theme reaches its minimum', (theme) => {
    const pairs = themeContrastPairs(theme)
    expect(pairs.filter((p) => p.minimum === CONTRAST_TEXT).length).toBeGreaterThanOrEqual(2)
    const failing = pairs
      .map((p) => ({ ...p, ratio: Number(contrastRatio(p.foreground, p.background).toFixed(2)) }))
      .filter((p) => p.ratio < p.minimum)
    expect(failing).toEqual([])
  })

  it.each(THEMES)('draws the pull-to-refresh text of the %s theme readably on the page it pulls', (theme) => {
    const vars = colorVariables(theme)
    const surface = theme === 'dark' ? vars['--color-background'] : COLORS.pageBackground
    expect(contrastRatio(vars['--color-pull-to-refresh'], surface)).toBeGreaterThanOrEqual(CONTRAST_TEXT)
    // On a red page the text is the page's red, not the blue of the other pages.
    if (theme === 'red') expect(vars['--color-pull-to-refresh']).toBe(vars['--color-primary'])
  })

  it('gives the dark theme dark surfaces only: cards, the page, inset chips and inputs, the navigation bar', () => {
    const vars = colorVariables('dark')
    for (const name of ['--color-background', '--color-page-background', '--color-nav-background']) {
      expect([name, luminance(vars[name]) < 0.1]).toEqual([name, true])
    }
    expect(luminance(colorVariables('light')['--color-page-background'])).toBeGreaterThan(0.8)
  })

  it('keeps the grey that failed (#999999, 2.85:1 on white) out of the table', () => {
    expect(contrastRatio('#999999', COLORS.lightBackground)).toBeLessThan(CONTRAST_TEXT)
    expect(contrastRatio(COLORS.neutral, COLORS.lightBackground)).toBeGreaterThanOrEqual(CONTRAST_TEXT)
  })
})
