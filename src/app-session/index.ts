/**
 * The one app session: the platform chosen once, the stores built on its storages, and start-up
 * run with the real API as its loaders. Made once, before the first page renders (app.ts), so every
 * page finds the stores at once; start-up fills them in as its answers arrive (MobX re-renders what reads them).
 */
import { api } from '@/api'
import { readBuildSettings } from '@/config/build-settings'
import { connectAppSettings, currentUrl } from '@/navigation'
import { configureMessagingSdk, getPlatform, getRefreshRegistry, inMiniProgramWebView } from '@/platform'
import { currentDevFacts } from '@/platform/dev-shortcuts'
import { networkGoneNow } from '@/platform/network'
import { afterPageLoad } from '@/lib/idle'
import { RootStore } from '@/stores'
import { logout, requireLogin, startApp, type StartupResult } from '@/startup'
import { startAddress } from './start-address'

export interface AppSessionHandle {
  stores: RootStore
  ready: Promise<StartupResult>
}

export function createAppSession(): AppSessionHandle {
  const platform = getPlatform()
  const stores = new RootStore({
    sessionStorage: platform.sessionStorage,
    localStorage: platform.localStorage,
    api,
    platform,
    // Start-up installs the login flow; until then an action needing an account is simply not done.
    requireLogin: () => requireLogin(),
    logout: () => logout(),
    networkGone: networkGoneNow,
  })
  // The server's settings for outside links and sharing, asked when first needed (docs/product.md §2.6, §4.21).
  connectAppSettings({
    loadValue: (key) => api.misc.configValue(key),
    appVersion: () => stores.session.appVersion,
  })
  const ready = startApp({
    platform,
    stores,
    address: startAddress(),
    devFacts: currentDevFacts(),
    userAgent: typeof navigator === 'undefined' ? '' : (navigator.userAgent ?? ''),
    refresh: getRefreshRegistry(),
    // Inside a mini-program web view the messaging-app SDK is configured for this page's address.
    miniProgramWebView: inMiniProgramWebView(),
    pageUrl: currentUrl(),
    configureSdk: (config) => configureMessagingSdk(config, window as never, console.warn),
    afterFirstScreen: process.env.TARO_ENV === 'h5' ? () => afterPageLoad() : undefined,
    loaders: {
      signature: (url) => api.signature.get(readBuildSettings().MESSAGING_APP_PK, url),
      followDates: (accountId) => api.follow.lastClickTimes(accountId),
      tradingDay: (day) => api.misc.tradingDay(day),
      userInfoByToken: (token) => api.userInfo.byToken(token),
      miniProgramLogin: (code) => api.userInfo.miniProgramLogin(code),
      dailyActive: (accountId) => {
        const { token, userCode, clientType, appVersion } = stores.session
        return api.misc.insertActiveUser({ accountId, token, userCode, clientType, appVersion })
      },
    },
  })
  return { stores, ready }
}
