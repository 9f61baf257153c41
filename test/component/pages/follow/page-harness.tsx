/**
 * What the follow and search page tests share: the Taro page hooks, a fake platform with memory
 * storage, stores with or without a logged-in viewer, the router's current page, and fixtures shaped
 * like the API contract.
 */
// Feed cards' lazy images need an IntersectionObserver, which jsdom lacks.
import '../../feed/observer-stub'
import Taro from '@tarojs/taro'
import { act, render, type RenderResult } from '@testing-library/react'
import type { ComponentType } from 'react'
import type { Account, Dynamic, FollowUser, Page } from '@shared/api'
import { createMemoryStorage, type Platform } from '@/platform'
import { RootStore, StoreProvider } from '@/stores'
import { installFakePlatform } from '../../shell/fake-platform'

export const VIEWER = { accountId: 'dev-10001', token: 'dev-token-10001' } as const
/** The stores' clock: dots are decided against it. */
export const NOW = new Date(2026, 10, 22, 12, 0, 0)

export function setupPlatform(overrides: Partial<Platform> = {}) {
  return installFakePlatform({
    localStorage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    ...overrides,
  })
}

export function makeStores(loggedIn: boolean): RootStore {
  const stores = new RootStore({
    sessionStorage: createMemoryStorage(),
    localStorage: createMemoryStorage(),
    now: () => NOW,
  })
  if (loggedIn) stores.session.setAccount({ ...VIEWER })
  return stores
}

export function setRoute(path: string, params: Record<string, string> = {}): void {
  ;(Taro.getCurrentInstance() as unknown as { router: unknown }).router = { path: `/${path}`, params }
}

export function clearRoute(): void {
  ;(Taro.getCurrentInstance() as unknown as { router: unknown }).router = null
}

export async function renderPage(Page: ComponentType, stores: RootStore): Promise<RenderResult> {
  let result!: RenderResult
  await act(async () => {
    result = render(
      <StoreProvider store={stores}>
        <Page />
      </StoreProvider>,
    )
  })
  await flush()
  return result
}

/** Lets resolved promises and the renders they cause run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await act(async () => undefined)
}

export function wait(ms: number): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)))
}

export function pageOf<T>(list: T[], hasMore = false, pageNum = 1): Page<T> {
  return { list, total: list.length, pageNum, pageSize: 20, hasMore }
}

export function account(id: string, overrides: Partial<Account> = {}): Account {
  return {
    accountId: id,
    nickName: `用户${id}`,
    avatar: `/avatars/${id}.png`,
    bio: '',
    kind: 'user',
    verifiedTitle: null,
    followers: 12,
    following: 3,
    followed: false,
    ...overrides,
  }
}

export function followUser(id: string, lastDynamicDate: string | null): FollowUser {
  return { ...account(id, { followed: true }), lastDynamicDate }
}

export function dynamic(id: string, overrides: Partial<Dynamic> = {}): Dynamic {
  return {
    pubType: 5,
    pubId: `p${id}`,
    articleId: id,
    orgArtId: null,
    title: `动态标题${id}`,
    shareUrl: null,
    supplier: null,
    webinarId: null,
    subject: null,
    openType: null,
    isRobotWrite: 0,
    outLinkUrlIos: null,
    outLinkUrlAndroid: null,
    accountId: 'a1',
    h5Url: null,
    nativeUrl: null,
    followed: false,
    createdDate: '2026-11-22 10:00:00',
    isNews: 0,
    praise: 0,
    forId: `f${id}`,
    author: { nickName: '作者一', avatar: '/avatars/a1.png', kind: 'user' },
    summary: `摘要${id}`,
    images: [],
    stocks: [],
    topics: [],
    circle: null,
    praiseCount: 0,
    commentCount: 0,
    praised: false,
    offShelf: false,
    duration: null,
    liveStatus: null,
    ...overrides,
  }
}

export interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}
