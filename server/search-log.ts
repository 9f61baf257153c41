/**
 * Hot searches come from what people searched (docs/product.md §4.12): each word counts once per
 * searcher and day, only when the search found something and names something (so a typo, junk or bare
 * punctuation cannot become hot), and the last week weighs first, then all time, so a quiet week still shows
 * a list.
 */
import { dayString } from './china-day'
import { prep, type DB } from './db'

export const HOT_SEARCH_WINDOW_DAYS = 7
/** Longer words are sentences, not searches worth suggesting to others. */
export const HOT_SEARCH_MAX_LENGTH = 12

const DAY_MS = 24 * 60 * 60 * 1000

export function normaliseSearchWord(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ')
}

/** A word worth suggesting names something: at least one letter (any script) or digit, not only punctuation. */
const NAMES_SOMETHING = /[\p{L}\p{N}]/u

export function noteSearch(db: DB, keyword: string, searcher: string, now = Date.now()): void {
  const word = normaliseSearchWord(keyword)
  if (!word || word.length > HOT_SEARCH_MAX_LENGTH || !NAMES_SOMETHING.test(word) || !searcher) return
  prep(db, 'INSERT OR IGNORE INTO search_log (word, searcher, day) VALUES (?, ?, ?)').run(
    word,
    searcher,
    dayString(now),
  )
}

export interface HotWordRow {
  word: string
  recent: number
  total: number
}

export function hotSearchWords(db: DB, limit: number, now = Date.now()): HotWordRow[] {
  const since = dayString(now - (HOT_SEARCH_WINDOW_DAYS - 1) * DAY_MS)
  return prep(
    db,
    `SELECT word, SUM(day >= ?) AS recent, COUNT(*) AS total FROM search_log
     GROUP BY word ORDER BY recent DESC, total DESC, word LIMIT ?`,
  ).all(since, limit) as HotWordRow[]
}
