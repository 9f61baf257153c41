/**
 * Recent searches, kept on the device (platform localStorage): newest first, no repeats, at most
 * RECENT_SEARCH_MAX. Pure list rules plus a reader/writer over any KeyValueStorage, so the page and
 * its tests share one behaviour.
 */
import { action, makeObservable, observable } from 'mobx'
import type { KeyValueStorage } from '@/platform'
import type { ReadonlyDeep } from '@/lib'
import { useStores } from './context'
import type { RootStore } from './root'

export const RECENT_SEARCH_KEY = 'community.recentSearches'
export const RECENT_SEARCH_MAX = 10

/** The list after searching `keyword`: it moves to the front, an older copy is dropped. */
export function addRecentSearch(list: readonly string[], keyword: string, max: number = RECENT_SEARCH_MAX): string[] {
  const word = keyword.trim()
  if (!word) return [...list]
  return [word, ...list.filter((item) => item !== word)].slice(0, max)
}

/**
 * Only non-blank strings survive: the stored copy may be from an older version or edited by hand,
 * and a broken entry must not break the search page.
 */
export function parseRecentSearches(text: string | null): string[] {
  if (!text) return []
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  const words: string[] = []
  for (const item of raw) {
    if (typeof item !== 'string') continue
    const word = item.trim()
    if (word && !words.includes(word)) words.push(word)
  }
  return words.slice(0, RECENT_SEARCH_MAX)
}

export function readRecentSearches(storage: KeyValueStorage): string[] {
  return parseRecentSearches(storage.get(RECENT_SEARCH_KEY))
}

export function writeRecentSearches(storage: KeyValueStorage, list: readonly string[]): void {
  if (list.length === 0) storage.remove(RECENT_SEARCH_KEY)
  else storage.set(RECENT_SEARCH_KEY, JSON.stringify(list.slice(0, RECENT_SEARCH_MAX)))
}

/** The viewer's recent keywords, kept on the device; newest first, at most RECENT_SEARCH_MAX. */
export class RecentSearchStore {
  words: string[]

  constructor(private readonly storage: KeyValueStorage) {
    this.words = readRecentSearches(storage)
    makeObservable(this, { words: observable.ref, add: action.bound, clear: action.bound })
  }

  add(keyword: string): void {
    this.words = addRecentSearch(this.words, keyword)
    writeRecentSearches(this.storage, this.words)
  }

  clear(): void {
    this.words = []
    writeRecentSearches(this.storage, [])
  }
}

/** Made when the search page first needs it (RootStore.lazyStore): its code loads with that page, not home. */
export function recentSearchesOf(root: RootStore): RecentSearchStore {
  return root.lazyStore(RecentSearchStore, (_root, _env, localStorage) => new RecentSearchStore(localStorage))
}

export const useRecentSearches = (): ReadonlyDeep<RecentSearchStore> => recentSearchesOf(useStores())
