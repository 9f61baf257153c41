/**
 * How a page follows the reader's text scale (docs/product.md §2.10): the build rewrites every text size and line
 * height to read custom properties, and the page root declares them for the scale. The browser suites check the
 * result on every page; this checks the two halves fit.
 */
import postcss from 'postcss'
import { FONT_SCALE_CSS_PROPERTIES, fontScaleCss } from '../../../config/font-scale-css'
import { applyFontScaleToRoot, FONT_SCALE_PROPERTIES, fontScaleClassName, fontScaleVariables } from '@/theme/font-scale'

const run = (css: string) => postcss([fontScaleCss()]).process(css, { from: undefined }).css

describe('the stylesheet rewrite', () => {
  it('scales absolute text sizes and line heights, with care mode floors', () => {
    const out = run('.a{font-size:0.7rem;line-height:20px}.b{font-size:28rpx;line-height:1.2}')
    expect(out).toBe(
      '.a{font-size:max(calc(0.7rem * var(--font-scale, 1)), var(--font-min, 1PX));' +
        'line-height:max(calc(20px * var(--font-scale, 1)), calc(var(--line-min, 0) * 1em))}' +
        '.b{font-size:max(calc(28rpx * var(--font-scale, 1)), var(--font-min, 1PX));' +
        'line-height:max(1.2, var(--line-min, 0))}',
    )
  })
  it('leaves relative sizes, keywords and other properties as written, and keeps !important', () => {
    const css = '.a{font-size:1.2em;line-height:normal;width:20px}.b{font-size:inherit;line-height:150%}'
    expect(run(css)).toBe(css)
    expect(run('.c{font-size:12px !important}')).toBe(
      '.c{font-size:max(calc(12px * var(--font-scale, 1)), var(--font-min, 1PX)) !important}',
    )
  })
  it('reads only the properties the page root declares, by the same names', () => {
    expect(FONT_SCALE_CSS_PROPERTIES).toEqual(FONT_SCALE_PROPERTIES)
    const read = new Set([...run('.a{font-size:14px;line-height:22px}.b{line-height:1}').matchAll(/var\((--[\w-]+)/g)])
    const declared = Object.keys(fontScaleVariables(1.4))
    expect([...read].map((m) => m[1]).filter((name) => !declared.includes(name))).toEqual([])
  })
})

describe('the page root', () => {
  it('declares nothing at the standard size, the scale for large text, and the floors in care mode', () => {
    expect(fontScaleVariables(1)).toEqual({})
    expect(fontScaleClassName(1)).toBe('')
    expect(fontScaleVariables(1.2)).toEqual({ '--font-scale': '1.2' })
    expect(fontScaleClassName(1.2)).toBe('font-scaled')
    expect(fontScaleVariables(1.4)).toEqual({ '--font-scale': '1.4', '--font-min': '18px', '--line-min': '1.3' })
    expect(fontScaleClassName(1.4)).toBe('font-scaled font-care')
  })
  it("puts the class and the properties on H5's document root, and takes them off again", () => {
    const classes = new Set<string>()
    const style = new Map<string, string>()
    const root = {
      classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
      style: { setProperty: (k: string, v: string) => style.set(k, v), removeProperty: (k: string) => style.delete(k) },
    } as unknown as HTMLElement
    applyFontScaleToRoot(root, 1.4)
    expect([...classes]).toEqual(['font-scaled', 'font-care'])
    expect(Object.fromEntries(style)).toEqual(fontScaleVariables(1.4))
    applyFontScaleToRoot(root, 1.2)
    expect([...classes]).toEqual(['font-scaled'])
    expect(Object.fromEntries(style)).toEqual({ '--font-scale': '1.2' })
    applyFontScaleToRoot(root, 1)
    expect([...classes]).toEqual([])
    expect(style.size).toBe(0)
  })
})
