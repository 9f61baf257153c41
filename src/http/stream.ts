/**
 * An event stream of an endpoint (docs/product.md §4.20), addressed and identified like any request of it: its base,
 * its query, and the session headers where the endpoint reads them. Null where the target has no streams.
 */
import { openEventStream, type EventStreamHandle, type EventStreamHandlers } from '@/platform/event-stream'
import { readHttpConfig } from './config'
import { encodeUrlencoded } from './encode'
import { sessionHeaders } from './session'
import type { RequestOptions } from './types'
import { appendQuery, needsSessionHeaders, resolveUrl } from './url'

export type StreamOpener = (
  options: Pick<RequestOptions, 'url' | 'base' | 'data'>,
  handlers: EventStreamHandlers,
) => EventStreamHandle | null

export const openStream: StreamOpener = (options, handlers) => {
  if (!openEventStream) return null
  const { bases } = readHttpConfig()
  const target = resolveUrl(options.url, options.base, bases)
  const headers = needsSessionHeaders(target, options.base, bases) ? sessionHeaders() : {}
  return openEventStream(appendQuery(target, encodeUrlencoded(options.data)), headers, handlers)
}
