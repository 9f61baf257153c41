/**
 * What every page test needs, whatever its area: a fake platform with memory storage, the router's
 * current page, API pages, hand-settled promises, and a feed item with every contract field empty.
 */
import Taro from '@tarojs/taro'
import type { Page } from '@shared/api'
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

export { blankDynamic, deferred, type Deferred } from '../support/fixtures'
