/**
 * Hosts the in-app web-view page may show. An entry allows the host itself and its subdomains.
 * Keep it short: every entry is a site that can draw inside our pages. This is the production list (the
 * deployment's frame-src is printed from it): no loopback host belongs here.
 */
export const WEBVIEW_ALLOWED_HOSTS: readonly string[] = [
  'mp.weixin.qq.com',
  'weixin.qq.com',
  'eastmoney.com',
  'sse.com.cn',
  'szse.cn',
  'cninfo.com.cn',
  'csrc.gov.cn',
]

/**
 * The reference server on this machine. Allowed only where development shortcuts are on (a development build, or
 * the host simulator, which the server serves on loopback alone: src/platform/dev-shortcuts.ts).
 */
export const WEBVIEW_LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1']

export function webviewAllowedHosts(devShortcuts: boolean): readonly string[] {
  return devShortcuts ? [...WEBVIEW_ALLOWED_HOSTS, ...WEBVIEW_LOCAL_HOSTS] : WEBVIEW_ALLOWED_HOSTS
}
