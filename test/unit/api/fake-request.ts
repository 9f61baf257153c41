import type { Request, RequestOptions } from '@/http/types'

/**
 * What goes on the wire: the options without the endpoint's name and path parts, which only tell the HTTP layer how
 * the read is kept offline (core.test.ts checks those).
 */
export function wireOf(options: RequestOptions): RequestOptions {
  const { endpoint: _endpoint, params: _params, ...wire } = options
  return wire
}

/** A Request that records every call and answers from a handler (default: an empty admin success). */
export interface FakeRequest {
  request: Request
  calls: RequestOptions[]
  /** Replace the answer for the following calls. */
  answer(handler: (options: RequestOptions) => unknown): void
}

export function fakeRequest(
  handler: (options: RequestOptions) => unknown = () => ({ code: '200', data: null }),
): FakeRequest {
  let current = handler
  const calls: RequestOptions[] = []
  const request = (<T>(options: RequestOptions): Promise<T> => {
    calls.push(wireOf(options))
    try {
      return Promise.resolve(current(options) as T)
    } catch (error) {
      return Promise.reject(error)
    }
  }) as Request
  return {
    request,
    calls,
    answer(next) {
      current = next
    },
  }
}

export const ok = <T>(data: T) => ({ code: '200', msg: 'ok', data })
