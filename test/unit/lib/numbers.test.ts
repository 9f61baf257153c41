import { COLORS, NUMBER_DISPLAY } from '@/config/constants'
import { clamp } from '@/lib/clamp'
import { formatCount } from '@/lib/count-display'
import { formatRise, RISE_PLACEHOLDER } from '@/lib/rise'
import { formatPrice, priceDirection } from '@/lib/price'
import { toDurationMs } from '@/lib/duration'
import { roundHalfAway, toFiniteNumber } from '@/lib/numeric'

describe('toFiniteNumber', () => {
  it.each([
    [5, 5],
    [-1.5, -1.5],
    ['42', 42],
    [' 7 ', 7],
    ['1e3', 1000],
  ])('reads %p as %p', (input, expected) => {
    expect(toFiniteNumber(input)).toBe(expected)
  })
  it.each([[NaN], [Infinity], [''], ['  '], ['abc'], ['1,000'], [null], [undefined]])('gives null for %p', (input) => {
    expect(toFiniteNumber(input)).toBeNull()
  })
})

describe('roundHalfAway', () => {
  it('rounds the decimal the user sees, not the binary value', () => {
    expect(roundHalfAway(1.005, 2)).toBe(1.01)
    expect(roundHalfAway(1.004, 2)).toBe(1)
    expect(roundHalfAway(2.675, 2)).toBe(2.68)
  })
  it('rounds negative halves away from zero', () => {
    expect(roundHalfAway(-1.005, 2)).toBe(-1.01)
    expect(roundHalfAway(-2.5, 0)).toBe(-3)
  })
})

describe('clamp', () => {
  it('keeps values inside the range', () => {
    expect(clamp(5, 0, 10)).toBe(5)
    expect(clamp(-1, 0, 10)).toBe(0)
    expect(clamp(11, 0, 10)).toBe(10)
    expect(clamp(0, 0, 10)).toBe(0)
    expect(clamp(10, 0, 10)).toBe(10)
  })
  it('accepts the bounds in either order', () => {
    expect(clamp(11, 10, 0)).toBe(10)
    expect(clamp(-3, 10, 0)).toBe(0)
    expect(clamp(4, 10, 0)).toBe(4)
  })
  it('turns NaN into the lower bound', () => {
    expect(clamp(NaN, 3, 9)).toBe(3)
  })
})

describe('formatCount', () => {
  it('shows values below ten thousand as they are', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(9999)).toBe('9999')
    expect(formatCount('123')).toBe('123')
  })
  it('shows ten thousand and above in units of ten thousand with two decimals', () => {
    expect(formatCount(NUMBER_DISPLAY.tenThousand)).toBe('1.00w')
    expect(formatCount(12345)).toBe('1.23w')
    expect(formatCount(12355)).toBe('1.24w')
    expect(formatCount(10050)).toBe('1.01w')
    expect(formatCount(998_999)).toBe('99.90w')
  })
  it('caps at 99 plus the unit and a plus sign from 999,000', () => {
    expect(formatCount(NUMBER_DISPLAY.capThreshold - 1)).toBe('99.90w')
    expect(formatCount(NUMBER_DISPLAY.capThreshold)).toBe('99w+')
    expect(formatCount(5_000_000)).toBe('99w+')
  })
  it('uses the given unit', () => {
    expect(formatCount(25_000, '万')).toBe('2.50万')
    expect(formatCount(1_000_000, '万')).toBe('99万+')
  })
  it('uses the default unit from the constants', () => {
    expect(formatCount(20_000)).toBe(`2.00${NUMBER_DISPLAY.defaultUnit}`)
  })
  it('shows non-numeric counts as 0', () => {
    expect(formatCount('abc')).toBe('0')
    expect(formatCount(null)).toBe('0')
    expect(formatCount(undefined)).toBe('0')
    expect(formatCount(NaN)).toBe('0')
  })
})

describe('formatRise', () => {
  it('divides by 100 with two decimals and a plus for gains', () => {
    expect(formatRise(123)).toBe('+1.23%')
    expect(formatRise(1)).toBe('+0.01%')
    expect(formatRise(1000)).toBe('+10.00%')
    expect(formatRise('250')).toBe('+2.50%')
  })
  it('keeps the minus for losses and no sign for zero', () => {
    expect(formatRise(-50)).toBe('-0.50%')
    expect(formatRise(-1001)).toBe('-10.01%')
    expect(formatRise(0)).toBe('0.00%')
    expect(formatRise('0')).toBe('0.00%')
  })
  it('never shows a signed zero', () => {
    expect(formatRise(-0.1)).toBe('0.00%')
    expect(formatRise(0.1)).toBe('0.00%')
  })
  it.each([[null], [undefined], [''], ['abc'], [NaN], [Infinity]])('shows the placeholder for %p', (input) => {
    expect(formatRise(input)).toBe(RISE_PLACEHOLDER)
    expect(RISE_PLACEHOLDER).toBe('--')
  })
})

describe('priceDirection', () => {
  it('is a red rise for positive changes', () => {
    expect(priceDirection(0.01)).toEqual({ kind: 'rise', color: COLORS.rise })
    expect(priceDirection('+1.23%')).toEqual({ kind: 'rise', color: COLORS.rise })
    // The spec's red for a rise; the red theme's accent is a deeper shade of it (docs/product.md §2.9).
    expect(COLORS.rise).toBe('#f7332d')
  })
  it('is a green fall for negative changes', () => {
    expect(priceDirection(-3)).toEqual({ kind: 'fall', color: COLORS.fall })
    expect(priceDirection('-0.50%')).toEqual({ kind: 'fall', color: COLORS.fall })
  })
  it.each([[0], ['0'], ['0.00%'], [''], [null], [undefined], ['--'], [NaN], ['Infinity']])(
    'is neutral for %p',
    (input) => {
      expect(priceDirection(input)).toEqual({ kind: 'neutral', color: COLORS.neutral })
    },
  )
})

describe('formatPrice', () => {
  it('groups thousands and fixes two decimals by default', () => {
    expect(formatPrice(1234567.891)).toBe('1,234,567.89')
    expect(formatPrice(1000)).toBe('1,000.00')
    expect(formatPrice(999)).toBe('999.00')
    expect(formatPrice(0.5)).toBe('0.50')
  })
  it('takes the number of decimals as a parameter', () => {
    expect(formatPrice(1234.5678, 3)).toBe('1,234.568')
    expect(formatPrice(1234.5, 0)).toBe('1,235')
    expect(formatPrice(12, 4)).toBe('12.0000')
  })
  it('keeps decimals in range', () => {
    expect(formatPrice(1.5, -2)).toBe('2')
    expect(formatPrice(1, 2.7)).toBe('1.00')
    expect(formatPrice(1, 50)).toBe(`1.${'0'.repeat(20)}`)
    expect(formatPrice(1, NaN)).toBe('1.00')
  })
  it('rounds the visible decimal half away from zero', () => {
    expect(formatPrice(1.005)).toBe('1.01')
    expect(formatPrice(-1.005)).toBe('-1.01')
  })
  it('formats negatives with the sign before the digits', () => {
    expect(formatPrice(-1234.5)).toBe('-1,234.50')
  })
  it('drops the sign of a value that rounds to zero', () => {
    expect(formatPrice(-0.001)).toBe('0.00')
  })
  it('treats non-numeric input as 0', () => {
    expect(formatPrice('abc')).toBe('0.00')
    expect(formatPrice(null)).toBe('0.00')
    expect(formatPrice(undefined)).toBe('0.00')
    expect(formatPrice(NaN)).toBe('0.00')
    expect(formatPrice('')).toBe('0.00')
  })
  it('reads numeric strings, also already grouped ones', () => {
    expect(formatPrice('2500.1')).toBe('2,500.10')
    expect(formatPrice('1,234.5')).toBe('1,234.50')
  })
})

describe('toDurationMs', () => {
  it('reads a bare number above 30 as milliseconds', () => {
    expect(toDurationMs(31)).toBe(31)
    expect(toDurationMs(300)).toBe(300)
    expect(toDurationMs('2000')).toBe(2000)
  })
  it('reads a bare number up to 30 as seconds', () => {
    expect(toDurationMs(30)).toBe(30_000)
    expect(toDurationMs(2)).toBe(2000)
    expect(toDurationMs(0.5)).toBe(500)
    expect(toDurationMs('3')).toBe(3000)
  })
  it('honours an explicit unit', () => {
    expect(toDurationMs('20ms')).toBe(20)
    expect(toDurationMs('45s')).toBe(45_000)
    expect(toDurationMs(' 1.5 S ')).toBe(1500)
    expect(toDurationMs('-2s')).toBe(0)
  })
  it('gives 0 for unreadable, zero or negative input', () => {
    expect(toDurationMs('soon')).toBe(0)
    expect(toDurationMs('1.2.3s')).toBe(0)
    expect(toDurationMs(null)).toBe(0)
    expect(toDurationMs(undefined)).toBe(0)
    expect(toDurationMs(-5)).toBe(0)
    expect(toDurationMs(0)).toBe(0)
  })
})
