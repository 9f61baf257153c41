import type { LiveStatus } from '@shared/api'
import { TEXTS } from '@/config/constants'
import { onServerClock, parseServerDate, type DateInput } from './server-date'

/** The community home's 直播 tab: on air first, then what is to come, then replays (docs/product.md §4.11). */
export const LIVE_STATUS_ORDER: readonly LiveStatus[] = ['live', 'upcoming', 'ended']

interface Orderable {
  status?: LiveStatus | null
  startTime?: DateInput
}

const rank = (status: LiveStatus | null | undefined) => {
  const at = status ? LIVE_STATUS_ORDER.indexOf(status) : -1
  return at < 0 ? LIVE_STATUS_ORDER.length : at
}

const startOf = (live: Orderable) => parseServerDate(live.startTime)?.getTime() ?? 0

/**
 * Lives in the 直播 tab's order: by status (LIVE_STATUS_ORDER); within a status, a preview that starts sooner comes
 * first, while lives on air and replays show the latest start first. Stable for equal starts; a copy is returned.
 */
export function orderLives<T extends Orderable>(lives: readonly T[]): T[] {
  return lives
    .map((live, at) => ({ live, at }))
    .sort((a, b) => {
      const byStatus = rank(a.live.status) - rank(b.live.status)
      if (byStatus !== 0) return byStatus
      const sooner = startOf(a.live) - startOf(b.live)
      const byStart = a.live.status === 'upcoming' ? sooner : -sooner
      return byStart !== 0 ? byStart : a.at - b.at
    })
    .map(({ live }) => live)
}

/**
 * When a preview starts, in words (docs/product.md §4.11): 今天 20:00 开播, 明天 09:00 开播, else MM-DD HH:mm 开播
 * (YYYY-MM-DD HH:mm in another year). Beijing calendar days, like every date the app shows. A start already past
 * (the live is late) still names its time, never 刚刚. An unreadable start gives ''.
 */
export function liveStartText(start: DateInput, now: DateInput = new Date()): string {
  const then = parseServerDate(start)
  const current = parseServerDate(now)
  if (!then || !current) return ''
  const date = onServerClock(then)
  const today = onServerClock(current)
  const time = date.format('HH:mm')
  let day: string
  if (date.isSame(today, 'day')) day = TEXTS.today
  else if (date.isSame(today.add(1, 'day'), 'day')) day = TEXTS.tomorrow
  else if (date.isSame(today.subtract(1, 'day'), 'day')) day = TEXTS.yesterday
  else day = date.format(date.isSame(today, 'year') ? 'MM-DD' : 'YYYY-MM-DD')
  return `${day} ${time} ${TEXTS.startsAt}`
}
