/** Search keywords (docs/product.md §4.12): their length cap and the result tab a new search starts on. */
import type { SearchKind } from '@shared/search-limits'

/** The first `max` characters (whole code points, as the server counts them), so an emoji is never cut in two. */
export function capKeyword(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length <= max ? text : chars.slice(0, max).join('')
}

/** A stock code as people type it: 600519, sh600519, HK00700. */
const STOCK_CODE = /^(?:sh|sz|bj|hk|us)?\d{5,6}$/i
/** A topic as the community writes it: #新能源# (the closing mark may be left off while typing). */
const TOPIC = /^#[^#]+#?$/

/**
 * The tab a new search starts on: a stock code on 股票, a #topic# on 话题, anything else on 综合 — never the tab
 * the previous search ended on, which would show 没有找到相关用户 for a topic searched after a user.
 */
export function searchTabFor(keyword: string): Exclude<SearchKind, 'user'> {
  const word = keyword.trim()
  if (STOCK_CODE.test(word)) return 'stock'
  if (TOPIC.test(word)) return 'topic'
  return 'content'
}
