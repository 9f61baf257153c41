/**
 * Where outside sites may be shown (docs/product.md §2.6). The trusted sites are not listed here: they are the
 * broker's own domains (the build setting BROKER_DOMAINS) and the partner sites the server hands out
 * (`WEBVIEW_TRUSTED_HOSTS`, types/app-settings.ts), so operations add a partner without a release.
 */
import { parseTrustedHosts } from '@shared/app-settings'

/**
 * The mini-program's web-view business domains (业务域名), as configured in its admin console: its web view shows
 * these hosts and no other, so any other outside address is copied instead. Exact hosts, no subdomains (each is
 * registered on its own). Keep it in step with the console.
 */
export const MINI_PROGRAM_WEBVIEW_DOMAINS: readonly string[] = ['mp.weixin.qq.com']

/**
 * The reference server on this machine. Trusted only where development shortcuts are on (a development build, or
 * the host simulator, which the server serves on loopback alone: src/platform/dev-shortcuts.ts).
 */
export const WEBVIEW_LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1']

/** The broker's own domains from the build setting (comma-separated), always trusted. */
export function brokerDomains(setting: string): readonly string[] {
  return parseTrustedHosts(setting)
}
