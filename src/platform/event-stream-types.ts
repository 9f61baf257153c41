/** The shape of an event stream's opener and its callbacks (event-stream.ts chooses the implementation). */
import type { SseEvent } from '@/lib/sse'

export interface EventStreamHandlers {
  onEvent(event: SseEvent): void
  /** Anything arrived, a keep-alive comment included: the connection is alive. */
  onActivity(): void
  /** The stream ended or failed (not after close()). */
  onEnd(error?: unknown): void
}

export interface EventStreamHandle {
  close(): void
}

export type EventStreamOpener = (
  url: string,
  headers: Record<string, string>,
  handlers: EventStreamHandlers,
) => EventStreamHandle
