import { TEXTS } from '@/config/constants'
import { onServerClock, parseServerDate, type DateInput } from './server-date'

/**
 * When a vote closes (docs/product.md §4.7): 'MM-DD HH:mm' on Beijing's clock, with the year in front when it is
 * not this year's. An unreadable input gives ''.
 */
export function formatDeadline(input: DateInput, now: DateInput = new Date()): string {
  const then = parseServerDate(input)
  const current = parseServerDate(now)
  if (!then || !current) return ''
  const date = onServerClock(then)
  return date.format(date.isSame(onServerClock(current), 'year') ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm')
}

/**
 * A post's date as lists show it (docs/product.md §9.4): '今天 HH:mm', '昨天 HH:mm', 'MM-DD HH:mm' within the
 * current year, else 'YYYY-MM-DD'. Days are Beijing calendar days, on any device (the server's and the
 * customers' clock), not 24-hour spans, so 23:59 yesterday is '昨天' even one minute later. An unreadable input gives ''.
 */
export function formatDateDisplay(input: DateInput, now: DateInput = new Date()): string {
  const then = parseServerDate(input)
  const current = parseServerDate(now)
  if (!then || !current) return ''
  const date = onServerClock(then)
  const today = onServerClock(current)
  if (date.isSame(today, 'day')) return `${TEXTS.today} ${date.format('HH:mm')}`
  if (date.isSame(today.subtract(1, 'day'), 'day')) return `${TEXTS.yesterday} ${date.format('HH:mm')}`
  if (date.isSame(today, 'year')) return date.format('MM-DD HH:mm')
  return date.format('YYYY-MM-DD')
}
