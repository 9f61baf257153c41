import { chinaDay } from '@shared/vote-rules'

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The exchange's calendar day of a moment (the one definition the composer's vote rule uses too). */
export const dayString = chinaDay

/** The China day of a moment and the minutes since its midnight. */
export function chinaTime(t: number): { day: string; minutes: number } {
  const shifted = new Date(t + CHINA_OFFSET_MS)
  return { day: shifted.toISOString().slice(0, 10), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() }
}

const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10)
export const nextDay = (day: string): string => shiftDay(day, 1)
export const previousDay = (day: string): string => shiftDay(day, -1)

/**
 * The server's clock. Tests and demos fix "now" (`BuildOptions.now`, or `COMMUNITY_NOW` for
 * `npm start`) so time-bound rules (the guessing cut-off) behave the same whatever the real time.
 */
export type Clock = () => number

/** A clock that starts at `start` and runs at real speed from there. */
export function clockFrom(start: number, real: Clock = Date.now): Clock {
  const offset = start - real()
  return () => real() + offset
}
