import { keyboardCover } from '@/hooks/keyboard-cover'

describe('keyboardCover', () => {
  it('is what the keyboard takes from the bottom of the layout viewport', () => {
    expect(keyboardCover(844, { height: 508, offsetTop: 0 })).toBe(336)
  })

  it('counts a visual viewport that iOS scrolled to keep the field in view', () => {
    expect(keyboardCover(844, { height: 508, offsetTop: 120 })).toBe(216)
  })

  it('is 0 with the keyboard closed, for rounding, and for what cannot be read', () => {
    expect(keyboardCover(844, { height: 844, offsetTop: 0 })).toBe(0)
    expect(keyboardCover(844, { height: 843.4, offsetTop: 0 })).toBe(0)
    expect(keyboardCover(Number.NaN, { height: 500, offsetTop: 0 })).toBe(0)
  })
})
