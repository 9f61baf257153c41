/** H5: an event stream read with fetch, so it carries the session headers; null where fetch cannot stream. */
import { createSseParser } from '@/lib/sse'
import type { EventStreamHandlers, EventStreamOpener } from './event-stream-types'

const STREAM_TYPE = 'text/event-stream'

function canStream(): boolean {
  return (
    typeof fetch === 'function' &&
    typeof AbortController === 'function' &&
    typeof TextDecoder === 'function' &&
    typeof ReadableStream === 'function'
  )
}

async function read(response: Response, handlers: EventStreamHandlers, closed: () => boolean): Promise<void> {
  const type = response.headers.get('content-type') ?? ''
  if (!response.ok || !response.body || !type.includes(STREAM_TYPE))
    throw new Error(`event stream refused: HTTP ${response.status}`)
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const parser = createSseParser((event) => {
    if (!closed()) handlers.onEvent(event)
  })
  for (;;) {
    const { value, done } = await reader.read()
    if (done || closed()) return
    handlers.onActivity()
    parser.push(decoder.decode(value, { stream: true }))
  }
}

const openWithFetch: EventStreamOpener = (url, headers, handlers) => {
  const controller = new AbortController()
  let closed = false
  fetch(url, {
    headers: { Accept: STREAM_TYPE, ...headers },
    cache: 'no-store',
    credentials: 'same-origin',
    signal: controller.signal,
  })
    .then((response) => read(response, handlers, () => closed))
    .then(
      () => closed || handlers.onEnd(),
      (error: unknown) => closed || handlers.onEnd(error),
    )
  return {
    close() {
      closed = true
      controller.abort()
    },
  }
}

export const openEventStream: EventStreamOpener | null = canStream() ? openWithFetch : null
