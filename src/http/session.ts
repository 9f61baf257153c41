/**
 * The HTTP layer needs the session's token, userCode and cid for admin endpoints, but must not
 * import the stores (they sit above it). The session store registers a getter here instead.
 */
export interface SessionHeaders {
  token: string
  userCode: string
  cid: string
}

export type SessionGetter = () => Partial<SessionHeaders> | null | undefined

let getter: SessionGetter | null = null

/** Registers the session source; returns a function that unregisters it (if still current). */
export function registerSessionGetter(next: SessionGetter): () => void {
  getter = next
  return () => {
    if (getter === next) getter = null
  }
}

/** Non-empty session values as request headers; {} when nothing is registered or the getter fails. */
export function sessionHeaders(): Record<string, string> {
  let session: Partial<SessionHeaders> | null | undefined
  try {
    session = getter?.()
  } catch {
    session = null
  }
  const headers: Record<string, string> = {}
  for (const name of ['token', 'userCode', 'cid'] as const) {
    const value = session?.[name]
    if (typeof value === 'string' && value !== '') headers[name] = value
  }
  return headers
}
