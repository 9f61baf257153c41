/** The mini-program's "address" is the current page with its options; reloading is a redirect. */
import Taro from '@tarojs/taro'
import { buildQuery } from '@/lib'

export function currentUrl(): string {
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1]
  if (!page?.route) return ''
  const query = buildQuery((page.options ?? {}) as Record<string, string>)
  return `/${page.route}${query ? `?${query}` : ''}`
}

export function hardReload(url: string): void {
  void Taro.redirectTo({ url }).catch(() => undefined)
}
