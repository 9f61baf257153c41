/**
 * Server-Sent Events from an address, with request headers (the session's, which EventSource cannot send). The
 * implementation is chosen per target by Taro's file suffixes: H5 reads the stream with fetch
 * (event-stream-impl.ts); the mini-program has no event streams (event-stream-impl.weapp.ts answers null), so its
 * callers ask instead (docs/product.md §4.20).
 */
export type { EventStreamHandle, EventStreamHandlers, EventStreamOpener } from './event-stream-types'
export { openEventStream } from './event-stream-impl'
