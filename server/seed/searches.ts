/**
 * A start for hot searches, so a new installation does not show an empty list: the words people
 * of a broker's community search most (well-known stocks, themes, names), searched by seeded
 * accounts over the last days, the popular ones by more people (searchers are written as the server writes
 * them, `account:<id>`).
 */
import { DAY, type SeedContext, type SeedPeople } from './context'
import { dayString } from '../china-day'

const SEEDED_WORDS = [
  '贵州茅台',
  '半导体',
  '新能源',
  '红利',
  '宁德时代',
  'ETF',
  '人工智能',
  '白酒',
  '光伏',
  '券商',
  '中国平安',
  '两融',
] as const

export function seedSearches({ db, rng, now }: SeedContext, people: SeedPeople): number {
  const insert = db.prepare('INSERT OR IGNORE INTO search_log (word, searcher, day) VALUES (?, ?, ?)')
  let rows = 0
  SEEDED_WORDS.forEach((word, rank) => {
    // Earlier words are searched by more people: a visible order, not a tie.
    const searchers = 3 + (SEEDED_WORDS.length - rank) * 2
    for (let i = 0; i < searchers; i++) {
      const account = rng.pick(people.accounts)
      rows += insert.run(word, `account:${account.id}`, dayString(now - rng.int(0, 6) * DAY)).changes
    }
  })
  return rows
}
