/** Requests of the search page (docs/product.md §4.12). */
import { CONTENT_SOURCES } from '../api'
import { oneOf, opt, pageObj, str } from './fields'

export const SEARCH_REQUESTS = {
  /** source left out: every column. */
  'search.queryColumn': pageObj({ keyword: str(50), source: opt(oneOf(CONTENT_SOURCES)) }),
  'search.queryUserList': pageObj({ keyword: str(50) }),
  /** A code, a name or the initials of the name's pinyin. */
  'search.queryStock': pageObj({ keyword: str(20) }),
} as const
