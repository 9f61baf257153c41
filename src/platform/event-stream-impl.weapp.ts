/** The mini-program: no event streams here; the callers poll instead (docs/product.md §4.20). */
import type { EventStreamOpener } from './event-stream-types'

export const openEventStream: EventStreamOpener | null = null
