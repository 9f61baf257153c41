/** Requests of the search page (docs/product.md §4.12). */
import { CONTENT_SOURCES } from '../api'
import { SEARCH_KEYWORD_MAX } from '../search-limits'
import { oneOf, opt, pageObj, str } from './fields'

export const SEARCH_REQUESTS = {
  /** source left out: every column. */
  'search.queryColumn': pageObj({ keyword: str(SEARCH_KEYWORD_MAX.content), source: opt(oneOf(CONTENT_SOURCES)) }),
  'search.queryUserList': pageObj({ keyword: str(SEARCH_KEYWORD_MAX.user) }),
  /** A code, a name or the initials of the name's pinyin. */
  'search.queryStock': pageObj({ keyword: str(SEARCH_KEYWORD_MAX.stock) }),
} as const
