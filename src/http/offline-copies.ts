/**
 * The copy store of this app (docs/product.md §8.5) with the platform's storage and the budget of the constants
 * table: what request.ts hands answers to and asks for copies. On H5 it is a chunk of its own, loaded when first
 * needed (offline-loader.ts), so the first screen carries none of it.
 */
import type { EndpointKey } from '@shared/api'
import { OFFLINE_COPIES } from '@/config/constants'
import { createCopyBackend } from '@/platform/copy-storage'
import { CopyStore, type Copy, type CopyBackend } from './copy-store'
import { copyPlan } from './offline-rules'

export interface CopyRead {
  endpoint: EndpointKey | undefined
  data: Readonly<Record<string, unknown>> | undefined
  params: Readonly<Record<string, string>> | undefined
  /** The read's own name: its method, address and payload. */
  key: string
}

export interface Copies {
  keep(owner: string, read: CopyRead, body: unknown): Promise<boolean>
  find(owner: string, read: CopyRead): Promise<Copy | undefined>
  forget(owner: string): Promise<void>
  usage: CopyStore['usage']
}

/** The rules of offline-rules.ts over a copy store: only reads of the table's kept kinds go in or come out. */
export function createCopies(backend: CopyBackend, now?: () => number): Copies {
  const store = new CopyStore(backend, OFFLINE_COPIES, now)
  return {
    async keep(owner, read, body) {
      const plan = copyPlan(read.endpoint, read.data, read.params, read.key)
      return plan ? store.keep(owner, read.key, plan, body) : false
    },
    async find(owner, read) {
      return copyPlan(read.endpoint, read.data, read.params, read.key) ? store.find(owner, read.key) : undefined
    },
    forget: (owner) => store.forget(owner),
    usage: () => store.usage(),
  }
}

let copies: Copies | null = null

/** The app's one set of copies, on the platform's storage. */
export function appCopies(): Copies {
  copies ??= createCopies(createCopyBackend())
  return copies
}
