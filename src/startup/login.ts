/**
 * The login flow (docs/product.md §4.2). The product has no login form: identity comes from the native app
 * (or wx.login in the mini-program). Logged in means accountId plus token or userCode.
 */
import type { NativeAccountInfo } from '@shared/bridge'
import { LIMITS, TEXTS } from '@/config/constants'
import type { Platform, RefreshRegistry, Unsubscribe } from '@/platform'
import type { SessionStore } from '@/stores'
import { forgetCopies } from '@/http/offline'

/** The mini-program's code-for-identity exchange; the api helper's account service provides it. */
export type MiniProgramLoginLoader = (code: string) => Promise<NativeAccountInfo>

export interface LoginDeps {
  platform: Platform
  session: SessionStore
  /** Reloads the current page through a redirect, so it refetches as the logged-in user. */
  reloadPage: () => void
  /** Android needs the user-info poll after communityLogin (the app answers before it has the account). */
  isAndroid: boolean
  refresh?: RefreshRegistry
  miniProgramLogin?: MiniProgramLoginLoader
  log?: (message: string, detail?: unknown) => void
  /** Injected for tests; setTimeout by default. */
  wait?: (ms: number) => Promise<void>
}

export interface LoginFlow {
  readonly loggedIn: boolean
  /** Runs the flow once at a time; resolves whether the user ended up logged in. */
  login(): Promise<boolean>
  /**
   * For an action that needs an account: true when logged in. Otherwise false, after starting the
   * login (app, mini-program) or toasting TEXTS.openInApp (plain browser): the action is simply not
   * done, and nothing the user typed is touched.
   */
  requireLogin(): boolean
  /**
   * Subscribes to the app's 'accountId,token' pushes: each is taken with the whole account the app holds (its user
   * code, which writes need), asked at once, before anything is asked again (docs/product.md §4.2).
   */
  listen(): Unsubscribe
  /** Called with the account id each time a pushed login has been taken, with the whole account. */
  onLoginTaken(handler: (accountId: string) => void): Unsubscribe
  /**
   * Logs out: the app's own logout inside it, then the identity is forgotten here (and the
   * mini-program's stored token), and the page reloads as a visitor (docs/product.md §4.2).
   */
  logout(): Promise<void>
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Where the mini-program keeps its token, so the next launch loads the user by it (docs/product.md §4.1). */
export const MINI_PROGRAM_TOKEN_KEY = 'token'

export function createLoginFlow(deps: LoginDeps): LoginFlow {
  const { platform, session, reloadPage, isAndroid, refresh, log = () => undefined, wait = defaultWait } = deps
  let pending: Promise<boolean> | null = null

  const take = (info: NativeAccountInfo | null): boolean => {
    if (info) session.applyNativeAccount(info)
    return session.loggedIn
  }

  const taken = new Set<(accountId: string) => void>()

  /** After a login push the app is asked for the whole account; without an answer the push alone is taken. */
  const accountAfterPush = (): Promise<NativeAccountInfo | null> =>
    platform.getCommunityAccount().catch((error: unknown) => {
      log('account after login push failed', error)
      return null
    })

  const succeed = (): true => {
    reloadPage()
    return true
  }

  async function pollUserInfo(): Promise<boolean> {
    for (let attempt = 0; attempt < LIMITS.androidUserInfoPollTries; attempt += 1) {
      await wait(LIMITS.androidUserInfoPollMs)
      if (take(await platform.getCommunityAccount())) return true
    }
    return false
  }

  async function nativeLogin(): Promise<boolean> {
    // The app may already hold an account the page has not heard of: no login screen needed then.
    if (take(await platform.getCommunityAccount())) return true
    if (take(await platform.communityLogin())) return succeed()
    if (isAndroid && (await pollUserInfo())) return succeed()
    return false
  }

  /** A failed or cancelled login says so and changes nothing (docs/product.md §4.2). */
  async function miniProgramLogin(): Promise<boolean> {
    const code = await platform.miniProgramLogin().catch(() => '')
    if (!code || !deps.miniProgramLogin) {
      platform.toast(TEXTS.loginFailed)
      return false
    }
    try {
      const info = await deps.miniProgramLogin(code)
      if (!take(info)) throw new Error('no identity')
      if (info.token) platform.localStorage.set(MINI_PROGRAM_TOKEN_KEY, info.token)
      return succeed()
    } catch (error) {
      log('mini-program login failed', error)
      platform.toast(TEXTS.loginFailed)
      return false
    }
  }

  function runLogin(): Promise<boolean> {
    if (session.loggedIn) return Promise.resolve(true)
    if (platform.kind === 'browser') return Promise.resolve(false)
    return platform.kind === 'native' ? nativeLogin() : miniProgramLogin()
  }

  const flow: LoginFlow = {
    get loggedIn() {
      return session.loggedIn
    },
    login() {
      if (!pending) {
        pending = runLogin().finally(() => {
          pending = null
        })
      }
      return pending
    },
    requireLogin() {
      if (session.loggedIn) return true
      if (platform.kind === 'browser') {
        platform.toast(TEXTS.openInApp)
        return false
      }
      void flow.login()
      return false
    },
    async logout() {
      if (platform.kind === 'native') await platform.logout().catch((error: unknown) => log('logout failed', error))
      // The account's offline copies leave with it: no other account ever reads them (docs/product.md §8.5).
      if (session.accountId) await forgetCopies(session.accountId)
      session.clear()
      platform.localStorage.remove(MINI_PROGRAM_TOKEN_KEY)
      reloadPage()
    },
    listen() {
      let latest = 0
      let listening = true
      const off = platform.events.on('loginUpdate', ({ accountId, token }) => {
        const push = (latest += 1)
        void accountAfterPush().then((account) => {
          // A later push, or the end of listening, wins over this one.
          if (!listening || push !== latest) return
          const viewerBefore = session.accountId
          if (!session.applyLoginUpdate(accountId, token, account)) return
          // Another viewer: the screens ask again by themselves (useListQuery, useLoadable); the same one: the page refreshes.
          if (session.accountId === viewerBefore) refresh?.runOnce()
          for (const handler of [...taken]) handler(session.accountId)
        })
      })
      return () => {
        listening = false
        off()
      }
    },
    onLoginTaken(handler) {
      taken.add(handler)
      return () => void taken.delete(handler)
    },
  }
  return flow
}
