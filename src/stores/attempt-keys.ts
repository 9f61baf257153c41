/**
 * One key per attempt at sending something (types/request-id.ts, docs/product.md §4.14): sending the same thing
 * again from the same place (a retry after a failure or a lost answer) reuses the key, so the server answers with
 * what the first attempt made instead of storing it twice; something else sent, or a send after a success, is a
 * new attempt with a new key.
 */
import { newRequestId } from '@shared/request-id'

export class AttemptKeys {
  private readonly attempts = new Map<string, { sent: string; requestId: string }>()

  constructor(private readonly make: () => string = () => newRequestId()) {}

  /** The key for sending `what` (anything JSON can write) from `slot`. */
  keyFor(slot: string, what: unknown): string {
    const sent = JSON.stringify(what)
    const last = this.attempts.get(slot)
    if (last && last.sent === sent) return last.requestId
    const requestId = this.make()
    this.attempts.set(slot, { sent, requestId })
    return requestId
  }

  /** The send from `slot` went through (or was given up): the next one is a new attempt. */
  settle(slot: string): void {
    this.attempts.delete(slot)
  }
}
