/**
 * Hot searches come from what people searched (docs/product.md §4.12): each word counts once per
 * searcher and day, only when the search found something and names something (so a typo, junk or bare
 * punctuation cannot become hot), and the last week weighs first, then the rest of the log, so a quiet week
 * still shows a list.
 *
 * One client must not write the list (issue 29): the searcher is a verified account or, without one, the
 * address; one address adds a word a few times a day at most and so many rows a day; the log has a daily
 * ceiling and keeps a few months; words operations block are neither counted nor shown.
 */
import { dayString } from '../../china-day'
import { prep, type DB } from '../../db'

export const HOT_SEARCH_WINDOW_DAYS = 7
/** Longer words are sentences, not searches worth suggesting to others. */
export const HOT_SEARCH_MAX_LENGTH = 12

export const SEARCH_LOG_LIMITS = {
  // An office or a carrier's NAT shares an address: a few colleagues searching the same word all count,
  // a script cycling through accounts behind one address counts this many at most.
  perAddressPerWord: 3,
  // What one address adds in a day: far more than a household searches, far less than a flood.
  perAddressPerDay: 200,
  // The whole log's rows a day: a ceiling on what any number of clients can write.
  perDay: 20_000,
  // Rows older than this are deleted; the list weighs the last week first and the rest after.
  keepDays: 90,
} as const

export type SearchLogLimits = { readonly [K in keyof typeof SEARCH_LOG_LIMITS]: number }

/** Who searched: `account:<id>` for a verified caller, else `address:<ip>`; and the address either way. */
export interface Searcher {
  searcher: string
  address: string
}

const DAY_MS = 24 * 60 * 60 * 1000

export function normaliseSearchWord(keyword: string): string {
  return keyword.trim().replace(/\s+/g, ' ')
}

/** A word worth suggesting names something: at least one letter (any script) or digit, not only punctuation. */
const NAMES_SOMETHING = /[\p{L}\p{N}]/u

/** A word holding a blocked word (case aside) is never shown, including one logged before it was blocked. */
const NOT_BLOCKED = 'NOT EXISTS (SELECT 1 FROM search_blocked_words b WHERE instr(lower(l.word), b.word) > 0)'

const count = (db: DB, sql: string, ...params: unknown[]): number => (prep(db, sql).get(...params) as { n: number }).n

function roomFor(db: DB, word: string, who: Searcher, day: string, limits: SearchLogLimits): boolean {
  if (prep(db, 'SELECT 1 FROM search_blocked_words WHERE instr(lower(?), word) > 0 LIMIT 1').get(word)) return false
  const byAddress = 'SELECT COUNT(*) AS n FROM search_log WHERE day = ? AND address = ?'
  return (
    count(db, `${byAddress} AND word = ?`, day, who.address, word) < limits.perAddressPerWord &&
    count(db, byAddress, day, who.address) < limits.perAddressPerDay &&
    count(db, 'SELECT COUNT(*) AS n FROM search_log WHERE day = ?', day) < limits.perDay
  )
}

export function noteSearch(
  db: DB,
  keyword: string,
  who: Searcher,
  now = Date.now(),
  limits: SearchLogLimits = SEARCH_LOG_LIMITS,
): void {
  const word = normaliseSearchWord(keyword)
  if (!word || word.length > HOT_SEARCH_MAX_LENGTH || !NAMES_SOMETHING.test(word) || !who.searcher) return
  const day = dayString(now)
  db.transaction(() => {
    prep(db, 'DELETE FROM search_log WHERE day < ?').run(dayString(now - limits.keepDays * DAY_MS))
    if (!roomFor(db, word, who, day, limits)) return
    prep(db, 'INSERT OR IGNORE INTO search_log (word, searcher, day, address) VALUES (?, ?, ?, ?)').run(
      word,
      who.searcher,
      day,
      who.address,
    )
  })()
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
    `SELECT word, SUM(day >= ?) AS recent, COUNT(*) AS total FROM search_log l WHERE ${NOT_BLOCKED}
     GROUP BY word ORDER BY recent DESC, total DESC, word LIMIT ?`,
  ).all(since, limit) as HotWordRow[]
}

/** Operations' block list (scripts/search-blocklist.ts); words are kept lower-case, matched case-insensitively. */
export function blockedSearchWords(db: DB): string[] {
  return (prep(db, 'SELECT word FROM search_blocked_words ORDER BY word').all() as { word: string }[]).map(
    (r) => r.word,
  )
}

export function blockSearchWord(db: DB, word: string, now = Date.now()): boolean {
  const clean = normaliseSearchWord(word).toLowerCase()
  if (!clean) return false
  return (
    prep(db, 'INSERT OR IGNORE INTO search_blocked_words (word, created_at) VALUES (?, ?)').run(clean, now).changes > 0
  )
}

export function unblockSearchWord(db: DB, word: string): boolean {
  return (
    prep(db, 'DELETE FROM search_blocked_words WHERE word = ?').run(normaliseSearchWord(word).toLowerCase()).changes > 0
  )
}
