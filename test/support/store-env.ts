/**
 * Stores for tests, the way the app builds them but with a fake API: every endpoint is a jest.fn
 * that never answers until the test says what it answers, so a test sees only the calls it set up.
 */
import type { Api } from '@/api'
import type { FavouriteData, QuoteRequest, QuoteResponse, WatchlistGroup } from '@shared/bridge'
import { createMemoryStorage } from '@/platform/storage'
import type { KeyValueStorage } from '@/platform/types'
import { RootStore, type StoreEnv, type StorePlatform } from '@/stores'

type FakeDomain = Record<string, jest.Mock>
export type FakeApi = { [D in keyof Api]: { [F in keyof Api[D]]: jest.Mock } }

const created: { fn: jest.Mock; fallback: () => unknown }[] = []
const never = () => new Promise(() => undefined)
// The answers a page's HTML carried (`…AtBoot`) are synchronous: by default there is none.
const fallbackOf = (name: string) => (name.endsWith('AtBoot') ? () => undefined : never)

/** Each domain and call is created on first use, so tests name only what they need. */
export function createFakeApi(): FakeApi {
  const domains = new Map<string, FakeDomain>()
  return new Proxy({} as FakeApi, {
    get(_target, domain: string) {
      let calls = domains.get(domain)
      if (!calls) {
        const made: FakeDomain = {}
        calls = new Proxy(made, {
          get(target, name: string) {
            if (!target[name]) {
              const fallback = fallbackOf(name)
              target[name] = jest.fn(fallback)
              created.push({ fn: target[name], fallback })
            }
            return target[name]
          },
        })
        domains.set(domain, calls)
      }
      return calls
    },
  })
}

/** The fake API of this test file: the stores made here call it, the tests say what it answers. */
export const fakeApi: FakeApi = createFakeApi()

/** Every fake back to "never answers" (no answer from the HTML), so a test only sees the answers it gave. */
export function resetFakeApi(): void {
  for (const { fn, fallback } of created) {
    fn.mockReset()
    fn.mockImplementation(fallback)
  }
}

export interface TestStores {
  stores: RootStore
  api: FakeApi
  platform: StorePlatform
  requireLogin: jest.Mock<boolean, []>
}

export function fakeStorePlatform(kind: StorePlatform['kind'] = 'browser'): jest.Mocked<StorePlatform> {
  return {
    kind,
    toast: jest.fn(),
    getFavourite: jest.fn(async (_newsId: string) => false),
    setFavourite: jest.fn(async (_data: FavouriteData, _collected: boolean) => true),
    addWatchlistStock: jest.fn(async (_code: string) => true),
    getWatchlistStocks: jest.fn(async () => [] as string[]),
    getWatchlistGroups: jest.fn(async () => [] as WatchlistGroup[]),
    requestQuote: jest.fn(async (_request: QuoteRequest) => null as QuoteResponse | null),
    getAbTestValue: jest.fn(async (_key: 'AccountInterflow') => ''),
    promptGoodRating: jest.fn(async () => undefined),
    saveImageToAlbum: jest.fn(async (_url: string) => true),
  }
}

export function makeTestStores(
  options: {
    loggedIn?: boolean
    api?: FakeApi
    platform?: StorePlatform
    requireLogin?: () => boolean
    env?: Partial<StoreEnv>
    sessionStorage?: KeyValueStorage
    localStorage?: KeyValueStorage
    now?: () => Date
  } = {},
): TestStores {
  const api = options.api ?? createFakeApi()
  const platform = options.platform ?? fakeStorePlatform()
  const requireLogin = jest.fn(options.requireLogin ?? (() => false))
  const stores = new RootStore({
    sessionStorage: options.sessionStorage ?? createMemoryStorage(),
    localStorage: options.localStorage ?? createMemoryStorage(),
    now: options.now,
    api: api as unknown as Api,
    platform,
    requireLogin,
    ...options.env,
  })
  if (options.loggedIn) stores.session.setAccount({ accountId: '10001', token: 'dev-token', userCode: 'U10001' })
  return { stores, api, platform, requireLogin }
}
