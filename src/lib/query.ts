/** What a query parameter may hold; null and undefined are left out, arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[]
export type QueryRecord = Readonly<Record<string, QueryValue>>

/** The reload-once marker (docs/product.md §2.8): a page that already carries it does not reload again. */
export const RELOAD_TIME_PARAM = '_t'

/** 'a=1&b=x%20y' from a record, without the leading '?'. Keys keep their insertion order. */
export function buildQuery(params: QueryRecord): string {
  const pairs: string[] = []
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue
    const values = Array.isArray(value) ? value : [value]
    for (const item of values as readonly (string | number | boolean)[]) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`)
    }
  }
  return pairs.join('&')
}

/** The address before its fragment (where query parameters end) and the fragment with its '#'. */
function splitHash(url: string): [string, string] {
  const hashAt = url.indexOf('#')
  return hashAt === -1 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)]
}

/** A path with a query appended, respecting a query or fragment the path already has. */
export function withQuery(url: string, params: QueryRecord): string {
  const query = buildQuery(params)
  if (query === '') return url
  const [base, hash] = splitHash(url)
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?'
  return `${base}${joiner}${query}${hash}`
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    // A stray '%' (e.g. '100%' pasted into a link) must not break page start-up: keep it raw.
    return text
  }
}

/**
 * Reads a query string ('?a=1&b=2', 'a=1', or a whole address) into a record. The last of
 * repeated keys wins; a key without '=' is ''. '+' stays '+': tokens the native app puts in the
 * address are base64 and are not form-encoded, so reading '+' as a space would corrupt them.
 */
export function parseQuery(input: string): Record<string, string> {
  const withoutHash = input.split('#')[0]
  const questionAt = withoutHash.indexOf('?')
  const query = questionAt === -1 ? withoutHash : withoutHash.slice(questionAt + 1)
  const result: Record<string, string> = {}
  for (const part of query.split('&')) {
    if (part === '') continue
    const equalsAt = part.indexOf('=')
    const key = safeDecode(equalsAt === -1 ? part : part.slice(0, equalsAt))
    const value = equalsAt === -1 ? '' : safeDecode(part.slice(equalsAt + 1))
    // defineProperty, not assignment: a key named '__proto__' must stay a plain entry.
    Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true })
  }
  return result
}

/** Whether the address already carries the reload-once time parameter in its query. */
export function hasReloadTime(url: string): boolean {
  const [base] = splitHash(url)
  const questionAt = base.indexOf('?')
  return (
    questionAt !== -1 && Object.prototype.hasOwnProperty.call(parseQuery(base.slice(questionAt)), RELOAD_TIME_PARAM)
  )
}

/**
 * The address with `_t=<now>` in its query, replacing an earlier one so repeated calls do not
 * pile up parameters. The caller reloads only when hasReloadTime was false, which makes it once.
 */
export function appendReloadTime(url: string, now: number = Date.now()): string {
  const [base, hash] = splitHash(url)
  const questionAt = base.indexOf('?')
  const path = questionAt === -1 ? base : base.slice(0, questionAt)
  const kept =
    questionAt === -1
      ? []
      : base
          .slice(questionAt + 1)
          .split('&')
          .filter((part) => part !== '' && safeDecode(part.split('=')[0]) !== RELOAD_TIME_PARAM)
  kept.push(`${RELOAD_TIME_PARAM}=${now}`)
  return `${path}?${kept.join('&')}${hash}`
}
