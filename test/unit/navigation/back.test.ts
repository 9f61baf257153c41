import { createBrowserPlatform, type Platform } from '@/platform'
import { goBackFrom } from '@/navigation/back'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { getCurrentPages: () => [], navigateBack: jest.fn() } }))

function fakePlatform() {
  const base = createBrowserPlatform({ host: {}, log: () => undefined })
  const platform: Platform = { ...base, goBack: jest.fn(), closePage: jest.fn() }
  const emitted = jest.fn()
  platform.events.on('back', emitted)
  return { platform, emitted }
}

describe('goBackFrom (the four back rules through the platform)', () => {
  it('comment detail: native back with the refresh flag', () => {
    const { platform } = fakePlatform()
    goBackFrom('comment-detail', { platform, stackDepth: () => 3 })
    expect(platform.goBack).toHaveBeenCalledWith({ refresh: true })
  })

  it('add-stock: emits the left-handle event', () => {
    const { platform, emitted } = fakePlatform()
    goBackFrom('add-stock', { platform, stackDepth: () => 3 })
    expect(emitted).toHaveBeenCalledTimes(1)
    expect(platform.closePage).not.toHaveBeenCalled()
  })

  it('first page or community home: closes the page', () => {
    const { platform } = fakePlatform()
    goBackFrom('search', { platform, stackDepth: () => 1 })
    goBackFrom('community-home', { platform, stackDepth: () => 4 })
    expect(platform.closePage).toHaveBeenCalledTimes(2)
  })

  it('otherwise: one page back through the router', () => {
    const { platform } = fakePlatform()
    const navigateBack = jest.fn(async () => undefined)
    expect(goBackFrom('search', { platform, stackDepth: () => 2, navigateBack })).toEqual({ kind: 'back' })
    expect(navigateBack).toHaveBeenCalledTimes(1)
    expect(platform.closePage).not.toHaveBeenCalled()
  })
})
