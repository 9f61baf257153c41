import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { isRealDate } from './calendar'

dayjs.extend(utc)

/**
 * The server's clock: Beijing time, UTC+8 with no daylight saving (China has had none since 1991).
 * Zone-less server times are read in it and dates are shown in it, whatever zone the device is in.
 */
export const SERVER_UTC_OFFSET_MINUTES = 8 * 60
const SERVER_OFFSET = '+08:00'

/** A point in time on the server's clock, for calendar days and formatting. */
export function onServerClock(date: Date): Dayjs {
  return dayjs(date).utcOffset(SERVER_UTC_OFFSET_MINUTES)
}

/** Everything the server (or local state) uses for a point in time. */
export type DateInput = Date | number | string | null | undefined

/** The follow-state timestamp format (docs/product.md §3.3), also used by some list endpoints. */
export const COMPACT_TIMESTAMP_FORMAT = 'YYYYMMDDHHmmss'

// Wall-clock forms on the server's clock: 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss[.SSS]', with '-' or '/'.
const LOCAL_PATTERN = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/
const OFFSET_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:?\d{2})$/i
const COMPACT_PATTERN = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/

interface Parts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  ms: number
}

function toParts(match: RegExpExecArray): Parts | null {
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0))
  const ms = Number((match[7] ?? '0').padEnd(3, '0'))
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null
  return { year, month, day, hour, minute, second, ms }
}

function offsetDate(p: Parts, offset: string): Date {
  const utc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.ms)
  if (offset.toUpperCase() === 'Z') return new Date(utc)
  const sign = offset.startsWith('-') ? -1 : 1
  const digits = offset.slice(1).replace(':', '')
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))
  return new Date(utc - sign * minutes * 60_000)
}

/**
 * Reads any of the server's date forms into a Date, or null when it is not a real point in time:
 * ISO strings with an offset, 'YYYY-MM-DD HH:mm:ss' and its shorter forms and 'YYYYMMDDHHmmss'
 * (all Beijing time: the server writes no zone), epoch milliseconds as a number or
 * a digit string. Impossible dates such as Feb 30 are rejected rather than rolled over.
 */
export function parseServerDate(input: DateInput): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : new Date(input.getTime())
  if (typeof input === 'number') return Number.isFinite(input) ? new Date(input) : null
  if (typeof input !== 'string') return null
  const text = input.trim()
  if (text === '') return null

  const compact = COMPACT_PATTERN.exec(text)
  if (compact) {
    const parts = toParts(compact)
    return parts && offsetDate(parts, SERVER_OFFSET)
  }
  if (/^-?\d+$/.test(text)) return new Date(Number(text))

  const local = LOCAL_PATTERN.exec(text)
  if (local) {
    const parts = toParts(local)
    return parts && offsetDate(parts, SERVER_OFFSET)
  }
  const withOffset = OFFSET_PATTERN.exec(text)
  if (withOffset) {
    const parts = toParts(withOffset)
    return parts && offsetDate(parts, withOffset[8])
  }
  return null
}

/** 'YYYYMMDDHHmmss' on the server's clock, the form the follow state stores; '' for an unreadable input. */
export function formatCompactTimestamp(input: DateInput = new Date()): string {
  const date = parseServerDate(input)
  return date ? onServerClock(date).format(COMPACT_TIMESTAMP_FORMAT) : ''
}
