/**
 * Where offline copies are stored (docs/product.md §8.5): IndexedDB through idb-keyval on H5, the mini-program's
 * storage there; and how each target tells that the network is gone.
 */
import Taro from '@tarojs/taro'
import * as idb from 'idb-keyval'
import { createCopyBackend as h5Backend } from '@/platform/copy-storage'
import { createCopyBackend as weappBackend } from '@/platform/copy-storage.weapp'
import { networkGone as h5Gone, networkGoneNow as h5GoneNow } from '@/platform/network'

jest.mock('idb-keyval', () => {
  const values = new Map<string, string>()
  return {
    createStore: jest.fn(() => 'store'),
    get: jest.fn(async (key: string) => values.get(key)),
    set: jest.fn(async (key: string, value: string) => void values.set(key, value)),
    del: jest.fn(async (key: string) => void values.delete(key)),
  }
})

jest.mock('@tarojs/taro', () => {
  const values = new Map<string, string>()
  const listeners: ((state: { isConnected: boolean }) => void)[] = []
  return {
    __esModule: true,
    default: {
      getStorageSync: (key: string) => values.get(key) ?? '',
      setStorageSync: (key: string, value: string) => void values.set(key, value),
      removeStorageSync: (key: string) => void values.delete(key),
      getNetworkType: jest.fn(async () => ({ networkType: 'none' })),
      onNetworkStatusChange: (listener: (state: { isConnected: boolean }) => void) => void listeners.push(listener),
      emitNetwork: (isConnected: boolean) => listeners.forEach((listener) => listener({ isConnected })),
    },
  }
})

describe.each([
  ['H5 (IndexedDB)', h5Backend],
  ['mini-program storage', weappBackend],
])('copy storage: %s', (_name, create) => {
  it('stores, reads and deletes strings', async () => {
    const backend = create()
    await expect(backend.get('k')).resolves.toBeUndefined()
    await backend.set('k', '副本')
    await expect(backend.get('k')).resolves.toBe('副本')
    await backend.del('k')
    await expect(backend.get('k')).resolves.toBeUndefined()
  })
})

it('H5 keeps copies in a database of their own', () => {
  h5Backend()
  expect(idb.createStore).toHaveBeenCalledWith('community-offline', 'copies')
})

describe('the network is gone', () => {
  it('H5: only when the browser says so', async () => {
    const scope = globalThis as unknown as { navigator?: { onLine: boolean } }
    expect(h5GoneNow()).toBe(false)
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true })
    await expect(h5Gone()).resolves.toBe(true)
    delete scope.navigator
  })

  it('mini-program: getNetworkType answering none, then the status-change events', async () => {
    const { networkGone, networkGoneNow } = await import('@/platform/network.weapp')
    await expect(networkGone()).resolves.toBe(true)
    expect(networkGoneNow()).toBe(true)
    ;(Taro as unknown as { emitNetwork(on: boolean): void }).emitNetwork(true)
    expect(networkGoneNow()).toBe(false)
    await expect(networkGone()).resolves.toBe(false)
  })
})

it('mini-program: a getNetworkType that fails is taken for a network that is there', async () => {
  const taro = Taro as unknown as { getNetworkType: jest.Mock }
  taro.getNetworkType.mockRejectedValueOnce(new Error('getNetworkType:fail'))
  let module: typeof import('@/platform/network.weapp') | undefined
  jest.isolateModules(() => {
    module = jest.requireActual<typeof import('@/platform/network.weapp')>('@/platform/network.weapp')
  })
  await expect(module!.networkGone()).resolves.toBe(false)
})
