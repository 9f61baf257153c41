import { NATIVE_LOGS } from '@/config/constants'
import { createBrowserPlatform, createNativePlatform, createWxPlatform } from '@/platform/hosts'
import type { BridgeHost } from '@/platform/transport'
import { taroMock as mockTaro } from './taro-mock'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: jest.requireActual('./taro-mock').taroMock }))

beforeEach(() => jest.clearAllMocks())

describe('native platform', () => {
  it('calls window.community and receives app events', async () => {
    const host: BridgeHost = {
      community: { call: (method: string) => (method === 'getTopInset' ? '{"top":30}' : undefined) },
    }
    const platform = createNativePlatform({ host, log: jest.fn() })
    expect(platform.kind).toBe('native')
    await expect(platform.getTopInset()).resolves.toBe(30)
    const theme = jest.fn()
    platform.events.on('themeChange', theme)
    ;(host.communityEvent as (n: string, p: string) => void)('themeChange', 'day')
    expect(theme).toHaveBeenCalledWith({ theme: 'light' })
  })
  it('uses window storages', () => {
    const items = new Map<string, string>()
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: jest.fn(),
    }
    const platform = createNativePlatform({ host: { sessionStorage: storage, localStorage: storage }, log: jest.fn() })
    platform.sessionStorage.set('token', 't')
    expect(items.get('token')).toBe('t')
    expect(platform.localStorage.get('token')).toBe('t')
  })
})

describe('browser platform', () => {
  it('logs that no module is injected and resolves empty', async () => {
    const log = jest.fn()
    const platform = createBrowserPlatform({ host: {}, log })
    expect(platform.kind).toBe('browser')
    await expect(platform.communityLogin()).resolves.toBeNull()
    expect(log).toHaveBeenCalledWith(NATIVE_LOGS.noModule, 'communityLogin')
  })
  it('navigates with history and opens outside urls in the tab', async () => {
    const location = { reload: jest.fn(), assign: jest.fn() }
    const history = { length: 3, back: jest.fn() }
    const close = jest.fn()
    const platform = createBrowserPlatform({ host: { location, history, close }, log: jest.fn() })
    platform.goBack({ refresh: true })
    expect(mockTaro.navigateBack).toHaveBeenCalledTimes(1)
    platform.closePage()
    expect(history.back).toHaveBeenCalledTimes(1)
    expect(close).not.toHaveBeenCalled()
    history.length = 1
    platform.closePage()
    expect(close).toHaveBeenCalledTimes(1)
    createBrowserPlatform({ host: {}, log: jest.fn() }).closePage()
    platform.reload()
    expect(location.reload).toHaveBeenCalled()
    await expect(platform.openUrl('https://broker.example/x')).resolves.toBe(true)
    expect(location.assign).toHaveBeenCalledWith('https://broker.example/x')
    await expect(platform.openUrl('nope')).resolves.toBe(false)
    expect(location.assign).toHaveBeenCalledTimes(1)
    platform.reload.call(undefined)
    createBrowserPlatform({ host: {}, log: jest.fn() }).reload()
  })
  it('offers an image as a download where there is no album', async () => {
    const link = { href: '', download: '', rel: '', click: jest.fn(), remove: jest.fn() }
    const document = { createElement: jest.fn(() => link), body: { appendChild: jest.fn() } }
    const log = jest.fn()
    const platform = createBrowserPlatform({ host: { document }, log })
    await expect(platform.saveImageToAlbum('data:image/png;base64,AAAA')).resolves.toBe(true)
    expect(link).toMatchObject({ href: 'data:image/png;base64,AAAA', download: 'poster.png' })
    expect(link.click).toHaveBeenCalledTimes(1)
    expect(link.remove).toHaveBeenCalledTimes(1)
    await expect(platform.saveImageToAlbum('javascript:alert(1)')).resolves.toBe(false)
    await expect(createBrowserPlatform({ host: {}, log }).saveImageToAlbum('data:image/png;base64,A')).resolves.toBe(
      false,
    )
    expect(link.click).toHaveBeenCalledTimes(1)
  })
})

describe('wx platform', () => {
  it('logs in with wx.login and reports the mini-program client', async () => {
    const platform = createWxPlatform({ log: jest.fn() })
    expect(platform.kind).toBe('wx')
    await expect(platform.miniProgramLogin()).resolves.toBe('wx-code')
    mockTaro.login.mockResolvedValueOnce({ code: undefined as unknown as string })
    await expect(platform.miniProgramLogin()).resolves.toBe('')
    mockTaro.login.mockRejectedValueOnce(new Error('no network'))
    await expect(platform.miniProgramLogin()).resolves.toBe('')
    await expect(platform.getClientInfo()).resolves.toEqual({
      clientType: 'weapp',
      appVersion: '',
      cid: '',
      deviceId: '',
      theme: null,
    })
    await expect(platform.communityLogin()).resolves.toBeNull()
  })
  it('saves remote and local images to the album, false on failure', async () => {
    const platform = createWxPlatform({ log: jest.fn() })
    await expect(platform.saveImageToAlbum('https://cdn/x.png')).resolves.toBe(true)
    expect(mockTaro.saveImageToPhotosAlbum).toHaveBeenCalledWith({ filePath: '/tmp/a.png' })
    await expect(platform.saveImageToAlbum('wxfile://tmp/b.png')).resolves.toBe(true)
    expect(mockTaro.saveImageToPhotosAlbum).toHaveBeenLastCalledWith({ filePath: 'wxfile://tmp/b.png' })
    mockTaro.saveImageToPhotosAlbum.mockRejectedValueOnce(new Error('auth denied'))
    await expect(platform.saveImageToAlbum('wxfile://tmp/b.png')).resolves.toBe(false)
  })
  it('navigates in-app paths, refuses outside urls, reloads the current page with its query', async () => {
    const log = jest.fn()
    const platform = createWxPlatform({ log })
    await expect(platform.openUrl('/pages/index/index')).resolves.toBe(true)
    expect(mockTaro.navigateTo).toHaveBeenCalledWith({ url: '/pages/index/index' })
    await expect(platform.openUrl('https://x')).resolves.toBe(false)
    platform.reload()
    expect(mockTaro.redirectTo).not.toHaveBeenCalled()
    mockTaro.getCurrentPages.mockReturnValueOnce([{ route: 'pages/a/index', options: { id: '1 2' } }])
    platform.reload()
    mockTaro.getCurrentPages.mockReturnValueOnce([{ route: 'pages/b/index' }])
    platform.reload()
    expect(mockTaro.redirectTo).toHaveBeenNthCalledWith(1, { url: '/pages/a/index?id=1%202' })
    expect(mockTaro.redirectTo).toHaveBeenNthCalledWith(2, { url: '/pages/b/index' })
    platform.goBack()
    platform.closePage()
    expect(mockTaro.navigateBack).toHaveBeenCalledTimes(2)
    await expect(platform.getTopInset()).resolves.toBe(20)
  })
  it('keeps local storage in Taro storage and session storage in memory', () => {
    const platform = createWxPlatform()
    platform.localStorage.set('draft', 'x')
    expect(mockTaro.setStorageSync).toHaveBeenCalledWith('draft', 'x')
    platform.sessionStorage.set('token', 't')
    expect(platform.sessionStorage.get('token')).toBe('t')
  })
})
