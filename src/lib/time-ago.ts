import { TEXTS, TIME_DISPLAY } from '@/config/constants'
import { onServerClock, parseServerDate, type DateInput } from './server-date'

const MINUTE_S = 60
const HOUR_S = 60 * MINUTE_S
const DAY_S = 24 * HOUR_S

/**
 * How long ago something was posted (docs/product.md §9.4): '刚刚' under 300 s, then whole minutes, hours and
 * days up to 30 days, then calendar months and finally years.
 *
 * We chose months and years over a date after 30 days so the feed keeps one relative style;
 * screens that want a date use formatDateDisplay. Times in the future (server clock ahead of the
 * phone) read as '刚刚'. An unreadable input gives ''.
 */
export function timeAgo(input: DateInput, now: DateInput = new Date()): string {
  const then = parseServerDate(input)
  const current = parseServerDate(now)
  if (!then || !current) return ''
  const seconds = Math.floor((current.getTime() - then.getTime()) / 1000)
  if (seconds < TIME_DISPLAY.justNowSeconds) return TEXTS.justNow
  if (seconds < HOUR_S) return `${Math.floor(seconds / MINUTE_S)}${TEXTS.minutesAgo}`
  if (seconds < DAY_S) return `${Math.floor(seconds / HOUR_S)}${TEXTS.hoursAgo}`
  if (seconds < TIME_DISPLAY.relativeDaysMax * DAY_S) return `${Math.floor(seconds / DAY_S)}${TEXTS.daysAgo}`
  // Past 30 days a short month can still be "0 months" by the calendar: never show 0.
  const months = Math.max(1, onServerClock(current).diff(onServerClock(then), 'month'))
  if (months < 12) return `${months}${TEXTS.monthsAgo}`
  return `${Math.floor(months / 12)}${TEXTS.yearsAgo}`
}
