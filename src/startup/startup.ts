/**
 * Page start-up (docs/product.md §4.1): read the start address, take the identity from it, the app or the
 * mini-program's storage, wire the app's events to the stores, and load the few facts every page
 * needs. Everything that talks to the server arrives as an injected loader, so this module knows
 * no endpoint and the api layer can change without touching it.
 */
import type { SignatureResult, UserInfoByToken } from '@shared/api'
import type { TradingDayInfo } from '@/api/misc'
import { formatCompactTimestamp } from '@/lib/server-date'
import { registerSessionGetter } from '@/http/session'
import { registerCopyOwner } from '@/http/offline'
import { isAndroidUserAgent } from '@/platform/detect'
import { devShortcutsAllowed, type DevFacts } from '@/platform/dev-shortcuts'
import type { Logger, Platform, RefreshRegistry, Theme, Unsubscribe } from '@/platform'
import type { LastClickLoader, RootStore, SignatureConfig } from '@/stores'
import { createLoginFlow, MINI_PROGRAM_TOKEN_KEY, type LoginFlow, type MiniProgramLoginLoader } from './login'

export { MINI_PROGRAM_TOKEN_KEY }
import { DEV_ACCOUNT, parseStartParams, type StartParams } from './params'

/** Where the mini-program keeps the token between launches. */

export interface StartupLoaders {
  /** Followed accountId → last click time, for the viewer. */
  followDates?: LastClickLoader
  /** Whether a day ('YYYY-MM-DD') is a trading day. */
  tradingDay?: (day: string) => Promise<TradingDayInfo>
  /** The messaging-app JS-SDK signature for a page address (mini-program). */
  signature?: (url: string) => Promise<SignatureResult>
  /** User info for a token (mini-program). */
  userInfoByToken?: (token: string) => Promise<UserInfoByToken>
  /** wx.login code → identity (mini-program). */
  miniProgramLogin?: MiniProgramLoginLoader
  /** Reported once per day per account (userActiveDetail/insertActiveUser). */
  dailyActive?: (accountId: string) => Promise<unknown>
}

export interface StartupDeps {
  platform: Platform
  stores: RootStore
  /** The start address: a search string, a whole address, or the router's parsed params. */
  address: string | Readonly<Record<string, unknown>>
  /** The page address the signature is computed for (mini-program and its web view). */
  pageUrl?: string
  /** The H5 site runs inside a mini-program web view: its messaging-app SDK gets configured. */
  miniProgramWebView?: boolean
  /** Hands the loaded signature to the messaging-app SDK (the platform's configureMessagingSdk). */
  configureSdk?: (config: SignatureConfig) => void
  userAgent?: string
  /** Whether the address's dev flag may count (src/platform/dev-shortcuts.ts); without them it never does. */
  devFacts?: DevFacts
  loaders?: StartupLoaders
  /** Reloads the current page through a redirect after a login; the platform's reload by default. */
  reloadPage?: () => void
  refresh?: RefreshRegistry
  now?: () => Date
  log?: (message: string, detail?: unknown) => void
  /**
   * Resolves once the first screen is done: what no screen shows (whether today is a trading day) is asked then, so
   * the app's first task does not carry its request (docs/product.md §4.1). At once when not given.
   */
  afterFirstScreen?: () => Promise<void>
}

export interface StartupResult {
  params: StartParams
  /** Apply as a class on the page root; stores.ui.themeClass follows later switches. */
  theme: Theme
  login: LoginFlow
  /** Removes the event subscriptions and the HTTP session getter (tests, hot reload). */
  stop: Unsubscribe
}

/** What start-up assumes when not told: a production build with no host simulator. */
const PRODUCTION_FACTS: DevFacts = { nodeEnv: 'production', hostSimulated: false }

/**
 * The address as start-up uses it. The dev flag signs anyone in as the test account, so outside development
 * shortcuts it is dropped and the visitor stays a visitor (docs/product.md §4.1).
 */
function readStartParams(deps: StartupDeps): StartParams {
  const params = parseStartParams(deps.address)
  if (!params.dev || devShortcutsAllowed(deps.devFacts ?? PRODUCTION_FACTS)) return params
  return { ...params, dev: false }
}

const defaultLog = (message: string, detail?: unknown) => console.warn(message, detail ?? '')

function dayKeys(now: Date): { compact: string; dashed: string } {
  const stamp = formatCompactTimestamp(now)
  return { compact: stamp.slice(0, 8), dashed: `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}` }
}

/** Inside the app: whatever the address did not give, ask the app for. */
async function takeNativeIdentity(
  platform: Platform,
  stores: RootStore,
  params: StartParams,
  addressHadIdentity: boolean,
) {
  const { session, ui } = stores
  const [account, client, topInset] = await Promise.all([
    addressHadIdentity ? Promise.resolve(null) : platform.getCommunityAccount(),
    platform.getClientInfo(),
    platform.getTopInset(),
  ])
  if (account) session.applyNativeAccount(account)
  session.setClientInfo(client)
  // The address is the more specific source: it wins over the app's general answer.
  session.setClientInfo({ clientType: params.clientType, appVersion: params.version })
  if (!params.theme && client.theme) ui.setTheme(client.theme)
  ui.setTopInset(topInset)
}

/**
 * The reader's text scale (docs/product.md §2.10): the address's when it gives one, else what the app or WeChat
 * reports. The host is not waited for: an app without the optional call never answers, and nothing should wait the
 * call's time-out for it.
 */
function takeFontScale(platform: Platform, stores: RootStore, params: StartParams, log: Logger): void {
  if (params.fontScale !== null) {
    stores.ui.setFontScale(params.fontScale)
    return
  }
  if (platform.kind === 'browser') return
  platform.getFontScale().then(
    (scale) => {
      if (scale !== null) stores.ui.setFontScale(scale)
    },
    (error: unknown) => log('font scale failed', error),
  )
}

async function takeMiniProgramIdentity(deps: StartupDeps, params: StartParams, log: NonNullable<StartupDeps['log']>) {
  const { platform, stores, loaders = {} } = deps
  const token = params.token || platform.localStorage.get(MINI_PROGRAM_TOKEN_KEY) || ''
  if (token) platform.localStorage.set(MINI_PROGRAM_TOKEN_KEY, token)
  const tasks: Promise<unknown>[] = []
  if (token && loaders.userInfoByToken) {
    const load = loaders.userInfoByToken
    tasks.push(
      load(token).then(
        (info) => {
          stores.session.setAccount({ accountId: info.accountId, token })
          stores.session.setUserInfo({ nickName: info.nickName, avatar: info.avatarUrl })
        },
        // User-info failures are only logged (docs/product.md §8.2).
        (error: unknown) => log('user info failed', error),
      ),
    )
  }
  if (loaders.signature && deps.pageUrl) {
    tasks.push(stores.custom.loadSignature(deps.pageUrl, loaders.signature, log))
  }
  await Promise.all(tasks)
}

let currentLogin: LoginFlow | null = null

/** Starts the page session. Never throws: every failing part leaves its state empty and is logged. */
export async function startApp(deps: StartupDeps): Promise<StartupResult> {
  const { platform, stores, loaders = {}, log = defaultLog } = deps
  const now = deps.now ?? (() => new Date())
  const params = readStartParams(deps)
  const { session, ui, follow, custom } = stores
  // Offline copies are read and written as the signed-in account's (docs/product.md §8.5).
  const stops: Unsubscribe[] = [
    registerSessionGetter(() => session.headers),
    registerCopyOwner(() => session.accountId),
  ]

  if (params.dev) {
    session.setAccount({ ...DEV_ACCOUNT })
  } else if (params.accountId && params.token) {
    session.setAccount({ accountId: params.accountId, token: params.token })
  }
  session.setClientInfo({ clientType: params.clientType, appVersion: params.version })
  if (params.theme) ui.setTheme(params.theme)
  stops.push(platform.events.on('themeChange', ({ theme }) => ui.setTheme(theme)))
  takeFontScale(platform, stores, params, log)

  const login = createLoginFlow({
    platform,
    session,
    reloadPage: deps.reloadPage ?? (() => platform.reload()),
    isAndroid: isAndroidUserAgent(deps.userAgent ?? '') || session.clientType === 'android',
    refresh: deps.refresh,
    miniProgramLogin: loaders.miniProgramLogin,
    log,
  })
  stops.push(login.listen())
  currentLogin = login

  try {
    if (platform.kind === 'native') {
      await takeNativeIdentity(platform, stores, params, params.dev || Boolean(params.accountId && params.token))
    } else if (platform.kind === 'wx' && !params.dev) {
      await takeMiniProgramIdentity(deps, params, log)
    }
  } catch (error) {
    log('start-up identity failed', error)
  }

  const tasks: Promise<unknown>[] = []
  if (deps.miniProgramWebView && loaders.signature && deps.pageUrl) {
    const configure = deps.configureSdk
    tasks.push(
      custom.loadSignature(deps.pageUrl, loaders.signature, log).then((loaded) => {
        if (loaded && custom.signature) configure?.(custom.signature)
      }),
    )
  }
  if (loaders.followDates && session.accountId) tasks.push(follow.load(session.accountId, loaders.followDates))
  const { tradingDay } = loaders
  if (tradingDay) {
    const later = deps.afterFirstScreen?.() ?? Promise.resolve()
    tasks.push(later.then(() => custom.loadTradingDay(dayKeys(now()).dashed, tradingDay)))
  }
  if (platform.kind === 'native') {
    // The day's first visit of an account is marked in the app and reported (docs/product.md §4.1, §4.19):
    // at start-up for whoever is logged in, and for an account the app logs in later in this page session.
    const markDaily = (accountId: string) => {
      const report = loaders.dailyActive
      return platform
        .markDailyAction(accountId, dayKeys(now()).compact)
        .then((first) => (first && report ? report(accountId) : undefined))
        .catch((error: unknown) => log('daily action failed', error))
    }
    if (session.loggedIn) tasks.push(markDaily(session.accountId))
    // A pushed login is marked once the whole account is known: the report needs its user code.
    stops.push(login.onLoginTaken((accountId) => void markDaily(accountId)))
  }
  await Promise.all(tasks)

  return {
    params,
    theme: ui.theme,
    login,
    stop: () => {
      for (const stop of stops) stop()
      if (currentLogin === login) currentLogin = null
    },
  }
}

/**
 * For an action that needs an account (like, follow, comment...). Before start-up has run it can
 * only say no.
 */
/** Logs the viewer out through the login flow start-up installed (nothing to do before start-up). */
export async function logout(): Promise<void> {
  await currentLogin?.logout()
}

export function requireLogin(): boolean {
  return currentLogin ? currentLogin.requireLogin() : false
}

export function getLoginFlow(): LoginFlow | null {
  return currentLogin
}
