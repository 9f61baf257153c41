/**
 * What every page test needs, whatever its area: a fake platform with memory storage, the router's
 * current page, API pages, hand-settled promises, and a feed item with every contract field empty.
 */
import Taro from '@tarojs/taro'
import type { Dynamic, Page } from '@shared/api'
import { createMemoryStorage, type Platform } from '@/platform'
import { installFakePlatform } from './shell/fake-platform'

/** A browser platform (or the given overrides, e.g. kind 'native') with memory storages. */
export function setupPlatform(overrides: Partial<Platform> = {}) {
  return installFakePlatform({
    localStorage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    ...overrides,
  })
}

export function setRoute(path: string, params: Record<string, string> = {}): void {
  ;(Taro.getCurrentInstance() as unknown as { router: unknown }).router = { path: `/${path}`, params }
}

export function clearRoute(): void {
  ;(Taro.getCurrentInstance() as unknown as { router: unknown }).router = null
}

export function pageOf<T>(list: T[], hasMore = false, pageNum = 1): Page<T> {
  return { list, total: list.length, pageNum, pageSize: 20, hasMore }
}

export interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}

/** A promise the test settles by hand, to look at the in-flight state. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** A post with every field of the contract present and empty; fixtures fill in what they test. */
export function blankDynamic(): Dynamic {
  return {
    pubType: 5,
    pubId: '',
    articleId: '',
    orgArtId: null,
    title: '',
    shareUrl: null,
    supplier: null,
    webinarId: null,
    subject: null,
    openType: null,
    isRobotWrite: 0,
    outLinkUrlIos: null,
    outLinkUrlAndroid: null,
    accountId: '',
    h5Url: null,
    nativeUrl: null,
    followed: false,
    createdDate: '',
    isNews: 0,
    praise: 0,
    forId: '',
    author: { nickName: '', avatar: '', kind: 'user' },
    summary: '',
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
  }
}
