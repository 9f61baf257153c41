/**
 * Whether year-month-day names a day that exists. Date objects silently roll over (Feb 30 becomes
 * Mar 1), so every date we accept from text is checked here first.
 */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger)) return false
  if (month < 1 || month > 12 || day < 1) return false
  return day <= daysInMonth(year, month)
}

/** Days in a month of the proleptic Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}
