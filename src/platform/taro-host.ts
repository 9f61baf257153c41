/**
 * The host features every target gets from Taro itself (toast, page navigation, system info).
 * Taro implements them for both H5 and the mini-program, so the three platforms share them.
 */
import Taro from '@tarojs/taro'
import { DURATIONS } from '@/config/constants'
import { showToast } from './show-toast'
import { setClipboard } from './copy-text'
import type { Logger } from './transport'
import type { SystemInfo } from './types'

export interface TaroHost {
  toast(message: string, durationMs?: number): void
  navigateTo(url: string): Promise<void>
  redirectTo(url: string): Promise<void>
  navigateBack(): Promise<void>
  getSystemInfo(): Promise<SystemInfo>
  /** Puts text on the clipboard; false when the host would not. */
  copyText(text: string): Promise<boolean>
}

const EMPTY_SYSTEM_INFO: SystemInfo = { platform: '', windowWidth: 0, windowHeight: 0, statusBarHeight: 0 }

export function createTaroHost(log: Logger): TaroHost {
  // Navigation failures (unknown page, stack full) are logged, not thrown: a tap must not crash a page.
  const quietly = async (what: string, run: () => Promise<unknown>): Promise<void> => {
    try {
      await run()
    } catch (error) {
      log(`${what} failed`, error)
    }
  }
  return {
    toast(message, durationMs = DURATIONS.toastMs) {
      if (!message) return
      void quietly('showToast', () => showToast({ title: message, icon: 'none', duration: durationMs }))
    },
    navigateTo: (url) => quietly('navigateTo', () => Taro.navigateTo({ url })),
    redirectTo: (url) => quietly('redirectTo', () => Taro.redirectTo({ url })),
    navigateBack: () => quietly('navigateBack', () => Taro.navigateBack()),
    async copyText(text) {
      try {
        await setClipboard(text)
        return true
      } catch (error) {
        log('setClipboardData failed', error)
        return false
      }
    },
    async getSystemInfo() {
      try {
        const info = Taro.getSystemInfoSync()
        return {
          platform: info.platform ?? '',
          windowWidth: info.windowWidth ?? 0,
          windowHeight: info.windowHeight ?? 0,
          statusBarHeight: info.statusBarHeight ?? 0,
        }
      } catch (error) {
        log('getSystemInfo failed', error)
        return EMPTY_SYSTEM_INFO
      }
    },
  }
}
