import { TEXTS, TIME_DISPLAY } from '@/config/constants'
import { daysInMonth, isLeapYear, isRealDate } from '@/lib/calendar'
import { COMPACT_TIMESTAMP_FORMAT, formatCompactTimestamp, parseServerDate } from '@/lib/server-date'
import { timeAgo } from '@/lib/time-ago'
import { formatDateDisplay } from '@/lib/date-display'
import { formatVideoTime } from '@/lib/video-time'

// Beijing wall-clock dates (the server's clock), so the tests hold in any time zone the machine runs in.
const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  new Date(Date.UTC(y, mo - 1, d, h - 8, mi, s, ms))

describe('calendar', () => {
  it('knows leap years', () => {
    expect([2024, 2000, 1600].map(isLeapYear)).toEqual([true, true, true])
    expect([2023, 1900, 2100].map(isLeapYear)).toEqual([false, false, false])
  })
  it('knows month lengths', () => {
    const lengths2023 = Array.from({ length: 12 }, (_, i) => daysInMonth(2023, i + 1))
    expect(lengths2023).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
    expect(daysInMonth(2024, 2)).toBe(29)
  })
  it('accepts only days that exist', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true)
    expect(isRealDate(2023, 2, 29)).toBe(false)
    expect(isRealDate(2023, 4, 31)).toBe(false)
    expect(isRealDate(2023, 12, 31)).toBe(true)
    expect(isRealDate(2023, 13, 1)).toBe(false)
    expect(isRealDate(2023, 0, 1)).toBe(false)
    expect(isRealDate(2023, 1, 0)).toBe(false)
    expect(isRealDate(2023, 1.5, 1)).toBe(false)
  })
})

describe('parseServerDate', () => {
  it('reads YYYY-MM-DD HH:mm:ss as Beijing time', () => {
    expect(parseServerDate('2024-03-05 14:07:09')).toEqual(local(2024, 3, 5, 14, 7, 9))
    expect(parseServerDate('2024-03-05 14:07')).toEqual(local(2024, 3, 5, 14, 7))
    expect(parseServerDate('2024-03-05')).toEqual(local(2024, 3, 5))
    expect(parseServerDate('2024/3/5 4:07:09')).toEqual(local(2024, 3, 5, 4, 7, 9))
    expect(parseServerDate('2024-03-05 14:07:09.5')).toEqual(local(2024, 3, 5, 14, 7, 9, 500))
    expect(parseServerDate('  2024-03-05 14:07:09 ')).toEqual(local(2024, 3, 5, 14, 7, 9))
  })
  it('reads ISO strings without offset as Beijing time', () => {
    expect(parseServerDate('2024-03-05T14:07:09')).toEqual(local(2024, 3, 5, 14, 7, 9))
    expect(parseServerDate('2024-03-05T14:07:09.123')).toEqual(local(2024, 3, 5, 14, 7, 9, 123))
  })
  it('reads ISO strings with an offset as that instant', () => {
    const instant = Date.UTC(2024, 2, 5, 6, 7, 9)
    expect(parseServerDate('2024-03-05T06:07:09Z')?.getTime()).toBe(instant)
    expect(parseServerDate('2024-03-05T06:07:09.000z')?.getTime()).toBe(instant)
    expect(parseServerDate('2024-03-05T14:07:09+08:00')?.getTime()).toBe(instant)
    expect(parseServerDate('2024-03-05T14:07:09+0800')?.getTime()).toBe(instant)
    expect(parseServerDate('2024-03-05T01:37:09-04:30')?.getTime()).toBe(instant)
    expect(parseServerDate('2024-03-05T06:07Z')?.getTime()).toBe(Date.UTC(2024, 2, 5, 6, 7))
  })
  it('reads the compact follow-state form as Beijing time', () => {
    expect(parseServerDate('20240305140709')).toEqual(local(2024, 3, 5, 14, 7, 9))
  })
  it('reads epoch milliseconds, as numbers and digit strings', () => {
    expect(parseServerDate(1_700_000_000_000)?.getTime()).toBe(1_700_000_000_000)
    expect(parseServerDate('1700000000000')?.getTime()).toBe(1_700_000_000_000)
    expect(parseServerDate(0)?.getTime()).toBe(0)
  })
  it('copies Date inputs so callers cannot share a mutable date', () => {
    const date = local(2024, 1, 1)
    const parsed = parseServerDate(date)
    expect(parsed).toEqual(date)
    expect(parsed).not.toBe(date)
  })
  it.each([
    ['2023-02-29 10:00:00'],
    ['2024-02-30'],
    ['2024-13-01'],
    ['2024-01-01 24:00:00'],
    ['2024-01-01 10:60:00'],
    ['2024-01-01 10:00:60'],
    ['20240230120000'],
    ['20241301000000'],
    ['2024-02-30T00:00:00Z'],
    ['2024-01-01T25:00:00+08:00'],
    ['yesterday'],
    ['2024-01'],
    [''],
    ['   '],
    [null],
    [undefined],
    [NaN],
    [Infinity],
  ])('rejects %p', (input) => {
    expect(parseServerDate(input)).toBeNull()
  })
  it('rejects an invalid Date object', () => {
    expect(parseServerDate(new Date('nope'))).toBeNull()
  })
})

describe('formatCompactTimestamp', () => {
  it('formats Beijing time as YYYYMMDDHHmmss', () => {
    expect(COMPACT_TIMESTAMP_FORMAT).toBe('YYYYMMDDHHmmss')
    expect(formatCompactTimestamp(local(2024, 3, 5, 4, 7, 9))).toBe('20240305040709')
    expect(formatCompactTimestamp('2024-12-31 23:59:59')).toBe('20241231235959')
  })
  it('round-trips with parseServerDate', () => {
    const date = local(2025, 7, 8, 9, 10, 11)
    expect(parseServerDate(formatCompactTimestamp(date))).toEqual(date)
  })
  it('defaults to now', () => {
    const before = Date.now()
    const stamp = formatCompactTimestamp()
    const parsed = parseServerDate(stamp) as Date
    expect(stamp).toMatch(/^\d{14}$/)
    expect(Math.abs(parsed.getTime() - before)).toBeLessThan(2000)
  })
  it('gives an empty string for unreadable input', () => {
    expect(formatCompactTimestamp('garbage')).toBe('')
  })
})

describe('timeAgo', () => {
  const now = local(2024, 6, 15, 12, 0, 0)
  const secondsBefore = (s: number) => new Date(now.getTime() - s * 1000)

  it('says just now under 300 seconds, and for times ahead of the clock', () => {
    expect(timeAgo(now, now)).toBe(TEXTS.justNow)
    expect(timeAgo(secondsBefore(TIME_DISPLAY.justNowSeconds - 1), now)).toBe('刚刚')
    expect(timeAgo(secondsBefore(-3600), now)).toBe(TEXTS.justNow)
  })
  it('counts whole minutes from 300 seconds to an hour', () => {
    expect(timeAgo(secondsBefore(300), now)).toBe('5分钟前')
    expect(timeAgo(secondsBefore(359), now)).toBe('5分钟前')
    expect(timeAgo(secondsBefore(3599), now)).toBe('59分钟前')
  })
  it('counts whole hours up to a day', () => {
    expect(timeAgo(secondsBefore(3600), now)).toBe('1小时前')
    expect(timeAgo(secondsBefore(86_399), now)).toBe('23小时前')
  })
  it('counts whole days up to 30 days', () => {
    expect(timeAgo(secondsBefore(86_400), now)).toBe('1天前')
    expect(timeAgo(secondsBefore(29 * 86_400 + 86_399), now)).toBe('29天前')
  })
  it('counts calendar months from 30 days, never showing 0 months', () => {
    expect(timeAgo(secondsBefore(TIME_DISPLAY.relativeDaysMax * 86_400), now)).toBe('1个月前')
    expect(timeAgo(local(2024, 4, 15, 12), now)).toBe('2个月前')
    expect(timeAgo(local(2023, 6, 16, 12), now)).toBe('11个月前')
    // 1 to 31 March is 30 days but not yet a calendar month: still shown as one month.
    expect(timeAgo(local(2023, 3, 1, 12), local(2023, 3, 31, 12))).toBe('1个月前')
  })
  it('counts years from twelve months', () => {
    expect(timeAgo(local(2023, 6, 15, 12), now)).toBe('1年前')
    expect(timeAgo(local(2021, 6, 14, 12), now)).toBe('3年前')
  })
  it('accepts every server form and a numeric now', () => {
    expect(timeAgo('2024-06-15 11:00:00', now.getTime())).toBe('1小时前')
    expect(timeAgo('20240615110000', now)).toBe('1小时前')
    expect(timeAgo(now.getTime() - 7200_000, now)).toBe('2小时前')
  })
  it('defaults now to the current time', () => {
    expect(timeAgo(new Date())).toBe(TEXTS.justNow)
    expect(timeAgo(Date.now() - 2 * 86_400_000)).toBe('2天前')
  })
  it('gives an empty string for unreadable input', () => {
    expect(timeAgo('not a date', now)).toBe('')
    expect(timeAgo(now, 'not a date')).toBe('')
    expect(timeAgo(null, now)).toBe('')
  })
})

describe('formatDateDisplay', () => {
  const now = local(2024, 6, 15, 12, 0, 0)

  it('shows today with the time', () => {
    expect(formatDateDisplay(local(2024, 6, 15, 0, 0), now)).toBe(`${TEXTS.today} 00:00`)
    expect(formatDateDisplay(local(2024, 6, 15, 9, 5), now)).toBe('今天 09:05')
    expect(formatDateDisplay(local(2024, 6, 15, 23, 59), now)).toBe('今天 23:59')
  })
  it('shows yesterday by calendar day with the time', () => {
    expect(formatDateDisplay(local(2024, 6, 14, 23, 59), now)).toBe(`${TEXTS.yesterday} 23:59`)
    expect(formatDateDisplay(local(2024, 6, 14, 0, 1), now)).toBe('昨天 00:01')
    expect(formatDateDisplay(local(2024, 6, 14, 23, 59), local(2024, 6, 15, 0, 0))).toBe('昨天 23:59')
  })
  it('shows earlier days of the same year as MM-DD HH:mm', () => {
    expect(formatDateDisplay(local(2024, 6, 13, 23, 59), now)).toBe('06-13 23:59')
    expect(formatDateDisplay(local(2024, 1, 1, 8, 3), now)).toBe('01-01 08:03')
  })
  it('shows other years as YYYY-MM-DD', () => {
    expect(formatDateDisplay(local(2023, 12, 31, 23, 59), now)).toBe('2023-12-31')
    expect(formatDateDisplay(local(2019, 2, 3), now)).toBe('2019-02-03')
  })
  it('treats the last day of last year as yesterday on January 1st', () => {
    expect(formatDateDisplay(local(2023, 12, 31, 22, 0), local(2024, 1, 1, 8))).toBe('昨天 22:00')
  })
  it('reads the server forms', () => {
    expect(formatDateDisplay('2024-06-15 08:30:00', now)).toBe('今天 08:30')
    expect(formatDateDisplay('20240614083000', now)).toBe('昨天 08:30')
  })
  it('defaults now to the current time', () => {
    const justNow = new Date()
    expect(formatDateDisplay(justNow)).toMatch(/^今天 \d{2}:\d{2}$/)
  })
  it('gives an empty string for unreadable input', () => {
    expect(formatDateDisplay('2024-02-30', now)).toBe('')
    expect(formatDateDisplay(now, 'nope')).toBe('')
  })
})

describe('formatVideoTime', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [599, '9:59'],
    [3600, '60:00'],
    [4500, '75:00'],
    [65.9, '1:05'],
    ['125', '2:05'],
  ])('shows %p seconds as %p', (input, expected) => {
    expect(formatVideoTime(input)).toBe(expected)
  })
  it.each([[-5], [NaN], [Infinity], ['abc'], [null], [undefined]])('shows %p as 0:00', (input) => {
    expect(formatVideoTime(input)).toBe('0:00')
  })
})
