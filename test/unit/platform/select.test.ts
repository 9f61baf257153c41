jest.mock('@tarojs/taro', () => ({ __esModule: true, default: jest.requireActual('./taro-mock').taroMock }))

function freshModule() {
  let mod: typeof import('@/platform') | undefined
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof import('@/platform')>('@/platform')
  })
  return mod as typeof import('@/platform')
}

function browserHost(userAgent = 'Mozilla/5.0', extra: Record<string, unknown> = {}) {
  const listeners: Record<string, () => void> = {}
  const document = {
    visibilityState: 'visible',
    addEventListener: (name: string, handler: () => void) => {
      listeners[name] = handler
    },
  }
  return { host: { navigator: { userAgent }, location: { pathname: '/community/' }, document, ...extra }, listeners }
}

describe('selectPlatform', () => {
  it('chooses the mini-program for the weapp build or without a window', () => {
    const { selectPlatform } = freshModule()
    expect(selectPlatform({ isMiniProgram: true }).kind).toBe('wx')
    expect(selectPlatform({ isMiniProgram: false }).kind).toBe('wx') // node: no window
  })
  it('chooses the native app by user agent or injected module, else the browser', () => {
    const { selectPlatform } = freshModule()
    expect(
      selectPlatform({ host: browserHost('BrokerApp/9.65').host, isMiniProgram: false, log: jest.fn() }).kind,
    ).toBe('native')
    expect(
      selectPlatform({ host: browserHost('x', { community: { call: jest.fn() } }).host, isMiniProgram: false }).kind,
    ).toBe('native')
    expect(selectPlatform({ host: browserHost().host, isMiniProgram: false }).kind).toBe('browser')
    expect(selectPlatform({ host: {}, isMiniProgram: false }).kind).toBe('browser')
  })
  it('turns document visibility into pageVisible', () => {
    const { selectPlatform } = freshModule()
    const { host, listeners } = browserHost()
    const platform = selectPlatform({ host, isMiniProgram: false })
    const visible = jest.fn()
    platform.events.on('pageVisible', visible)
    listeners.visibilitychange()
    host.document.visibilityState = 'hidden'
    listeners.visibilitychange()
    expect(visible).toHaveBeenCalledTimes(1)
  })
})

describe('getPlatform / setPlatform / refresh registry', () => {
  it('selects lazily and reuses the same instance', () => {
    const { getPlatform } = freshModule()
    const first = getPlatform()
    expect(getPlatform()).toBe(first)
    expect(first.kind).toBe('wx')
  })
  it('runs the page refresh once when the installed platform reports visibility', () => {
    const mod = freshModule()
    const platform = mod.createBrowserPlatform({ host: {}, log: jest.fn() })
    mod.setPlatform(platform)
    const refresh = jest.fn()
    mod.getRefreshRegistry().register(refresh)
    platform.events.emit('pageVisible', undefined)
    platform.events.emit('pageVisible', undefined)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(mod.getPlatform()).toBe(platform)
  })
})

describe('inMiniProgramWebView', () => {
  it('is true for the H5 site in a mini-program web view, by marker or user agent, and false elsewhere', () => {
    const { inMiniProgramWebView } = freshModule()
    expect(inMiniProgramWebView(browserHost('MicroMessenger/8.0 miniProgram').host as never)).toBe(true)
    expect(
      inMiniProgramWebView(browserHost('MicroMessenger/8.0', { __wxjs_environment: 'miniprogram' }).host as never),
    ).toBe(true)
    expect(inMiniProgramWebView(browserHost('MicroMessenger/8.0').host as never)).toBe(false)
    expect(inMiniProgramWebView(undefined)).toBe(false)
  })
})
