/**
 * Offline reading in the HTTP layer (docs/product.md §8.5), one implementation for H5 and the mini-program: answers of
 * the reads `offline-rules.ts` keeps are copied as they arrive (when the device is idle), and a read that fails for
 * want of network is answered with its copy, marked with the copy's time (copy-mark.ts). The copy store itself loads
 * only when first needed (offline-loader.ts).
 */
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

/** Keeps a fresh answer of a read as its owner's copy, once the device is idle; never fails the read. */
export function keepCopy(read: CopyRead, body: unknown): void {
  if (!read.endpoint) return
  const who = owner()
  whenIdle(() => {
    loadCopies()
      .then((copies) => copies.keep(who, read, body))
      .catch(() => undefined)
  }, 2_000)
}

/** The owner's copy of a read that could not reach the server, marked as a copy; else the failure itself. */
export async function answerFromCopy<T>(read: CopyRead, failure: Error): Promise<T> {
  if (!read.endpoint) throw failure
  const copy = await loadCopies()
    .then((copies) => copies.find(owner(), read))
    .catch(() => undefined)
  if (!copy) throw failure
  return markCopy(copy.body as T, copy.savedAt)
}

/** Drops every copy kept for this account (its logout); resolves when they are gone. */
export async function forgetCopies(account: string): Promise<void> {
  await loadCopies()
    .then((copies) => copies.forget(account))
    .catch(() => undefined)
}
