/**
 * Where a request goes, and whether it carries the session headers.
 */
import type { BaseAddresses } from './config'
import type { BaseKey } from './types'

/** Admin endpoints ('/{product}-admin/...') are the ones that read the session headers. */
export const ADMIN_PATH_SEGMENT = '-admin/'

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:\/\//i

export function isAbsoluteUrl(url: string): boolean {
  return ABSOLUTE_URL.test(url) || url.startsWith('//')
}

function join(base: string, path: string): string {
  if (!base) return path
  if (!path) return base
  const slashes = Number(base.endsWith('/')) + Number(path.startsWith('/'))
  if (slashes === 2) return base + path.slice(1)
  if (slashes === 0) return `${base}/${path}`
  return base + path
}

/**
 * none: the url as given. live: the live service's full address may be passed as is; a bare path
 * is joined to the live base. Every other key (default main) joins the path to its base.
 */
export function resolveUrl(url: string, base: BaseKey | undefined, bases: BaseAddresses): string {
  const key = base ?? 'main'
  if (key === 'none') return url
  if (key === 'live' && isAbsoluteUrl(url)) return url
  return join(bases[key], url)
}

/** Whether a resolved address lies on a configured base: same origin for an empty base, else under it. */
function isUnder(url: string, base: string): boolean {
  if (!base) return !isAbsoluteUrl(url)
  return url === base || url.startsWith(base.endsWith('/') ? base : `${base}/`)
}

/**
 * Whether a request carries the session headers (docs/product.md §7.2): to the admin endpoints, and to the live
 * service at its configured base, whose lists say which lives the viewer booked. A live address passed whole that
 * is not under that base, and every other service, gets none: the token goes only where it is read.
 */
export function needsSessionHeaders(url: string, base: BaseKey | undefined, bases: BaseAddresses): boolean {
  if (url.includes(ADMIN_PATH_SEGMENT)) return true
  return base === 'live' && isUnder(url, bases.live)
}

export function appendQuery(url: string, query: string): string {
  if (!query) return url
  const hashAt = url.indexOf('#')
  const [head, hash] = hashAt >= 0 ? [url.slice(0, hashAt), url.slice(hashAt)] : [url, '']
  const separator = head.includes('?') ? (head.endsWith('?') || head.endsWith('&') ? '' : '&') : '?'
  return `${head}${separator}${query}${hash}`
}
