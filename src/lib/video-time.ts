/**
 * A video length or position as m:ss. Minutes are not wrapped into hours (a 75-minute replay is
 * '75:00'), matching the player's own display. Fractions are dropped and bad input is 0:00.
 */
export function formatVideoTime(seconds: number | string | null | undefined): string {
  const value = typeof seconds === 'string' ? Number(seconds) : seconds
  const total = typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
  const minutes = Math.floor(total / 60)
  const rest = total % 60
  return `${minutes}:${String(rest).padStart(2, '0')}`
}
