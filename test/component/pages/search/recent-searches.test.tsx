import {
  addRecentSearch,
  parseRecentSearches,
  readRecentSearches,
  RECENT_SEARCH_KEY,
  RECENT_SEARCH_MAX,
  writeRecentSearches,
} from '@/stores/recent-searches'
import { createMemoryStorage } from '@/platform'

describe('recent search rules', () => {
  it('puts the newest word first and drops its older copy', () => {
    expect(addRecentSearch(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c'])
    expect(addRecentSearch([], ' 白酒 ')).toEqual(['白酒'])
  })

  it('ignores blank words', () => {
    expect(addRecentSearch(['a'], '   ')).toEqual(['a'])
  })

  it('keeps at most ten', () => {
    const full = Array.from({ length: RECENT_SEARCH_MAX }, (_, i) => `w${i}`)
    const next = addRecentSearch(full, 'new')
    expect(RECENT_SEARCH_MAX).toBe(10)
    expect(next).toHaveLength(10)
    expect(next[0]).toBe('new')
    expect(next).not.toContain('w9')
  })

  it('reads only well-formed stored lists', () => {
    expect(parseRecentSearches(null)).toEqual([])
    expect(parseRecentSearches('oops')).toEqual([])
    expect(parseRecentSearches('{"a":1}')).toEqual([])
    expect(parseRecentSearches('["a", 3, " ", "b", "a", null]')).toEqual(['a', 'b'])
    const many = JSON.stringify(Array.from({ length: 15 }, (_, i) => `w${i}`))
    expect(parseRecentSearches(many)).toHaveLength(10)
  })

  it('writes and removes the stored copy', () => {
    const storage = createMemoryStorage()
    writeRecentSearches(storage, ['a', 'b'])
    expect(readRecentSearches(storage)).toEqual(['a', 'b'])
    writeRecentSearches(storage, [])
    expect(storage.get(RECENT_SEARCH_KEY)).toBeNull()
  })
})
