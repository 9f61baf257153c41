/**
 * The one mapping from a failed request to what the person is told (docs/product.md §8.3).
 * RequestError.kind decides, never the wording of a message:
 * - 'network': nothing reached the server. Toggles (like, follow, collect, join) roll back without a
 *   word, as the product's network rule asks; a send says its fallback, because the person must know
 *   the text was kept and not sent.
 * - 'business': the server refused; its own message is Chinese and meant for people, unless it is
 *   the generic request-error text, which says less than the action's own fallback.
 * - anything else is a fault of ours: the fallback.
 */
import { TEXTS } from '@/config/constants'
import { RequestError } from '@/http/types'

export interface ErrorTextOptions {
  /** The action's own words when nothing better is known. */
  fallback: string
  /** Stay silent when the network failed. */
  quietOnNetwork?: boolean
  /** What to say when the network failed (docs/product.md §8.5); wins over the two above. */
  offline?: string
}

/** The toast for a failure, or null for none. */
export function errorText(
  error: unknown,
  { fallback, quietOnNetwork = false, offline }: ErrorTextOptions,
): string | null {
  if (error instanceof RequestError) {
    if (error.kind === 'network') return offline ?? (quietOnNetwork ? null : fallback)
    return error.message && error.message !== TEXTS.requestError ? error.message : fallback
  }
  return fallback
}

/** A first load that can never succeed: the link names nothing (400) or the thing is gone (404). */
export function isGoneError(error: unknown): boolean {
  return error instanceof RequestError && (error.status === 404 || error.status === 400)
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof RequestError && error.status === 404
}
