/**
 * Search (docs/product.md §4.12): content by column, accounts by name, stocks by code, name or initials, and the hot
 * searches that what people found feeds (search-log.ts).
 */
import type { Account, ContentSource, Dynamic, Page, StockSearchItem } from '@shared/api'
import { prep, type DB } from '../../db'
import type { Viewer } from '../../http/auth'
import { ACCOUNT_SELECT, feedPage, toAccounts, type AccountRow, type FeedPaging } from '../content'
import { likePattern, offsetOf, page } from '../format'
import { hotSearchWords, noteSearch, type Searcher } from './search-log'

export {
  SEARCH_LOG_LIMITS,
  blockSearchWord,
  blockedSearchWords,
  hotSearchWords,
  noteSearch,
  unblockSearchWord,
  type Searcher,
} from './search-log'

/** How many hot searches the search page offers. */
export const HOT_SEARCH_COUNT = 10

/** The SQL over `d` (dynamics) that keeps one column's items; no column keeps everything. */
function columnClause(source: ContentSource | undefined): { where: string[]; params: unknown[] } {
  switch (source) {
    case undefined:
      return { where: [], params: [] }
    case 'post':
    case 'article':
    case 'stock':
    case 'news':
      return { where: ['d.source = ?', 'd.pub_type NOT IN (3, 6)'], params: [source] }
    case 'live_new':
      return { where: ['d.pub_type = 3'], params: [] }
    case 'topic':
      return { where: ['d.id IN (SELECT dynamic_id FROM dynamic_topics)'], params: [] }
    case 'course_new':
      // No course content exists in this community; the answer is an honest empty page.
      return { where: ['0'], params: [] }
  }
}

/** Items whose title, body or author's name holds the keyword, in one column or all, newest first. */
export function searchContent(
  db: DB,
  query: { keyword: string; source?: ContentSource },
  paging: FeedPaging,
  viewer: Viewer | undefined,
): Page<Dynamic> {
  const pattern = likePattern(query.keyword.trim())
  const column = columnClause(query.source)
  const where = [
    `(d.title LIKE ? ESCAPE '\\' OR d.body LIKE ? ESCAPE '\\' OR d.account_id IN (SELECT id FROM accounts WHERE nickname LIKE ? ESCAPE '\\'))`,
    ...column.where,
  ]
  return feedPage(
    db,
    paging,
    { where: where.join(' AND '), params: [pattern, pattern, pattern, ...column.params] },
    viewer,
  )
}

/** Accounts whose name holds the keyword; verified accounts first, as a search for a name usually means the known one. */
export function searchAccounts(db: DB, keyword: string, paging: FeedPaging, viewer: Viewer | undefined): Page<Account> {
  const pattern = likePattern(keyword.trim())
  const rows = prep(
    db,
    `${ACCOUNT_SELECT} WHERE a.nickname LIKE ? ESCAPE '\\' ORDER BY a.kind DESC, followers DESC, a.id LIMIT ? OFFSET ?`,
  ).all(pattern, paging.pageSize, offsetOf(paging.pageNum, paging.pageSize)) as AccountRow[]
  const total = (
    prep(db, "SELECT COUNT(*) AS n FROM accounts WHERE nickname LIKE ? ESCAPE '\\'").get(pattern) as { n: number }
  ).n
  return page(toAccounts(db, rows, viewer), total, paging.pageNum, paging.pageSize)
}

/**
 * Stocks by code, name or initials. Codes are stored with their market (SH600519) and people type 600519, sh600519
 * or gzmt, so a whole match of any of them comes first, then the hotter stock.
 */
export function searchStocks(db: DB, keyword: string, paging: FeedPaging): Page<StockSearchItem> {
  const word = keyword.trim()
  const lower = word.toLowerCase()
  const where = `(lower(code) LIKE ? ESCAPE '\\' OR name LIKE ? ESCAPE '\\' OR initials LIKE ? ESCAPE '\\')`
  // Initials match from their start only: 'gz' finds gzmt, not every stock with a g and a z in it.
  const params = [likePattern(lower), likePattern(word), likePattern(lower).slice(1)]
  const rows = prep(
    db,
    `SELECT code, name, market, initials FROM stocks WHERE ${where}
     ORDER BY (lower(code) = ? OR substr(lower(code), 3) = ? OR initials = ? OR name = ?) DESC, hot DESC, code
     LIMIT ? OFFSET ?`,
  ).all(
    ...params,
    lower,
    lower,
    lower,
    word,
    paging.pageSize,
    offsetOf(paging.pageNum, paging.pageSize),
  ) as StockSearchItem[]
  const total = (prep(db, `SELECT COUNT(*) AS n FROM stocks WHERE ${where}`).get(...params) as { n: number }).n
  return page(rows, total, paging.pageNum, paging.pageSize)
}

/** The hot searches the search page offers, the most searched first. */
export function hotWords(db: DB, now: number): { word: string }[] {
  return hotSearchWords(db, HOT_SEARCH_COUNT, now).map(({ word }) => ({ word }))
}

/**
 * A search's first page that found something counts towards hot searches, once a day per searcher (search-log.ts
 * caps what one address adds); later pages and empty results count for nothing.
 */
export function countSearch<T>(db: DB, keyword: string | undefined, result: Page<T>, who: Searcher, now: number): void {
  if (result.pageNum === 1 && result.total > 0 && keyword) noteSearch(db, keyword, who, now)
}
