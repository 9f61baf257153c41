/**
 * The app's settings the server hands out (types/app-settings.ts): the partner sites trusted for outside links and
 * the share minimum. The app session connects the loader once (settings-source.ts); each value is asked once per
 * page session when first needed, and asked again next time if that failed. Until then, and without a server, the
 * built-in rules apply: only the broker's own domains are trusted, and the share minimum is the product's default.
 */
import { APP_SETTING_KEYS, parseTrustedHosts } from '@shared/app-settings'
import { readBuildSettings } from '@/config/build-settings'
import { brokerDomains, MINI_PROGRAM_WEBVIEW_DOMAINS, WEBVIEW_LOCAL_HOSTS } from '@/config/webview-allowlist'
import { shareMinAppVersion } from '@/lib/app-version'
import { currentDevFacts, devShortcutsAllowed } from '@/platform/dev-shortcuts'
import { getPlatform } from '@/platform'
import type { LinkContext } from './outside-link'
import { inMiniProgram } from './open-env'
import { appSettingsSource } from './settings-source'

const asked = new Map<string, Promise<string | null>>()
let askedFor = -1

function settingValue(key: string): Promise<string | null> {
  const { source, generation } = appSettingsSource()
  if (generation !== askedFor) {
    asked.clear()
    askedFor = generation
  }
  const load = source?.loadValue
  if (!load) return Promise.resolve(null)
  let answer = asked.get(key)
  if (!answer) {
    answer = load(key).catch(() => {
      asked.delete(key)
      return null
    })
    asked.set(key, answer)
  }
  return answer
}

/** The sites we vouch for now: the broker's own, the server's partners, and loopback in development. */
export async function trustedHosts(): Promise<readonly string[]> {
  const partners = parseTrustedHosts((await settingValue(APP_SETTING_KEYS.trustedHosts)) ?? '')
  const local = devShortcutsAllowed(currentDevFacts()) ? WEBVIEW_LOCAL_HOSTS : []
  return [...brokerDomains(readBuildSettings().BROKER_DOMAINS), ...partners, ...local]
}

/** What the outside-link decision needs to know about this page. */
export async function currentLinkContext(): Promise<LinkContext> {
  return {
    host: getPlatform().kind,
    miniProgram: inMiniProgram(),
    trusted: await trustedHosts(),
    miniProgramDomains: MINI_PROGRAM_WEBVIEW_DOMAINS,
  }
}

/** The hosts our web-view page shows here: the business domains in the mini-program, the trusted sites elsewhere. */
export async function webviewHosts(): Promise<readonly string[]> {
  return inMiniProgram() ? MINI_PROGRAM_WEBVIEW_DOMAINS : trustedHosts()
}

/** The app's version and the lowest one that can share (docs/product.md §3.8). */
export async function shareVersionFacts(): Promise<{ appVersion: string; minVersion: string }> {
  const configured = await settingValue(APP_SETTING_KEYS.shareMinAppVersion)
  return { appVersion: appSettingsSource().source?.appVersion() ?? '', minVersion: shareMinAppVersion(configured) }
}
