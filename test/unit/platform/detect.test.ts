import { detectHost, isAndroidUserAgent } from '@/platform/detect'

const base = {
  userAgent: 'Mozilla/5.0 (iPhone) Safari',
  pathname: '/community/pages/index/index',
  hasBridge: false,
  isMiniProgram: false,
}

describe('detectHost', () => {
  it('is the mini-program whenever the build says so', () => {
    expect(detectHost({ ...base, isMiniProgram: true, hasBridge: true })).toBe('wx')
  })
  it('is the native app when the community module is injected', () => {
    expect(detectHost({ ...base, hasBridge: true })).toBe('native')
  })
  it.each(['Mozilla/5.0 BrokerApp/9.65', 'Mozilla/5.0 community-app'])(
    'is the native app for user agent %s',
    (userAgent) => {
      expect(detectHost({ ...base, userAgent })).toBe('native')
    },
  )
  it.each(['/app/feed', '/community/app/pages/index/index'])('is the native app under the app path %s', (pathname) => {
    expect(detectHost({ ...base, pathname })).toBe('native')
  })
  it('is a plain browser otherwise, also with missing facts', () => {
    expect(detectHost(base)).toBe('browser')
    expect(
      detectHost({ ...base, userAgent: undefined as unknown as string, pathname: undefined as unknown as string }),
    ).toBe('browser')
    expect(detectHost({ ...base, pathname: '/community/application' })).toBe('browser')
  })
})

describe('isAndroidUserAgent', () => {
  it('reads the Android marker', () => {
    expect(isAndroidUserAgent('Mozilla/5.0 (Linux; Android 12)')).toBe(true)
    expect(isAndroidUserAgent('Mozilla/5.0 (iPhone)')).toBe(false)
    expect(isAndroidUserAgent(undefined as unknown as string)).toBe(false)
  })
})
