/**
 * Run by time-zones.test.ts in a child process with TZ set (a running process cannot change its
 * zone reliably): prints what the date readers make of fixed server times, as JSON.
 */
import { formatCompactTimestamp, parseServerDate } from '@/lib/server-date'
import { timeAgo } from '@/lib/time-ago'
import { formatDateDisplay } from '@/lib/date-display'

const now = new Date(Date.parse('2026-11-22T22:41:00+08:00'))
const at = new Date(Date.parse('2026-11-22T22:01:05+08:00'))
const iso = (d: Date | null) => d?.toISOString() ?? null

const result = {
  januaryOffset: new Date(2026, 0, 15).getTimezoneOffset(),
  parsed: ['2026-11-22 22:01:00', '2026-11-22', '20261122220100', '2026-11-22T14:01:00Z'].map((s) =>
    iso(parseServerDate(s)),
  ),
  ago: ['2026-11-22 22:01:00', '2026-11-22 22:39:00', '2026-11-22 19:41:00'].map((s) => timeAgo(s, now)),
  shown: [
    '2026-11-22 22:01:00',
    '2026-11-22 00:10:00',
    '2026-11-21 23:59:00',
    '2026-03-05 08:00:00',
    '2025-12-31 23:00:00',
  ].map((s) => formatDateDisplay(s, now)),
  compact: formatCompactTimestamp(at),
  roundTrip: iso(parseServerDate(formatCompactTimestamp(at))),
}
process.stdout.write(JSON.stringify(result))
