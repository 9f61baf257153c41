/**
 * Hosts the in-app web-view page may show. An entry allows the host itself and its subdomains.
 * Keep it short: every entry is a site that can draw inside our pages.
 */
export const WEBVIEW_ALLOWED_HOSTS: readonly string[] = [
  'localhost',
  '127.0.0.1',
  'mp.weixin.qq.com',
  'weixin.qq.com',
  'eastmoney.com',
  'sse.com.cn',
  'szse.cn',
  'cninfo.com.cn',
  'csrc.gov.cn',
]
