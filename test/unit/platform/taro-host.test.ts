import { DURATIONS } from '@/config/constants'
import { createTaroHost } from '@/platform/taro-host'
import { taroMock as mockTaro } from './taro-mock'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: jest.requireActual('./taro-mock').taroMock }))

beforeEach(() => jest.clearAllMocks())

describe('taro host', () => {
  it('shows a plain toast for the standard duration, never an empty one', () => {
    const host = createTaroHost(jest.fn())
    host.toast('saved')
    host.toast('')
    expect(mockTaro.showToast).toHaveBeenCalledTimes(1)
    expect(mockTaro.showToast).toHaveBeenCalledWith({ title: 'saved', icon: 'none', duration: DURATIONS.toastMs })
  })
  it('copies text to the clipboard, and says false (with a log line) when the host refuses', async () => {
    const log = jest.fn()
    const host = createTaroHost(log)
    await expect(host.copyText('https://www.example.org/a')).resolves.toBe(true)
    expect(mockTaro.setClipboardData).toHaveBeenCalledWith({ data: 'https://www.example.org/a' })
    mockTaro.setClipboardData.mockRejectedValueOnce(new Error('no permission'))
    await expect(host.copyText('x')).resolves.toBe(false)
    expect(log).toHaveBeenCalledWith('setClipboardData failed', expect.any(Error))
  })
  it('logs navigation failures instead of throwing', async () => {
    const log = jest.fn()
    const host = createTaroHost(log)
    mockTaro.navigateTo.mockRejectedValueOnce(new Error('page not found'))
    await expect(host.navigateTo('/nowhere')).resolves.toBeUndefined()
    expect(log).toHaveBeenCalledWith('navigateTo failed', expect.any(Error))
    await host.redirectTo('/a')
    await host.navigateBack()
    expect(mockTaro.redirectTo).toHaveBeenCalledWith({ url: '/a' })
  })
  it('reads system info with defaults, and survives a failure', async () => {
    const log = jest.fn()
    const host = createTaroHost(log)
    await expect(host.getSystemInfo()).resolves.toEqual({
      platform: 'ios',
      windowWidth: 375,
      windowHeight: 667,
      statusBarHeight: 20,
    })
    mockTaro.getSystemInfoSync.mockReturnValueOnce({} as never)
    await expect(host.getSystemInfo()).resolves.toEqual({
      platform: '',
      windowWidth: 0,
      windowHeight: 0,
      statusBarHeight: 0,
    })
    mockTaro.getSystemInfoSync.mockImplementationOnce(() => {
      throw new Error('unsupported')
    })
    await expect(host.getSystemInfo()).resolves.toEqual({
      platform: '',
      windowWidth: 0,
      windowHeight: 0,
      statusBarHeight: 0,
    })
    expect(log).toHaveBeenCalled()
  })
})
