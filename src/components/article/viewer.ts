/**
 * Who is reading, and the login gate for actions that need an account. The session normally comes from
 * the app root's StoreProvider and start-up's login flow; until (or where) the root does not provide
 * them — a page rendered on its own, tests — a page-local session on the platform's session storage
 * and a login flow over it stand in, so a detail page opened by deep link still knows the app's user.
 */
import type { AuthFields } from '@shared/api'
import { getPlatform } from '@/platform'
import { createLoginFlow, getLoginFlow, type LoginFlow } from '@/startup'
import { SessionStore, useStores } from '@/stores'

let standIn: { session: SessionStore; flow: LoginFlow } | null = null

function standInSession(): { session: SessionStore; flow: LoginFlow } {
  if (standIn) return standIn
  const platform = getPlatform()
  const session = new SessionStore(platform.sessionStorage)
  const flow = createLoginFlow({ platform, session, reloadPage: () => platform.reload(), isAndroid: false })
  standIn = { session, flow }
  if (!session.loggedIn && platform.kind === 'native') {
    // The app already holds the account the page was opened for; asking needs no login screen.
    void platform
      .getCommunityAccount()
      .then((info) => {
        if (info) session.applyNativeAccount(info)
      })
      .catch(() => undefined)
  }
  return standIn
}

/** For tests: forget the stand-in session so the next render builds one on the current platform. */
export function resetStandInSession(): void {
  standIn = null
}

/** The session store of the page: the provider's, else the stand-in. Observe it inside observer(). */
export function useSessionStore(): SessionStore {
  let provided: SessionStore | null = null
  try {
    // useStores always runs useContext before it can throw, so the hook order never changes.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    provided = useStores().session
  } catch {
    // No StoreProvider above this page.
    provided = null
  }
  return provided ?? standInSession().session
}

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
 * True when logged in. Otherwise false, after starting the login (app, mini-program) or toasting
 * '请在App内打开后操作' (plain browser): the action is not done and nothing shown changes.
 */
export function ensureLoggedIn(session: SessionStore): boolean {
  if (session.loggedIn) return true
  const flow = getLoginFlow() ?? standInSession().flow
  return flow.requireLogin()
}
