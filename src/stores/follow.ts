/**
 * Which followed accounts have news (docs/product.md §3.3, §4.5). The last-click time per followed account is kept
 * locally, so the dot disappears at once when tapped, and merged with the server's copy on load.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { FollowLastClickMap } from '@shared/api'
import { hasNews } from '@/lib/follow-news'
import { formatCompactTimestamp, type DateInput } from '@/lib/server-date'
import type { KeyValueStorage } from '@/platform'

export const FOLLOW_STORAGE_KEY = 'lastUpdateDate'

export type LastClickLoader = (accountId: string) => Promise<FollowLastClickMap>
export type ClickReporter = (accountId: string, toAccountId: string) => Promise<unknown>

/** The server's copy of the last clicks (the root store passes the API's calls). */
export interface LastClickRemote {
  load: LastClickLoader
  report: ClickReporter
}

/** Only well-formed entries: a corrupt local copy must not hide or fake news dots. */
function normalise(raw: unknown): Record<string, string> {
  const result: Record<string, string> = {}
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return result
  for (const [accountId, value] of Object.entries(raw as Record<string, unknown>)) {
    const stamp = typeof value === 'string' || typeof value === 'number' ? formatCompactTimestamp(value) : ''
    if (accountId && stamp) result[accountId] = stamp
  }
  return result
}

function readStored(storage: KeyValueStorage): Record<string, string> {
  const text = storage.get(FOLLOW_STORAGE_KEY)
  if (!text) return {}
  try {
    return normalise(JSON.parse(text))
  } catch {
    return {}
  }
}

export class FollowStore {
  /** followed accountId → last click, 'YYYYMMDDHHmmss'. */
  lastUpdateDate: Record<string, string> = {}
  /** Some followed account has news (drives the tab's dot). */
  hasUpdate = false
  /** The followed accounts the dot was last decided from: a click anywhere decides it again at once. */
  private noted: readonly { accountId: string; lastDynamicDate?: string | null }[] = []

  private readonly storage: KeyValueStorage
  private readonly now: () => Date
  private readonly remote: LastClickRemote | null

  constructor(storage: KeyValueStorage, now: () => Date = () => new Date(), remote: LastClickRemote | null = null) {
    this.storage = storage
    this.now = now
    this.remote = remote
    this.lastUpdateDate = readStored(storage)
    makeAutoObservable<FollowStore, 'storage' | 'now' | 'remote' | 'noted'>(
      this,
      { storage: false, now: false, remote: false, noted: false },
      { autoBind: true },
    )
  }

  hasNews(accountId: string, createdDate: DateInput): boolean {
    return hasNews(createdDate, this.lastUpdateDate[accountId])
  }

  /** The followed accounts with news; one that never posted has nothing new, whatever its click time. */
  newsIds(users: readonly { accountId: string; lastDynamicDate?: string | null }[]): Set<string> {
    return new Set(
      users
        .filter((user) => user.lastDynamicDate && this.hasNews(user.accountId, user.lastDynamicDate))
        .map((user) => user.accountId),
    )
  }

  /** The dot on the entry to my follows: whether any of these followed accounts has news. */
  noteNews(users: readonly { accountId: string; lastDynamicDate?: string | null }[]): void {
    this.noted = users
    this.hasUpdate = this.newsIds(users).size > 0
  }

  /** Records the click now; reports it to the server for the viewer (failures ignored: the dot is local). */
  markClicked(accountId: string, viewerId?: string): void {
    if (!accountId) return
    this.lastUpdateDate = { ...this.lastUpdateDate, [accountId]: formatCompactTimestamp(this.now()) }
    this.persist()
    // Opened from anywhere (a card, a search result), the account's news is seen: the dot follows at once (§4.5).
    if (this.noted.length > 0) this.hasUpdate = this.newsIds(this.noted).size > 0
    if (viewerId && this.remote) this.remote.report(viewerId, accountId).catch(() => undefined)
  }

  /** Merges a map of last clicks, keeping the later time per account. */
  mergeLastUpdateDates(map: unknown): void {
    const incoming = normalise(map)
    const merged = { ...this.lastUpdateDate }
    for (const [accountId, stamp] of Object.entries(incoming)) {
      if (!merged[accountId] || stamp > merged[accountId]) merged[accountId] = stamp
    }
    this.lastUpdateDate = merged
    this.persist()
  }

  setHasUpdate(hasUpdate: boolean): void {
    this.hasUpdate = hasUpdate
  }

  /** Loads the server's last clicks for the viewer. Resolves false (state kept) on failure. */
  async load(viewerId: string, loader: LastClickLoader | undefined = this.remote?.load): Promise<boolean> {
    if (!viewerId || !loader) return false
    try {
      const map = await loader(viewerId)
      runInAction(() => this.mergeLastUpdateDates(map))
      return true
    } catch {
      return false
    }
  }

  private persist(): void {
    this.storage.set(FOLLOW_STORAGE_KEY, JSON.stringify(this.lastUpdateDate))
  }
}
