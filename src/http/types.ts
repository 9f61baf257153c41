/**
 * The HTTP layer's contract (docs/product.md §7.2, §8.1). API modules call `request`; the platform/HTTP
 * implementation lives beside this file. Kept apart so both sides can be written against it.
 */

import type { EndpointKey } from '@shared/api'

/** The five request forms of docs/product.md §7.2. */
export type RequestForm =
  | 'postJson'
  | 'postUrlencoded' // form-urlencoded in the body
  | 'postUrlencodedQuery' // form-urlencoded in the query string, empty body
  | 'postForm' // multipart-style form fields
  | 'getJson'
  | 'getUrlencoded'

/** Which configured base address a path is resolved against (docs/product.md §7.2). */
export type BaseKey = 'main' | 'fund' | 'live' | 'community' | 'account' | 'ops' | 'none'

export type Payload = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[] | object
>

export interface RequestOptions {
  /** Path (resolved against the base) or, with base 'none' or 'live', a full address. */
  url: string
  form: RequestForm
  data?: Payload
  base?: BaseKey
  /** Milliseconds; the product layer's default is none (0). */
  timeout?: number
  /** A local file sent as the multipart part `name` (Taro.uploadFile on both targets); `data` goes with it as fields. */
  file?: { path: string; name: string }
  /** Upload progress, 0 to 100. */
  onProgress?: (percent: number) => void
  /** The endpoint of `ENDPOINTS` asked, and its path's named parts: whether and how it is kept offline (§8.5). */
  endpoint?: EndpointKey
  params?: Readonly<Record<string, string>>
}

/**
 * Every rejection of the HTTP layer is one of these, so callers can tell the kinds apart. The message
 * is for people (the server's own, or TEXTS.requestError); what went wrong for a developer is `detail`.
 */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'business',
    readonly status?: number,
    readonly body?: unknown,
    readonly detail?: string,
  ) {
    super(message)
    this.name = 'RequestError'
  }
}

export type Request = <T>(options: RequestOptions) => Promise<T>
