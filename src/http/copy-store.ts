/**
 * The offline copies of reads (docs/product.md §8.5): each answer kept under the identity that asked for it (its
 * owner), found again only by that owner, the least recently read leaving first when the byte budget or the number of
 * articles is passed, and all of an owner's copies dropped at its logout. The storage is handed in (IndexedDB on H5,
 * the mini-program's storage there), so the rules are tested without either.
 */
import type { CopyBackend } from '@/platform/copy-backend'
import type { CopyPlan } from './offline-rules'

export type { CopyBackend }

export interface CopyLimits {
  /** All copies and their index together. */
  bytes: number
  /** One answer larger than this is not kept. */
  copyBytes: number
  /** Articles (detail groups) kept. */
  details: number
}

interface Entry {
  /** The owner and the read: what a later ask must match exactly. */
  owner: string
  key: string
  kind: CopyPlan['kind']
  group: string
  /** Where the body is stored. */
  slot: number
  bytes: number
  savedAt: number
  readAt: number
}

interface Index {
  next: number
  entries: Entry[]
}

export interface Copy {
  body: unknown
  savedAt: number
}

const INDEX_KEY = 'offline-copies:index'
const slotKey = (slot: number) => `offline-copies:${slot}`

/** UTF-8 bytes of a string: what the mini-program's storage limit counts. */
export function utf8Bytes(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code < 0xdc00) {
      bytes += 4 // a surrogate pair: one four-byte character
      i += 1
    } else bytes += 3
  }
  return bytes
}

function readIndex(text: string | undefined): Index {
  try {
    const parsed = text ? (JSON.parse(text) as Partial<Index>) : null
    if (parsed && Array.isArray(parsed.entries) && typeof parsed.next === 'number') {
      return { next: parsed.next, entries: parsed.entries }
    }
  } catch {
    // an unreadable index starts afresh
  }
  return { next: 0, entries: [] }
}

export class CopyStore {
  private index: Promise<Index> | null = null
  /** One change at a time: two answers arriving together must not both take the same slot. */
  private queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly backend: CopyBackend,
    private readonly limits: CopyLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private load(): Promise<Index> {
    this.index ??= this.backend.get(INDEX_KEY).then(readIndex, () => readIndex(undefined))
    return this.index
  }

  private serial<T>(work: (index: Index) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => this.load()).then(work)
    this.queue = run.catch(() => undefined)
    return run
  }

  private async save(index: Index): Promise<void> {
    await this.backend.set(INDEX_KEY, JSON.stringify(index))
  }

  /** Keeps an answer as the owner's copy of the read, replacing an older one; false when it is too large. */
  keep(owner: string, key: string, plan: CopyPlan, body: unknown): Promise<boolean> {
    return this.serial(async (index) => {
      const text = JSON.stringify(body)
      if (text === undefined) return false
      const bytes = utf8Bytes(text) + utf8Bytes(key)
      if (bytes > this.limits.copyBytes) return false
      const at = this.now()
      const old = index.entries.find((entry) => entry.owner === owner && entry.key === key)
      const slot = old ? old.slot : index.next++
      await this.backend.set(slotKey(slot), text)
      const entry: Entry = { owner, key, kind: plan.kind, group: plan.group, slot, bytes, savedAt: at, readAt: at }
      index.entries = [...index.entries.filter((e) => e !== old), entry]
      this.touchGroup(index, entry)
      await this.evict(index)
      await this.save(index)
      return true
    })
  }

  /** The owner's copy of the read, marked as read now; undefined when there is none. */
  find(owner: string, key: string): Promise<Copy | undefined> {
    return this.serial(async (index) => {
      const entry = index.entries.find((e) => e.owner === owner && e.key === key)
      if (!entry) return undefined
      const text = await this.backend.get(slotKey(entry.slot))
      if (text === undefined) {
        index.entries = index.entries.filter((e) => e !== entry)
        await this.save(index)
        return undefined
      }
      entry.readAt = this.now()
      this.touchGroup(index, entry)
      await this.save(index)
      return { body: JSON.parse(text) as unknown, savedAt: entry.savedAt }
    })
  }

  /** Drops every copy of the owner (its logout). */
  forget(owner: string): Promise<void> {
    return this.serial(async (index) => {
      const gone = index.entries.filter((e) => e.owner === owner)
      index.entries = index.entries.filter((e) => e.owner !== owner)
      for (const entry of gone) await this.backend.del(slotKey(entry.slot))
      await this.save(index)
    })
  }

  /** What is kept now: for tests and the budget's check. */
  usage(): Promise<{ bytes: number; copies: number; details: number; owners: string[] }> {
    return this.serial(async (index) => ({
      bytes: this.bytesOf(index),
      copies: index.entries.length,
      details: this.detailGroups(index).length,
      owners: [...new Set(index.entries.map((e) => e.owner))],
    }))
  }

  /** An article's parts are read together: reading one keeps them all. */
  private touchGroup(index: Index, entry: Entry): void {
    if (entry.kind !== 'detail') return
    for (const other of index.entries) {
      if (other.owner === entry.owner && other.group === entry.group) other.readAt = entry.readAt
    }
  }

  private bytesOf(index: Index): number {
    const entries = index.entries.reduce((sum, e) => sum + e.bytes, 0)
    return entries + utf8Bytes(JSON.stringify(index))
  }

  private detailGroups(index: Index): string[] {
    return [...new Set(index.entries.filter((e) => e.kind === 'detail').map((e) => `${e.owner}\n${e.group}`))]
  }

  /** Least recently read first, a whole article at a time, until both limits hold. */
  private async evict(index: Index): Promise<void> {
    while (index.entries.length > 0) {
      const tooMany = this.detailGroups(index).length > this.limits.details
      if (!tooMany && this.bytesOf(index) <= this.limits.bytes) return
      const candidates = tooMany ? index.entries.filter((e) => e.kind === 'detail') : index.entries
      const oldest = candidates.reduce((a, b) => (b.readAt < a.readAt ? b : a))
      const leaving = index.entries.filter(
        (e) => e === oldest || (oldest.kind === 'detail' && e.owner === oldest.owner && e.group === oldest.group),
      )
      index.entries = index.entries.filter((e) => !leaving.includes(e))
      for (const entry of leaving) await this.backend.del(slotKey(entry.slot))
    }
  }
}
