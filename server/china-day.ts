/** The exchange's calendar day of a moment: China Standard Time has no DST, so a fixed +8 h offset gives it. */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

export function dayString(t: number): string {
  return new Date(t + CHINA_OFFSET_MS).toISOString().slice(0, 10)
}
