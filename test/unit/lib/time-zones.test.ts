import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { TEXTS } from '@/config/constants'

/**
 * Server times carry no zone and are Beijing time (UTC+8, no daylight saving). A phone abroad or a
 * CI machine in UTC must read them the same, so the readers run in child processes under several
 * device zones (time-zone-probe.ts), each first proving it really is in that zone.
 */
const ZONES = [
  { tz: 'Asia/Shanghai', januaryOffset: -480 },
  { tz: 'UTC', januaryOffset: 0 },
  { tz: 'America/New_York', januaryOffset: 300 },
  { tz: 'Pacific/Kiritimati', januaryOffset: -840 },
]

const ROOT = path.resolve(__dirname, '../../..')

function probe(tz: string): Record<string, unknown> {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'time-zone-probe.ts')], {
    cwd: ROOT,
    env: { ...process.env, TZ: tz },
    encoding: 'utf8',
  })
  return JSON.parse(out) as Record<string, unknown>
}

describe.each(ZONES)('server times on a device in $tz', ({ tz, januaryOffset }) => {
  it('read as Beijing time: instants, time ago, dates and compact stamps', () => {
    expect(probe(tz)).toEqual({
      januaryOffset,
      parsed: [
        '2026-11-22T14:01:00.000Z',
        '2026-11-21T16:00:00.000Z',
        '2026-11-22T14:01:00.000Z',
        '2026-11-22T14:01:00.000Z',
      ],
      ago: [`40${TEXTS.minutesAgo}`, TEXTS.justNow, `3${TEXTS.hoursAgo}`],
      shown: [`${TEXTS.today} 22:01`, `${TEXTS.today} 00:10`, `${TEXTS.yesterday} 23:59`, '03-05 08:00', '2025-12-31'],
      compact: '20261122220105',
      roundTrip: '2026-11-22T14:01:05.000Z',
    })
  }, 30_000)
})
