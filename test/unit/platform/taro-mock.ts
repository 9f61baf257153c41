/** A jest.fn() stand-in for the parts of @tarojs/taro the platform layer uses. */
export function createTaroMock() {
  return {
    showToast: jest.fn(() => Promise.resolve()),
    navigateTo: jest.fn(() => Promise.resolve()),
    redirectTo: jest.fn(() => Promise.resolve()),
    navigateBack: jest.fn(() => Promise.resolve()),
    getSystemInfoSync: jest.fn(() => ({ platform: 'ios', windowWidth: 375, windowHeight: 667, statusBarHeight: 20 })),
    getAppBaseInfo: jest.fn((): Record<string, unknown> => ({ fontSizeSetting: 17 })),
    login: jest.fn(() => Promise.resolve({ code: 'wx-code' })),
    downloadFile: jest.fn(() => Promise.resolve({ tempFilePath: '/tmp/a.png' })),
    saveImageToPhotosAlbum: jest.fn(() => Promise.resolve()),
    getStorageSync: jest.fn((): unknown => ''),
    setStorageSync: jest.fn(),
    removeStorageSync: jest.fn(),
    getCurrentPages: jest.fn((): { route?: string; options?: Record<string, string> }[] => []),
    request: jest.fn(),
    setClipboardData: jest.fn((_options: { data: string }) => Promise.resolve()),
  }
}

/** One shared instance: jest.mock factories are hoisted, so they require this module, not a local. */
export const taroMock = createTaroMock()
