/**
 * Offline reading in the HTTP layer (docs/product.md §8.5), one implementation for H5 and the mini-program: answers of
 * the reads `offline-rules.ts` keeps are copied as they arrive (when the device is idle), and a read that fails for
 * want of network is answered with its copy, marked with the copy's time (copy-mark.ts). The copy store itself loads
 * a while after the first screen, or at once when a copy is needed (offline-loader.ts).
 */
import { OFFLINE_COPIES } from '@/config/constants'
import { whenIdle } from '@/lib/idle'
import { markCopy } from './copy-mark'
import { loadCopies } from './offline-loader'
import type { CopyRead } from './offline-copies'

export type { CopyRead }

let ownerOf: () => string = () => ''

/** Whose copies are read and written: the signed-in account ('' for a visitor). Returns an unregister. */
export function registerCopyOwner(next: () => string): () => void {
  ownerOf = next
  return () => {
    if (ownerOf === next) ownerOf = () => ''
  }
}

function owner(): string {
  try {
    return ownerOf() || ''
  } catch {
    return ''
  }
}

interface Pending {
  owner: string
  read: CopyRead
  body: unknown
}

/** Answers waiting to be copied: the copy store loads only after the first screen (OFFLINE_COPIES.firstWriteMs). */
let pending: Pending[] = []
let storeLoaded = false
let flushPlanned = false

/** Writes the answers waiting to be copied now (a read that needs a copy, a test). */
export async function flushCopies(): Promise<void> {
  const waiting = pending
  pending = []
  if (waiting.length === 0) return
  const copies = await loadCopies()
  storeLoaded = true
  for (const item of waiting) await copies.keep(item.owner, item.read, item.body)
}

function planFlush(): void {
  if (flushPlanned) return
  flushPlanned = true
  const flush = () =>
    whenIdle(() => {
      flushPlanned = false
      flushCopies().catch(() => undefined)
    }, 2_000)
  if (storeLoaded) flush()
  else setTimeout(flush, OFFLINE_COPIES.firstWriteMs)
}

/** Keeps a fresh answer of a read as its owner's copy, once the device is idle; never fails the read. */
export function keepCopy(read: CopyRead, body: unknown): void {
  if (!read.endpoint) return
  pending.push({ owner: owner(), read, body })
  // Only the newest answers are worth keeping if the store never gets to load.
  if (pending.length > OFFLINE_COPIES.details * 2) pending = pending.slice(-OFFLINE_COPIES.details * 2)
  planFlush()
}

/** The owner's copy of a read that could not reach the server, marked as a copy; else the failure itself. */
export async function answerFromCopy<T>(read: CopyRead, failure: Error): Promise<T> {
  if (!read.endpoint) throw failure
  const copy = await flushCopies()
    .then(() => loadCopies())
    .then((copies) => copies.find(owner(), read))
    .catch(() => undefined)
  if (!copy) throw failure
  return markCopy(copy.body as T, copy.savedAt)
}

/** Drops every copy kept for this account (its logout), and its answers not yet copied; resolves when they are gone. */
export async function forgetCopies(account: string): Promise<void> {
  pending = pending.filter((item) => item.owner !== account)
  await loadCopies()
    .then((copies) => copies.forget(account))
    .catch(() => undefined)
}
