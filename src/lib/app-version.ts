/**
 * App versions as the broker app reports them (`9.65`, `9.65.1`, sometimes `V9.65` or `9.65.0-beta`), and the
 * share rule that reads them (docs/product.md §3.8). Parts compare as numbers, so `9.65` is newer than `9.7` and
 * `10.1` newer than `9.99`; a missing part counts as 0 (`9.65` equals `9.65.0`).
 */
import { APP, TEXTS } from '@/config/constants'

/** The leading dotted numbers of a version text, or null when it has none. */
const LEADING_VERSION = /^v?(\d{1,6}(?:\.\d{1,6}){0,3})(?:$|[^\d.])/i

export function parseAppVersion(text: string | null | undefined): number[] | null {
  const match = LEADING_VERSION.exec((text ?? '').trim())
  return match ? match[1].split('.').map(Number) : null
}

/** Negative when a is older than b, 0 when equal, positive when newer. */
export function compareAppVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0)
    if (difference !== 0) return difference
  }
  return 0
}

/** Whether `version` is `min` or newer; null when either cannot be read (nothing to judge by). */
export function isAtLeastVersion(version: string, min: string): boolean | null {
  const have = parseAppVersion(version)
  const need = parseAppVersion(min)
  if (!have || !need) return null
  return compareAppVersions(have, need) >= 0
}

/** The lowest version that can share: the server's setting when it is a version, else the product's default. */
export function shareMinAppVersion(configured: string | null | undefined): string {
  return parseAppVersion(configured) ? (configured ?? '').trim() : APP.shareMinAppVersionDefault
}

/**
 * Why the app cannot share, or null when it can: an app older than the minimum is told to upgrade. An app that
 * reports no readable version is let through, since a missing answer does not prove it old and its share call
 * says itself whether it worked.
 */
export function shareVersionProblem(appVersion: string, minVersion: string): string | null {
  return isAtLeastVersion(appVersion, minVersion) === false ? TEXTS.appTooOldToShare : null
}
