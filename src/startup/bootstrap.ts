/**
 * The one call the app shell makes: the platform chosen once, the stores built on its storages,
 * start-up run. Kept apart from startApp so startApp stays testable with any platform.
 */
import { getPlatform, getRefreshRegistry, type Platform } from '@/platform'
import { RootStore } from '@/stores/root'
import { startApp, type StartupDeps, type StartupResult } from './startup'

export type BootstrapOptions = Omit<StartupDeps, 'platform' | 'stores' | 'refresh' | 'userAgent'>

export interface AppSession extends StartupResult {
  platform: Platform
  stores: RootStore
}

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : (navigator.userAgent ?? '')
}

export async function bootstrapApp(options: BootstrapOptions): Promise<AppSession> {
  const platform = getPlatform()
  const stores = new RootStore({
    sessionStorage: platform.sessionStorage,
    localStorage: platform.localStorage,
    now: options.now,
  })
  const result = await startApp({
    ...options,
    platform,
    stores,
    refresh: getRefreshRegistry(),
    userAgent: currentUserAgent(),
  })
  return { ...result, platform, stores }
}
