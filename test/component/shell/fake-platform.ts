import { createBrowserPlatform, setPlatform, type Platform } from '@/platform'

/** A browser platform over a plain host object, with its host calls recorded. */
export function installFakePlatform(overrides: Partial<Platform> = {}) {
  const base = createBrowserPlatform({ host: {} as never, log: () => undefined })
  const calls = {
    toast: jest.fn(),
    navigateTo: jest.fn(async (_url: string) => undefined),
    openUrl: jest.fn(async (_url: string, _options?: { navigationBarHidden?: boolean }) => true),
    goBack: jest.fn(),
    closePage: jest.fn(),
    share: jest.fn(async () => true),
    logEvent: jest.fn(),
    getTopInset: jest.fn(async () => 0),
  }
  const platform: Platform = { ...base, ...calls, ...overrides }
  setPlatform(platform)
  return { platform, calls }
}
