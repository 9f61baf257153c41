/**
 * Who is reading, and the login gate for actions that need an account. The session is the app root's
 * (StoreProvider, filled by start-up); pages take it with useSession() from '@/stores'.
 */
import type { AuthFields } from '@shared/api'
import { requireLogin } from '@/startup'
import type { SessionStore } from '@/stores'

/** The identity every write carries, or null when not logged in. */
export function authOf(session: SessionStore): AuthFields | null {
  if (!session.loggedIn) return null
  return { accountId: session.accountId, token: session.token, userCode: session.userCode }
}

/** The viewer's accountId for reads whose answer depends on who asks; undefined when anonymous. */
export function viewerIdOf(session: SessionStore): string | undefined {
  return session.accountId || undefined
}

/**
 * True when logged in. Otherwise false, after start-up's login flow starts the login (app,
 * mini-program) or toasts '请在App内打开后操作' (plain browser): the action is not done and nothing
 * shown changes.
 */
export function ensureLoggedIn(session: SessionStore): boolean {
  return session.loggedIn || requireLogin()
}
