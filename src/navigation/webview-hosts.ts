/**
 * The web-view allow-list in force on this page: the production list, with the loopback hosts where development
 * shortcuts are on (src/platform/dev-shortcuts.ts). Imported by path, so the web-view page loads no opener.
 */
import { webviewAllowedHosts } from '@/config/webview-allowlist'
import { currentDevFacts, devShortcutsAllowed } from '@/platform/dev-shortcuts'

export function currentWebviewHosts(): readonly string[] {
  return webviewAllowedHosts(devShortcutsAllowed(currentDevFacts()))
}
