import { createMemoryStorage, createTaroStorage, createWebStorage } from '@/platform/storage'

function fakeWebStorage(): Storage {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size
    },
  }
}

const throwing = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
} as unknown as Storage

describe('memory storage', () => {
  it('stores, reads and removes', () => {
    const storage = createMemoryStorage()
    storage.set('a', '1')
    expect(storage.get('a')).toBe('1')
    storage.remove('a')
    expect(storage.get('a')).toBeNull()
  })
})

describe('web storage', () => {
  it('writes through to the browser storage', () => {
    const backing = fakeWebStorage()
    const storage = createWebStorage(() => backing)
    storage.set('token', 't')
    expect(backing.getItem('token')).toBe('t')
    backing.setItem('other', 'o')
    expect(storage.get('other')).toBe('o')
    storage.remove('token')
    expect(storage.get('token')).toBeNull()
  })
  it('keeps working in memory when storage throws (private mode)', () => {
    const storage = createWebStorage(() => throwing)
    expect(() => storage.set('k', 'v')).not.toThrow()
    expect(storage.get('k')).toBe('v')
    expect(() => storage.remove('k')).not.toThrow()
    expect(storage.get('k')).toBeNull()
  })
  it('survives a storage that cannot even be reached, or is absent', () => {
    const denied = createWebStorage(() => {
      throw new Error('denied')
    })
    denied.set('k', 'v')
    expect(denied.get('k')).toBe('v')
    const absent = createWebStorage(() => undefined)
    absent.set('k', 'v')
    expect(absent.get('k')).toBe('v')
  })
})

describe('taro storage', () => {
  it('maps missing keys to null and writes through', () => {
    const api = { getStorageSync: jest.fn((): unknown => ''), setStorageSync: jest.fn(), removeStorageSync: jest.fn() }
    const storage = createTaroStorage(api)
    expect(storage.get('none')).toBeNull()
    api.getStorageSync.mockReturnValueOnce('stored')
    expect(storage.get('x')).toBe('stored')
    storage.set('x', '1')
    expect(api.setStorageSync).toHaveBeenCalledWith('x', '1')
    storage.remove('x')
    expect(api.removeStorageSync).toHaveBeenCalledWith('x')
  })
  it('falls back to memory when the API throws', () => {
    const fail = () => {
      throw new Error('full')
    }
    const storage = createTaroStorage({ getStorageSync: fail, setStorageSync: fail, removeStorageSync: fail })
    storage.set('k', 'v')
    expect(storage.get('k')).toBe('v')
    storage.remove('k')
    expect(storage.get('k')).toBeNull()
  })
})
