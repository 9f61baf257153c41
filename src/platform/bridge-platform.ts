/**
 * Platform methods expressed as native bridge calls. The native-app platform uses it with the real
 * bridge transport; the browser fallback and the mini-program reuse it with a silent transport and
 * replace the few methods they can serve themselves.
 */
import type { NativeAccountInfo } from '@shared/bridge'
import { NATIVE_LOGS } from '@/config/constants'
import { readFontScale } from '@/lib/font-scale'
import type { Emitter } from './emitter'
import type { TaroHost } from './taro-host'
import type { BridgeTransport, Logger } from './transport'
import type { ClientInfo, HostKind, KeyValueStorage, Platform, PlatformEvents } from './types'
import { dispatchNativeEvent, mapNativeTheme } from './native-events'
import { cleanText } from './values'

/** http(s) or an app scheme (broker://...), with something after the slashes. */
const URL_PATTERN = /^[a-z][a-z0-9+.-]*:\/\/\S+$/i
/** App function ids are short codes of letters, digits, '-' and '_'. */
const FUNCTION_ID_PATTERN = /^[A-Za-z0-9_-]+$/

export function isOpenableUrl(url: unknown): url is string {
  return typeof url === 'string' && URL_PATTERN.test(url.trim())
}

export function isFunctionId(id: unknown): id is string {
  return typeof id === 'string' && FUNCTION_ID_PATTERN.test(id.trim())
}

/** An account answer with no usable field is "no account". */
function accountOrNull(answer: Partial<NativeAccountInfo> | null): NativeAccountInfo | null {
  if (!answer) return null
  const info: NativeAccountInfo = {}
  for (const [key, value] of Object.entries(answer) as [keyof NativeAccountInfo, unknown][]) {
    const text = cleanText(value)
    if (text) info[key] = text
  }
  return Object.keys(info).length > 0 ? info : null
}

export interface BridgePlatformParts {
  kind: HostKind
  transport: BridgeTransport
  events: Emitter<PlatformEvents>
  sessionStorage: KeyValueStorage
  localStorage: KeyValueStorage
  taro: TaroHost
  log: Logger
}

export function createBridgePlatform({
  kind,
  transport,
  events,
  sessionStorage,
  localStorage,
  taro,
  log,
}: BridgePlatformParts): Platform {
  const fire = (promise: Promise<unknown>) => {
    void promise
  }
  return {
    kind,
    events,
    sessionStorage,
    localStorage,

    communityLogin: async () => accountOrNull(await transport.call('communityLogin', {})),
    getCommunityAccount: async () => accountOrNull(await transport.call('getCommunityAccount', {})),
    async logout() {
      await transport.call('logout', {})
    },
    async getClientInfo(): Promise<ClientInfo> {
      const answer = await transport.call('getClientInfo', {})
      return {
        clientType: cleanText(answer?.clientType),
        appVersion: cleanText(answer?.appVersion),
        cid: cleanText(answer?.cid),
        deviceId: cleanText(answer?.deviceId),
        theme: mapNativeTheme(answer?.theme),
        commentInput: answer?.commentInput === true,
      }
    },
    miniProgramLogin: async () => '',

    async comment(params) {
      const answer = await transport.call('comment', params)
      return cleanText(answer?.content) || null
    },
    share: async (data) => (await transport.call('share', { contentType: 0, ...data }))?.success === true,
    getFavourite: async (newsId) => (await transport.call('getFavourite', { newsId }))?.collected === true,
    setFavourite: async (data, collected) =>
      (await transport.call('setFavourite', { ...data, collected }))?.success === true,
    addWatchlistStock: async (code, groupId) =>
      (await transport.call('addOptionalStock', groupId ? { code, groupId } : { code }))?.success === true,
    async getWatchlistStocks(groupId) {
      const codes = (await transport.call('getOptionalStocks', groupId ? { groupId } : {}))?.codes
      return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : []
    },
    async getWatchlistGroups() {
      const groups = (await transport.call('getOptionalStockGroups', {}))?.groups
      return Array.isArray(groups)
        ? groups.filter((group) => group && typeof group.id === 'string' && typeof group.name === 'string')
        : []
    },
    async requestQuote(request) {
      // The app's quote service answers {} when it fails (offline, say): only a list of rows is an answer; for
      // anything else the page asks the quote server itself, and shows that failure (docs/bridge.md).
      const answer = await transport.call('requestQuote', request)
      return Array.isArray(answer?.json_body?.cycle_content) ? answer : null
    },
    async openUrl(url, options) {
      if (!isOpenableUrl(url)) {
        log(NATIVE_LOGS.urlIncorrect, url)
        return false
      }
      await transport.call('openUrl', { url: url.trim(), ...options })
      return true
    },
    async openFunction(functionId, params) {
      if (!isFunctionId(functionId)) {
        log(NATIVE_LOGS.functionIdIncorrect, functionId)
        return false
      }
      await transport.call(
        'openFunction',
        params ? { functionId: functionId.trim(), params } : { functionId: functionId.trim() },
      )
      return true
    },
    saveImageToAlbum: async (url) => (await transport.call('saveImage', { url }))?.success === true,
    logEvent(event, properties) {
      fire(transport.call('logEvent', properties ? { event, properties } : { event }))
    },
    getAbTestValue: async (key) => cleanText((await transport.call('getABTestValue', { key }))?.value),
    async promptGoodRating() {
      await transport.call('goodRating', {})
    },
    async markDailyAction(accountId, day) {
      if (!accountId || !day) return false
      const marker = await transport.call('getDailyMarker', { accountId })
      // null: no app answered, so nothing can be remembered; never claim "first time today".
      if (marker === null || cleanText(marker.day) === day) return false
      await transport.call('setDailyMarker', { accountId, day })
      return true
    },

    closePage() {
      fire(transport.call('closePage', {}))
    },
    goBack(options) {
      fire(transport.call('goBack', { refresh: options?.refresh === true }))
    },
    reload() {
      fire(transport.call('reload', {}))
    },
    setLeftHandle(enabled) {
      fire(transport.call('setLeftHandle', { enabled }))
    },
    async getTopInset() {
      const top = (await transport.call('getTopInset', {}))?.top
      return typeof top === 'number' && Number.isFinite(top) && top > 0 ? top : 0
    },
    getFontScale: async () => readFontScale((await transport.call('getFontScale', {}))?.fontScale),
    navigateTo: (url) => taro.navigateTo(url),
    redirectTo: (url) => taro.redirectTo(url),
    toast: (message, durationMs) => taro.toast(message, durationMs),
    getSystemInfo: () => taro.getSystemInfo(),
    copyText: (text) => taro.copyText(text),

    probeBridge: (method, params, timeoutMs) => transport.probe(method, params, timeoutMs),
    receiveNativeEvent: (name, payload) => dispatchNativeEvent(events, name, payload, log),
  }
}
