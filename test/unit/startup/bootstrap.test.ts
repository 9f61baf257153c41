import { createBrowserPlatform, setPlatform, getRefreshRegistry } from '@/platform'
import { bootstrapApp } from '@/startup'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { showToast: jest.fn(() => Promise.resolve()) } }))

describe('bootstrapApp', () => {
  it('starts on the installed platform with stores on its storages', async () => {
    const platform = createBrowserPlatform({ host: {}, log: jest.fn() })
    setPlatform(platform)
    const session = await bootstrapApp({ address: '?accountId=1001&token=t&theme=night', log: jest.fn() })
    expect(session.platform).toBe(platform)
    expect(session.stores.session.accountId).toBe('1001')
    expect(platform.sessionStorage.get('accountId')).toBe('1001')
    expect(session.theme).toBe('dark')
    const refresh = jest.fn()
    getRefreshRegistry().register(refresh)
    platform.events.emit('loginUpdate', { accountId: '1002', token: 't2' })
    expect(refresh).toHaveBeenCalledTimes(1)
    session.stop()
  })
  it('reads the user agent when there is a navigator (Android turns the user-info poll on)', async () => {
    const had = Object.getOwnPropertyDescriptor(globalThis, 'navigator')
    Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true })
    setPlatform(createBrowserPlatform({ host: {}, log: jest.fn() }))
    const session = await bootstrapApp({ address: '', log: jest.fn() })
    expect(session.params.accountId).toBe('')
    session.stop()
    if (had) Object.defineProperty(globalThis, 'navigator', had)
    else delete (globalThis as { navigator?: unknown }).navigator
  })
})
