/** The shim that stands in for the `platform` library in Taro's H5 getSystemInfo. */
function shimFor(userAgent: string) {
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent }, configurable: true })
  let shim: { manufacturer: string | null; product: string | null; os: { family: string | null; toString(): string } }
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    shim = require('../../config/shims/platform.js').default
  })
  return shim!
}

afterAll(() => {
  Reflect.deleteProperty(globalThis, 'navigator')
})

describe('platform shim for Taro H5', () => {
  it('reads iOS devices', () => {
    const s = shimFor('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 BrokerApp/9.65')
    expect(s.os.family).toBe('iOS')
    expect(String(s.os)).toBe('iOS 17.4')
    expect(s.manufacturer).toBe('Apple')
    expect(s.product).toBe('iPhone')
  })
  it('reads Android devices and their model', () => {
    const s = shimFor(
      'Mozilla/5.0 (Linux; Android 13; SM-S9180 Build/TP1A.220624.014; wv) AppleWebKit/537.36 Chrome/120.0 Mobile',
    )
    expect(s.os.family).toBe('Android')
    expect(s.os.toString()).toBe('Android 13')
    expect(s.product).toBe('SM-S9180')
  })
  it('names desktop systems and gives empty facts for anything else', () => {
    expect(shimFor('Mozilla/5.0 (Windows NT 10.0; Win64; x64)').os.family).toBe('Windows')
    expect(shimFor('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)').os.family).toBe('OS X')
    expect(shimFor('Mozilla/5.0 (X11; Linux x86_64)').os.family).toBe('Linux')
    const unknown = shimFor('curl/8.0')
    expect(unknown.os.family).toBeNull()
    expect(unknown.os.toString()).toBe('')
  })
})
