import { capsuleLayout } from '@/hooks/nav-bar-layout'

describe('capsuleLayout (mini-program navigation bar)', () => {
  it('centres the bar on the capsule and keeps it free on the right', () => {
    expect(
      capsuleLayout({ statusBarHeight: 20, windowWidth: 375, capsule: { top: 24, height: 32, left: 281 } }),
    ).toEqual({
      statusBar: '20px',
      barHeight: 40,
      sidePaddingRight: 94,
    })
  })

  it('falls back to a plain bar when the capsule is unknown', () => {
    expect(capsuleLayout({ statusBarHeight: Number.NaN, windowWidth: 375, capsule: null })).toEqual({
      statusBar: '0px',
      barHeight: 44,
      sidePaddingRight: 0,
    })
  })
})
