/**
 * The three platform implementations. Each is a bridge platform with the transport and the few
 * methods that differ on its host.
 */
import Taro from '@tarojs/taro'
import { createBridgePlatform } from './bridge-platform'
import { createEmitter } from './emitter'
import { installNativeEventHandler } from './native-events'
import { createMemoryStorage, createTaroStorage, createWebStorage } from './storage'
import { createTaroHost } from './taro-host'
import { readWechatFontScale } from './wechat-font'
import { createBridgeTransport, createSilentTransport, defaultLogger, type BridgeHost, type Logger } from './transport'
import type { Platform, PlatformEvents } from './types'

export interface WebHostDeps {
  /** `window` in the app; a plain object in tests. */
  host: BridgeHost
  log?: Logger
}

function webStorages(host: BridgeHost) {
  return {
    sessionStorage: createWebStorage(() => host.sessionStorage as Storage | undefined),
    localStorage: createWebStorage(() => host.localStorage as Storage | undefined),
  }
}

function reloadLocation(host: BridgeHost) {
  const location = host.location as { reload?: () => void } | undefined
  location?.reload?.()
}

/** H5 inside the broker app's web view: everything goes through window.community. */
export function createNativePlatform({ host, log = defaultLogger }: WebHostDeps): Platform {
  const events = createEmitter<PlatformEvents>()
  installNativeEventHandler(host, events, log)
  return createBridgePlatform({
    kind: 'native',
    transport: createBridgeTransport({ host, log }),
    events,
    ...webStorages(host),
    taro: createTaroHost(log),
    log,
  })
}

/** Without an album, an image (a data URL or an address) is offered as a download. */
function downloadImage(host: BridgeHost, url: string, log: Logger): boolean {
  const doc = host.document as Document | undefined
  if (!doc || !/^(data:image\/|https?:\/\/|\/)/i.test(url)) {
    log('image cannot be downloaded', url.slice(0, 40))
    return false
  }
  const link = doc.createElement('a')
  link.href = url
  link.download = 'poster.png'
  link.rel = 'noopener'
  doc.body.appendChild(link)
  link.click()
  link.remove()
  return true
}

/** H5 in a plain browser: native calls resolve empty and say why; navigation uses history. */
export function createBrowserPlatform({ host, log = defaultLogger }: WebHostDeps): Platform {
  const taro = createTaroHost(log)
  const platform = createBridgePlatform({
    kind: 'browser',
    transport: createSilentTransport(log),
    events: createEmitter<PlatformEvents>(),
    ...webStorages(host),
    taro,
    log,
  })
  return {
    ...platform,
    // docs/product.md §2.7: closing is "browser history back" — it leaves the community for whatever came before,
    // which the in-app router's navigateBack cannot do from its first page. With nothing before, a
    // tab that script opened can still be closed.
    closePage: () => {
      const history = host.history as { length?: number; back?: () => void } | undefined
      if (history?.back && (history.length ?? 0) > 1) history.back()
      else (host.close as (() => void) | undefined)?.()
    },
    goBack: () => void taro.navigateBack(),
    reload: () => reloadLocation(host),
    saveImageToAlbum: async (url) => downloadImage(host, url, log),
    openUrl: async (url, options) => {
      const ok = await platform.openUrl(url, options)
      // Without an app, an outside address can still open in the same tab.
      const location = host.location as { assign?: (url: string) => void } | undefined
      if (ok) location?.assign?.(url.trim())
      return ok
    },
  }
}

/** The WeChat mini-program: no native app; login, album and navigation through Taro (wx). */
export function createWxPlatform({ log = defaultLogger }: { log?: Logger } = {}): Platform {
  const taro = createTaroHost(log)
  const platform = createBridgePlatform({
    kind: 'wx',
    // Native-only features simply do not exist here; logging each would only add noise.
    transport: createSilentTransport(null),
    events: createEmitter<PlatformEvents>(),
    // The mini-program has no session storage: memory lives exactly as long as the session.
    sessionStorage: createMemoryStorage(),
    // Named members, not the Taro object: passing the object would keep every Taro API in the H5 bundle.
    localStorage: createTaroStorage({
      getStorageSync: (key) => Taro.getStorageSync(key),
      setStorageSync: (key, value) => Taro.setStorageSync(key, value),
      removeStorageSync: (key) => Taro.removeStorageSync(key),
    }),
    taro,
    log,
  })
  return {
    ...platform,
    async miniProgramLogin() {
      try {
        const { code } = await Taro.login()
        return typeof code === 'string' ? code : ''
      } catch (error) {
        log('wx.login failed', error)
        return ''
      }
    },
    getClientInfo: async () => ({ clientType: 'weapp', appVersion: '', cid: '', deviceId: '', theme: null }),
    async saveImageToAlbum(url) {
      try {
        const filePath = /^https?:\/\//i.test(url) ? (await Taro.downloadFile({ url })).tempFilePath : url
        await Taro.saveImageToPhotosAlbum({ filePath })
        return true
      } catch (error) {
        log('saveImageToPhotosAlbum failed', error)
        return false
      }
    },
    async openUrl(url) {
      // Outside addresses need a web-view page the mini-program does not have; in-app paths navigate.
      if (url.startsWith('/')) {
        await taro.navigateTo(url)
        return true
      }
      log('mini-program cannot open outside url', url)
      return false
    },
    closePage: () => void taro.navigateBack(),
    goBack: () => void taro.navigateBack(),
    reload() {
      const pages = Taro.getCurrentPages()
      const current = pages[pages.length - 1]
      if (!current?.route) return
      const options = (current.options ?? {}) as Record<string, string | undefined>
      const query = Object.entries(options)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join('&')
      void taro.redirectTo(`/${current.route}${query ? `?${query}` : ''}`)
    },
    async getTopInset() {
      return (await taro.getSystemInfo()).statusBarHeight
    },
    getFontScale: async () => readWechatFontScale(log),
  }
}
