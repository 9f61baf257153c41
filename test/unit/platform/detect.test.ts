import { detectHost, isAndroidUserAgent, isMiniProgramWebView } from '@/platform/detect'
import { configureMessagingSdk, MESSAGING_SDK_APIS } from '@/platform/messaging-sdk'

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

describe('isMiniProgramWebView', () => {
  it('knows the mini-program web view by its marker or its user agent, and nothing else', () => {
    expect(isMiniProgramWebView({ userAgent: 'Mozilla/5.0 MicroMessenger/8.0', wxjsEnvironment: 'miniprogram' })).toBe(
      true,
    )
    expect(isMiniProgramWebView({ userAgent: 'Mozilla/5.0 MicroMessenger/8.0 miniProgram/wx123' })).toBe(true)
    expect(isMiniProgramWebView({ userAgent: 'Mozilla/5.0 MicroMessenger/8.0' })).toBe(false)
    expect(isMiniProgramWebView({ userAgent: 'Mozilla/5.0 BrokerApp/9.65' })).toBe(false)
    expect(isMiniProgramWebView({ userAgent: '' })).toBe(false)
  })
})

describe('configureMessagingSdk', () => {
  const config = { appId: 'wx1', timestamp: '1', nonceStr: 'n', signature: 's' }

  it('configures the SDK on the page with the signature and the calls the community uses', () => {
    const sdkConfig = jest.fn()
    const log = jest.fn()
    expect(configureMessagingSdk(config, { wx: { config: sdkConfig } } as never, log)).toBe(true)
    expect(sdkConfig).toHaveBeenCalledWith({ debug: false, ...config, jsApiList: [...MESSAGING_SDK_APIS] })
    expect(log).not.toHaveBeenCalled()
  })

  it('only logs when the SDK script is not on the page', () => {
    const log = jest.fn()
    expect(configureMessagingSdk(config, {} as never, log)).toBe(false)
    expect(log).toHaveBeenCalledTimes(1)
  })
})
