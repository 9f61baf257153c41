/**
 * The environment the open decision needs (lib decideOpenFeedItem): the phone's platform and
 * whether this is the mini-program build. The one place feed code asks; the system info is read
 * once per page session because it cannot change under a running page.
 */
import type { OpenEnv, Platform as PhonePlatform } from '@/lib'
import { getPlatform, inMiniProgramWebView } from '@/platform'

let cached: Promise<OpenEnv> | null = null

export function phonePlatform(systemPlatform: string): PhonePlatform {
  const name = systemPlatform.toLowerCase()
  if (name === 'ios') return 'ios'
  if (name === 'android') return 'android'
  return 'other'
}

export function isMiniProgramBuild(): boolean {
  return process.env.TARO_ENV === 'weapp'
}

/** The mini-program's rules (docs/product.md §6.3) hold in its build and in its web view alike. */
export function inMiniProgram(): boolean {
  return isMiniProgramBuild() || inMiniProgramWebView()
}

export function feedOpenEnv(): Promise<OpenEnv> {
  cached ??= getPlatform()
    .getSystemInfo()
    .then((info) => ({ platform: phonePlatform(info.platform), miniProgram: inMiniProgram() }))
    .catch(() => ({ platform: 'other' as const, miniProgram: inMiniProgram() }))
  return cached
}

/** Tests switch platforms between cases. */
export function resetFeedOpenEnv(): void {
  cached = null
}
