import { createEmitter } from '@/platform/emitter'
import { createMemoryStorage } from '@/platform/storage'
import type { ClientInfo, HostKind, Platform, PlatformEvents } from '@/platform/types'

/** A Platform whose every method is a jest.fn() with an empty answer; override per test. */
export function fakePlatform(kind: HostKind, overrides: Partial<Platform> = {}): jest.Mocked<Platform> {
  const emptyClient: ClientInfo = { clientType: '', appVersion: '', cid: '', deviceId: '', theme: null }
  const platform = {
    kind,
    events: createEmitter<PlatformEvents>(),
    sessionStorage: createMemoryStorage(),
    localStorage: createMemoryStorage(),
    communityLogin: jest.fn(async () => null),
    getCommunityAccount: jest.fn(async () => null),
    logout: jest.fn(async () => undefined),
    getClientInfo: jest.fn(async () => emptyClient),
    miniProgramLogin: jest.fn(async () => ''),
    comment: jest.fn(async () => null),
    share: jest.fn(async () => false),
    getFavourite: jest.fn(async () => false),
    setFavourite: jest.fn(async () => false),
    addWatchlistStock: jest.fn(async () => false),
    getWatchlistStocks: jest.fn(async () => []),
    getWatchlistGroups: jest.fn(async () => []),
    requestQuote: jest.fn(async () => null),
    openUrl: jest.fn(async () => false),
    copyText: jest.fn(async () => true),
    openFunction: jest.fn(async () => false),
    saveImageToAlbum: jest.fn(async () => false),
    logEvent: jest.fn(),
    getAbTestValue: jest.fn(async () => ''),
    promptGoodRating: jest.fn(async () => undefined),
    markDailyAction: jest.fn(async () => false),
    closePage: jest.fn(),
    goBack: jest.fn(),
    reload: jest.fn(),
    setLeftHandle: jest.fn(),
    getTopInset: jest.fn(async () => 0),
    getFontScale: jest.fn(async (): Promise<number | null> => null),
    navigateTo: jest.fn(async () => undefined),
    redirectTo: jest.fn(async () => undefined),
    toast: jest.fn(),
    getSystemInfo: jest.fn(async () => ({ platform: '', windowWidth: 0, windowHeight: 0, statusBarHeight: 0 })),
    probeBridge: jest.fn(async () => ({ outcome: 'unavailable' as const, ms: 0 })),
    receiveNativeEvent: jest.fn(),
    ...overrides,
  }
  return platform as unknown as jest.Mocked<Platform>
}
