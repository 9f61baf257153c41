/**
 * The app's settings the server hands out with its other configuration values (`sys/config/value/{key}`), so
 * operations change them without a release (docs/product.md §2.6, §3.8). The server answers a key's value as
 * text; both sides read it with the rules below, so a list the server accepts is the list the app trusts.
 */
export const APP_SETTING_KEYS = {
  /** Partner sites trusted for outside links: host names separated by commas, spaces or new lines. */
  trustedHosts: 'WEBVIEW_TRUSTED_HOSTS',
  /** The lowest app version that can share (docs/product.md §3.8). */
  shareMinAppVersion: 'SHARE_MIN_APP_VERSION',
} as const

/** A plain ASCII DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/
const ALL_DIGITS = /^\d+$/

/**
 * Whether `entry` may stand in a trusted-host list: a lower-case name of at least two plain labels (a site, never a
 * bare top-level domain), no address literal, and no punycode (`xn--`) label, since an internationalised name is
 * how a look-alike of a trusted site is spelt.
 */
export function isTrustedHostEntry(entry: string): boolean {
  if (entry.length > 253 || entry !== entry.toLowerCase()) return false
  const labels = entry.split('.')
  if (labels.length < 2 || ALL_DIGITS.test(labels[labels.length - 1])) return false
  return labels.every((label) => LABEL.test(label) && !label.startsWith('xn--'))
}

/** The valid entries of a host list as text (lower-cased, duplicates dropped, in their order); junk is skipped. */
export function parseTrustedHosts(text: string): string[] {
  const entries = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(isTrustedHostEntry)
  return [...new Set(entries)]
}

/** An app version as the app reports it: numbers separated by dots, e.g. `9.65` or `9.65.1`. */
const VERSION = /^\d{1,6}(?:\.\d{1,6}){0,3}$/

export function isAppVersion(text: string): boolean {
  return VERSION.test(text.trim())
}
