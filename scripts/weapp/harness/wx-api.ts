/** The `wx` object app code calls: storage, system info, navigation, requests, UI feedback, selector queries, and the App/Page globals. */
import { isTabPage, subPackagesOf } from '../app-json'
import {
  MENU_BUTTON,
  SCREEN,
  errorInfo,
  inertObject,
  isRecord,
  parseUrl,
  systemInfo,
  type AnyFn,
  type Callbacks,
  type NavigationType,
  type WxRequest,
} from './model'
import type { BootRuntime } from './runtime'

export function installWx(rt: BootRuntime): void {
  const {
    appJson,
    pages,
    stack,
    navigations,
    toasts,
    clipboard,
    requests,
    storage,
    handler,
    options,
    sandbox,
    globals,
    componentConfigs,
    pageConfigs,
    inward,
    guard,
    later,
    track,
    mount,
    unload,
    lifecycle,
  } = rt
  /** An async wx API: runs impl, then success/fail/complete the way WeChat does, on a later tick. */
  const asyncApi = (name: string, impl: (opts: Record<string, unknown>) => unknown | Promise<unknown>) => {
    return (opts: unknown = {}): unknown => {
      const o = (isRecord(opts) ? opts : {}) as Record<string, unknown> & Callbacks
      // Called without callbacks, WeChat's APIs answer with a promise instead (Taro passes some through so).
      const promised = !o.success && !o.fail && !o.complete
      let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined
      const answer = promised ? new Promise((resolve, reject) => (settle = { resolve, reject })) : undefined
      const p = (async () => {
        try {
          const result = await impl(o)
          const res = inward({ errMsg: `${name}:ok`, ...(isRecord(result) ? result : {}) })
          later(() => {
            guard(`${name}.success`, () => o.success?.(res))
            guard(`${name}.complete`, () => o.complete?.(res))
            settle?.resolve(res)
          })
        } catch (err) {
          const res = inward({ errMsg: `${name}:fail ${errorInfo(err).message}` })
          later(() => {
            guard(`${name}.fail`, () => o.fail?.(res))
            guard(`${name}.complete`, () => o.complete?.(res))
            settle?.reject(res)
          })
        }
      })()
      track(p)
      return answer
    }
  }
  const noopApi = (name: string) => asyncApi(name, () => ({}))

  /**
   * wx.uploadFile: the picked file as a multipart part, with the form fields, to the request's server;
   * the task reports its progress once the body is sent. Recorded with the requests.
   */
  const uploadFile = (opts: unknown) => {
    const o = (isRecord(opts) ? opts : {}) as Record<string, unknown> & Callbacks
    const progress: ((update: unknown) => void)[] = []
    const header = isRecord(o.header)
      ? Object.fromEntries(Object.entries(o.header).map(([k, v]) => [k, String(v)]))
      : ({} as Record<string, string>)
    requests.push({ url: String(o.url ?? ''), method: 'POST', data: undefined, header })
    const p = (async () => {
      try {
        const file = (options.pickFiles ?? []).find((f) => f.path === String(o.filePath))
        if (!file) throw new Error(`no such file: ${String(o.filePath)}`)
        if (typeof options.request !== 'string') throw new Error('uploads need a server address')
        const base = new URL(options.request)
        const given = new URL(String(o.url ?? ''), base)
        const form = new FormData()
        for (const [k, v] of Object.entries(isRecord(o.formData) ? o.formData : {})) form.append(k, String(v))
        form.append(
          String(o.name ?? 'file'),
          new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }),
          'upload',
        )
        const res = await fetch(new URL(given.pathname + given.search, base), {
          method: 'POST',
          headers: header,
          body: form,
        })
        const data = await res.text()
        if (rt.closed) return
        const sent = file.data.length
        later(() => {
          for (const cb of progress) {
            guard('uploadFile.progress', () =>
              cb(inward({ progress: 100, totalBytesSent: sent, totalBytesExpectedToSend: sent })),
            )
          }
          const ok = inward({ errMsg: 'uploadFile:ok', statusCode: res.status, data })
          guard('uploadFile.success', () => o.success?.(ok))
          guard('uploadFile.complete', () => o.complete?.(ok))
        })
      } catch (err) {
        if (rt.closed) return
        const res = inward({ errMsg: `uploadFile:fail ${errorInfo(err).message}` })
        later(() => {
          guard('uploadFile.fail', () => o.fail?.(res))
          guard('uploadFile.complete', () => o.complete?.(res))
        })
      }
    })()
    track(p)
    return {
      onProgressUpdate: (cb: (update: unknown) => void) => void progress.push(cb),
      offProgressUpdate: () => undefined,
      onHeadersReceived: () => undefined,
      offHeadersReceived: () => undefined,
      abort: () => undefined,
    }
  }

  const navigate = (type: NavigationType) =>
    asyncApi(type, async (o) => {
      const from = stack[stack.length - 1]?.route
      if (type === 'navigateBack') {
        const delta = Math.max(1, Number(o.delta ?? 1))
        const ok = stack.length > 1
        navigations.push({ type, delta, ok })
        if (!ok) throw new Error('cannot navigate back at first page.')
        for (let i = 0; i < delta && stack.length > 1; i++) unload(stack[stack.length - 1])
        const top = stack[stack.length - 1]
        if (top) lifecycle(top, 'onShow')
        return {}
      }
      const url = String(o.url ?? '')
      const { path: target, query } = parseUrl(url, from, true)
      const ok = pages.includes(target)
      navigations.push({ type, url, path: target, query, ok })
      if (!ok) throw new Error(`page "${target}" is not found`)
      if (type === 'navigateTo' && isTabPage(appJson, target)) throw new Error('can not navigateTo a tabbar page')
      // WeChat keeps at most ten pages; an eleventh navigateTo fails there, so it fails here too.
      if (type === 'navigateTo' && stack.length >= 10) throw new Error('webview count limit exceed')
      if (type === 'redirectTo') {
        const top = stack[stack.length - 1]
        if (top) unload(top)
      } else if (type === 'switchTab' || type === 'reLaunch') {
        while (stack.length) unload(stack[stack.length - 1])
      }
      mount(target, query)
      return {}
    })

  const selectorQuery = (): Record<string, unknown> => {
    const queue: (() => unknown)[] = []
    const rect = {
      id: '',
      dataset: {},
      left: 0,
      right: SCREEN.width,
      top: 0,
      bottom: 0,
      width: SCREEN.width,
      height: 0,
    }
    const nodesRef = (all: boolean): Record<string, unknown> => {
      const add = (value: () => unknown, cb?: unknown): Record<string, unknown> => {
        queue.push(() => {
          const v = value()
          if (typeof cb === 'function') (cb as AnyFn)(v)
          return v
        })
        return q
      }
      const ref: Record<string, unknown> = {
        boundingClientRect: (cb?: unknown) => add(() => inward(all ? [] : rect), cb),
        scrollOffset: (cb?: unknown) =>
          add(
            () => inward({ scrollLeft: 0, scrollTop: 0, scrollWidth: SCREEN.width, scrollHeight: SCREEN.height }),
            cb,
          ),
        fields: (_f: unknown, cb?: unknown) => add(() => inward(all ? [] : {}), cb),
        node: (cb?: unknown) => add(() => (all ? inward([]) : null), cb),
        context: (cb?: unknown) => add(() => null, cb),
      }
      return ref
    }
    const q: Record<string, unknown> = {
      in: () => q,
      select: () => nodesRef(false),
      selectAll: () => nodesRef(true),
      selectViewport: () => nodesRef(false),
      exec: (cb?: unknown) => {
        later(() => {
          const results = queue.map((f) => f())
          if (typeof cb === 'function') guard('createSelectorQuery.exec', () => (cb as AnyFn)(results))
        })
        return q
      },
    }
    return q
  }

  const storageInfo = () => ({
    keys: [...storage.keys()],
    currentSize: Math.ceil(Buffer.byteLength(JSON.stringify([...storage.entries()])) / 1024),
    limitSize: 10240,
  })
  const wx: Record<string, unknown> = {
    // storage
    setStorageSync: (key: string, value: unknown) =>
      void storage.set(key, value === undefined ? value : JSON.parse(JSON.stringify(value))),
    getStorageSync: (key: string) => (storage.has(key) ? inward(storage.get(key)) : ''),
    removeStorageSync: (key: string) => void storage.delete(key),
    clearStorageSync: () => storage.clear(),
    getStorageInfoSync: () => inward(storageInfo()),
    setStorage: asyncApi(
      'setStorage',
      (o) => void storage.set(String(o.key), JSON.parse(JSON.stringify(o.data ?? null))),
    ),
    getStorage: asyncApi('getStorage', (o) => {
      if (!storage.has(String(o.key))) throw new Error('data not found')
      return { data: storage.get(String(o.key)) }
    }),
    removeStorage: asyncApi('removeStorage', (o) => void storage.delete(String(o.key))),
    clearStorage: asyncApi('clearStorage', () => storage.clear()),
    getStorageInfo: asyncApi('getStorageInfo', storageInfo),
    // device
    getSystemInfoSync: () => inward(systemInfo()),
    getSystemInfo: asyncApi('getSystemInfo', systemInfo),
    getSystemInfoAsync: asyncApi('getSystemInfoAsync', systemInfo),
    getWindowInfo: () => {
      const s = systemInfo()
      return inward({
        pixelRatio: s.pixelRatio,
        screenWidth: s.screenWidth,
        screenHeight: s.screenHeight,
        windowWidth: s.windowWidth,
        windowHeight: s.windowHeight,
        statusBarHeight: s.statusBarHeight,
        safeArea: s.safeArea,
        screenTop: 0,
      })
    },
    getDeviceInfo: () => {
      const s = systemInfo()
      return inward({
        brand: s.brand,
        model: s.model,
        system: s.system,
        platform: s.platform,
        benchmarkLevel: 1,
        abi: 'arm64',
        deviceAbi: 'arm64',
        cpuType: 'apple',
      })
    },
    getAppBaseInfo: () => {
      const s = systemInfo()
      return inward({
        SDKVersion: s.SDKVersion,
        enableDebug: false,
        host: s.host,
        language: s.language,
        version: s.version,
        theme: 'light',
        fontSizeSetting: 16,
        ...options.appBaseInfo,
      })
    },
    getSystemSetting: () =>
      inward({ bluetoothEnabled: false, locationEnabled: true, wifiEnabled: true, deviceOrientation: 'portrait' }),
    getAppAuthorizeSetting: () =>
      inward({
        albumAuthorized: 'authorized',
        cameraAuthorized: 'authorized',
        locationAuthorized: 'authorized',
        notificationAuthorized: 'authorized',
      }),
    getMenuButtonBoundingClientRect: () => inward(MENU_BUTTON),
    getAccountInfoSync: () => inward({ miniProgram: { appId: 'touristappid', envVersion: 'develop', version: '' } }),
    getLaunchOptionsSync: () => rt.launchOptions(),
    getEnterOptionsSync: () => rt.launchOptions(),
    getNetworkType: asyncApi('getNetworkType', () => ({ networkType: options.network?.type ?? 'wifi' })),
    onNetworkStatusChange: (listener: unknown) => {
      if (typeof listener === 'function')
        options.network?.listeners.add((state) => guard('onNetworkStatusChange', () => listener(inward(state))))
    },
    offNetworkStatusChange: () => undefined,
    onAppShow: () => undefined,
    offAppShow: () => undefined,
    onAppHide: () => undefined,
    offAppHide: () => undefined,
    onError: () => undefined,
    offError: () => undefined,
    onUnhandledRejection: () => undefined,
    onPageNotFound: () => undefined,
    onThemeChange: () => undefined,
    onWindowResize: () => undefined,
    offWindowResize: () => undefined,
    onMemoryWarning: () => undefined,
    getUpdateManager: () => ({
      onCheckForUpdate: () => undefined,
      onUpdateReady: () => undefined,
      onUpdateFailed: () => undefined,
      applyUpdate: () => undefined,
    }),
    canIUse: () => true,
    nextTick: (fn: unknown) => (globals.setTimeout as AnyFn)(fn, 0),
    env: { USER_DATA_PATH: 'wxfile://usr' },
    // interface
    showToast: asyncApi(
      'showToast',
      (o) =>
        void toasts.push({
          type: 'showToast',
          title: String(o.title ?? ''),
          icon: o.icon === undefined ? undefined : String(o.icon),
        }),
    ),
    hideToast: noopApi('hideToast'),
    showLoading: asyncApi(
      'showLoading',
      (o) => void toasts.push({ type: 'showLoading', title: String(o.title ?? '') }),
    ),
    hideLoading: noopApi('hideLoading'),
    showModal: asyncApi('showModal', (o) => {
      toasts.push({
        type: 'showModal',
        title: o.title === undefined ? undefined : String(o.title),
        content: o.content === undefined ? undefined : String(o.content),
      })
      const confirm = options.modalConfirm ?? true
      return { confirm, cancel: !confirm }
    }),
    showActionSheet: asyncApi('showActionSheet', () => {
      toasts.push({ type: 'showActionSheet' })
      return { tapIndex: 0 }
    }),
    setNavigationBarTitle: noopApi('setNavigationBarTitle'),
    setNavigationBarColor: noopApi('setNavigationBarColor'),
    showNavigationBarLoading: noopApi('showNavigationBarLoading'),
    hideNavigationBarLoading: noopApi('hideNavigationBarLoading'),
    setBackgroundColor: noopApi('setBackgroundColor'),
    setBackgroundTextStyle: noopApi('setBackgroundTextStyle'),
    pageScrollTo: noopApi('pageScrollTo'),
    startPullDownRefresh: asyncApi('startPullDownRefresh', () => {
      const top = stack[stack.length - 1]
      if (top) lifecycle(top, 'onPullDownRefresh')
    }),
    stopPullDownRefresh: noopApi('stopPullDownRefresh'),
    hideKeyboard: noopApi('hideKeyboard'),
    vibrateShort: noopApi('vibrateShort'),
    setClipboardData: asyncApi('setClipboardData', (o) => void clipboard.push(String(o.data ?? ''))),
    getClipboardData: asyncApi('getClipboardData', () => ({ data: clipboard[clipboard.length - 1] ?? '' })),
    makePhoneCall: noopApi('makePhoneCall'),
    previewImage: noopApi('previewImage'),
    showShareMenu: noopApi('showShareMenu'),
    hideShareMenu: noopApi('hideShareMenu'),
    reportAnalytics: () => undefined,
    reportEvent: () => undefined,
    createSelectorQuery: selectorQuery,
    createIntersectionObserver: () => {
      const o: Record<string, unknown> = {}
      Object.assign(o, {
        relativeTo: () => o,
        relativeToViewport: () => o,
        observe: () => undefined,
        disconnect: () => undefined,
      })
      return o
    },
    // navigation
    navigateTo: navigate('navigateTo'),
    redirectTo: navigate('redirectTo'),
    navigateBack: navigate('navigateBack'),
    switchTab: navigate('switchTab'),
    reLaunch: navigate('reLaunch'),
    navigateToMiniProgram: noopApi('navigateToMiniProgram'),
    // open abilities
    login: asyncApi('login', () => ({ code: 'harness-login-code' })),
    checkSession: noopApi('checkSession'),
    getSetting: asyncApi('getSetting', () => ({ authSetting: {} })),
    authorize: noopApi('authorize'),
    getUserProfile: asyncApi('getUserProfile', () => ({ userInfo: { nickName: '测试用户', avatarUrl: '' } })),
    // Less common APIs: present so Taro.* exists for them (a missing one is a TypeError in page code), inert.
    ...Object.fromEntries(
      [
        'downloadFile',
        'saveImageToPhotosAlbum',
        'openDocument',
        'getLocation',
        'chooseLocation',
        'openLocation',
        'scanCode',
        'requestPayment',
        'requestSubscribeMessage',
        'showShareImageMenu',
        'openSetting',
        'navigateBackMiniProgram',
        'exitMiniProgram',
        'setKeepScreenOn',
        'loadFontFace',
        'hideHomeButton',
        'setTabBarBadge',
        'removeTabBarBadge',
        'showTabBar',
        'hideTabBar',
        'vibrateLong',
        'openCustomerServiceChat',
        'updateShareMenu',
        'getImageInfo',
        'compressImage',
        'saveFile',
        'getSavedFileList',
      ].map((name) => [name, noopApi(name)]),
    ),
    onKeyboardHeightChange: () => undefined,
    offKeyboardHeightChange: () => undefined,
    getPerformance: () => ({
      now: () => Date.now(),
      getEntries: () => [],
      createObserver: () => ({ observe: () => undefined, disconnect: () => undefined }),
    }),
    createVideoContext: () => inertObject(),
    createInnerAudioContext: () => inertObject(),
    createCanvasContext: () => inertObject(),
    createAnimation: () => inertObject(),
    getBackgroundAudioManager: () => inertObject(),
    getFileSystemManager: () => inertObject(),
    arrayBufferToBase64: (buf: ArrayBuffer) => Buffer.from(buf).toString('base64'),
    base64ToArrayBuffer: (b64: string) => {
      const bytes = Buffer.from(b64, 'base64')
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
    },
    // media: the files the test put in options.pickFiles
    chooseMedia: asyncApi('chooseMedia', () => ({
      type: 'image',
      tempFiles: (options.pickFiles ?? []).map((f) => ({
        tempFilePath: f.path,
        size: f.data.length,
        fileType: 'image',
      })),
    })),
    chooseImage: asyncApi('chooseImage', () => ({
      tempFilePaths: (options.pickFiles ?? []).map((f) => f.path),
      tempFiles: (options.pickFiles ?? []).map((f) => ({ path: f.path, size: f.data.length })),
    })),
    uploadFile: (opts: unknown = {}) => uploadFile(opts),
    // network
    request: (opts: unknown = {}) => {
      const o = (isRecord(opts) ? opts : {}) as Record<string, unknown> & Callbacks
      const req: WxRequest = {
        url: String(o.url ?? ''),
        method: String(o.method ?? 'GET').toUpperCase(),
        data: o.data === undefined ? undefined : JSON.parse(JSON.stringify(o.data)),
        header: isRecord(o.header) ? Object.fromEntries(Object.entries(o.header).map(([k, v]) => [k, String(v)])) : {},
        dataType: o.dataType === undefined ? undefined : String(o.dataType),
        responseType: o.responseType === undefined ? undefined : String(o.responseType),
        timeout: typeof o.timeout === 'number' ? o.timeout : undefined,
      }
      requests.push(req)
      let aborted = false
      const p = (async () => {
        try {
          if (options.network && !options.network.connected) throw new Error('network unavailable')
          if (!handler) throw new Error('no request handler given to bootApp')
          const res = await handler(req)
          if (aborted || rt.closed) return
          const out = {
            errMsg: 'request:ok',
            statusCode: res.statusCode,
            header: res.header ?? {},
            cookies: [] as string[],
          }
          const data = res.data instanceof ArrayBuffer ? res.data : inward(res.data)
          const payload = Object.assign(inward(out), { data })
          later(() => {
            guard('request.success', () => o.success?.(payload))
            guard('request.complete', () => o.complete?.(payload))
          })
        } catch (err) {
          if (rt.closed) return
          const res = inward({ errMsg: aborted ? 'request:fail abort' : `request:fail ${errorInfo(err).message}` })
          later(() => {
            guard('request.fail', () => o.fail?.(res))
            guard('request.complete', () => o.complete?.(res))
          })
        }
      })()
      track(p)
      return {
        abort: () => void (aborted = true),
        onHeadersReceived: () => undefined,
        offHeadersReceived: () => undefined,
        onChunkReceived: () => undefined,
        offChunkReceived: () => undefined,
      }
    },
  }

  Object.assign(globals, {
    wx,
    App: (config: unknown) => {
      if (!isRecord(config)) throw new Error('App() needs an object')
      rt.appInstance = config
    },
    Page: (config: unknown) => {
      if (!rt.registering) throw new Error('Page() called outside a page file')
      if (!isRecord(config)) throw new Error('Page() needs an object')
      pageConfigs.set(rt.registering, config)
    },
    Component: (config: unknown) => {
      if (isRecord(config)) componentConfigs.set(`component-${componentConfigs.size}`, config)
    },
    Behavior: (config: unknown) => config,
    getApp: () => rt.appInstance,
    getCurrentPages: () => [...stack],
    requirePlugin: () => ({}),
    __wxConfig: inward({
      pages,
      subPackages: subPackagesOf(appJson),
      global: { window: {} },
      envVersion: 'develop',
      accountInfo: { appId: 'touristappid' },
    }),
  })
  Object.assign(sandbox, globals)
  Object.assign(rt, { wx })
}
