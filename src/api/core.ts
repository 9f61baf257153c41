import {
  ENDPOINTS,
  fillPath,
  type AdminEnvelope,
  type EndpointKey,
  type EndpointRequest,
  type EndpointResponse,
  type PageRequest,
} from '@shared/api'
import { LIMITS, TEXTS } from '@/config/constants'
import { passCopyMark } from '@/http/copy-mark'
import { RequestError, type Payload, type Request, type RequestOptions } from '@/http/types'

/** What every domain module is built from: the HTTP function and the product id filling `{product}`. */
export interface ApiContext {
  request: Request
  product: string
  /** The answer the page's HTML carried for a call, if any (the HTTP layer's `answeredAtBoot`); none in tests. */
  atBoot?: <T>(options: RequestOptions) => T | undefined
}

/** The data type an admin-envelope endpoint resolves to. */
export type AdminData<K extends EndpointKey> = EndpointResponse<K> extends AdminEnvelope<infer T> ? T : never

/**
 * Drops undefined fields: the url-encoded forms would otherwise send `key=undefined`, and the server
 * would read an optional filter as the literal text.
 */
export function toPayload(data: object): Payload {
  const payload: Payload = {}
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined) payload[key] = value as Payload[string]
  }
  return payload
}

/** Builds the request options of an endpoint from the shared table, so paths live in one place. */
export function optionsFor<K extends EndpointKey>(
  ctx: ApiContext,
  key: K,
  data?: EndpointRequest<K>,
  pathParams?: Record<string, string>,
): RequestOptions {
  const spec = ENDPOINTS[key]
  const options: RequestOptions = {
    url: fillPath(spec.path, ctx.product, pathParams),
    form: spec.form,
    base: spec.base,
    endpoint: key,
  }
  if (pathParams !== undefined) options.params = pathParams
  if (data !== undefined) options.data = toPayload(data)
  return options
}

/** Calls an endpoint and resolves its whole response body. */
export function callRaw<K extends EndpointKey>(
  ctx: ApiContext,
  key: K,
  data?: EndpointRequest<K>,
  pathParams?: Record<string, string>,
): Promise<EndpointResponse<K>> {
  return ctx.request<EndpointResponse<K>>(optionsFor(ctx, key, data, pathParams))
}

/**
 * Calls an admin endpoint and resolves its `data`. The HTTP layer has already rejected non-2xx
 * failures, but it lets a 2xx body with another code through (after toasting a code-500 msg), so that
 * code is read here: resolving `data` of a failed answer would hand callers a null where a list is typed.
 */
export async function callData<K extends EndpointKey>(
  ctx: ApiContext,
  key: K,
  data?: EndpointRequest<K>,
  pathParams?: Record<string, string>,
): Promise<AdminData<K>> {
  return unwrapAdmin(key, (await callRaw(ctx, key, data, pathParams)) as AdminEnvelope<AdminData<K>> | null)
}

/**
 * The `data` of the answer the page's HTML carried for this call (docs/product.md §2.9), or undefined: there is
 * none, it was used already, or it is not a success. For a first render that needs no round trip; the caller
 * then asks as always.
 */
export function dataAtBoot<K extends EndpointKey>(
  ctx: ApiContext,
  key: K,
  data?: EndpointRequest<K>,
  pathParams?: Record<string, string>,
): AdminData<K> | undefined {
  try {
    const body = ctx.atBoot?.<AdminEnvelope<AdminData<K>> | null>(optionsFor(ctx, key, data, pathParams))
    return body === undefined ? undefined : unwrapAdmin(key, body)
  } catch {
    return undefined
  }
}

/** Sends a local file to an admin endpoint (multipart) and resolves the envelope's data. */
export async function callUpload<K extends EndpointKey>(
  ctx: ApiContext,
  key: K,
  file: { path: string; name: string },
  onProgress?: (percent: number) => void,
): Promise<AdminData<K>> {
  const body = await ctx.request<AdminEnvelope<AdminData<K>> | null>({ ...optionsFor(ctx, key), file, onProgress })
  return unwrapAdmin(key, body)
}

function unwrapAdmin<K extends EndpointKey>(key: K, body: AdminEnvelope<AdminData<K>> | null): AdminData<K> {
  if (!body || typeof body !== 'object') throw businessError(undefined, `${key}: empty response`, body)
  const code = body.code === undefined || body.code === null ? '' : String(body.code)
  if (body.success !== true && code !== '200') {
    throw businessError(body.error_info || body.msg, `${key} failed (code ${code || 'none'})`, body)
  }
  // An offline copy's data is a copy too (docs/product.md §8.5).
  return passCopyMark(body, body.data)
}

/**
 * A rejection for services whose own success field says no although HTTP said yes, or whose answer
 * cannot be read (malformed JSON arrives as no body). It is the HTTP layer's error type, kind
 * 'business', so callers handle one kind of failure whichever layer noticed it. People read only what
 * the service `said` (else the generic text, which each action replaces by its own); `detail` is for logs.
 */
export function businessError(said: string | undefined, detail: string, body: unknown): RequestError {
  return new RequestError(said || TEXTS.requestError, 'business', undefined, body, detail)
}

/** A paged request whose page fields may be left out. */
export type Paged<T extends PageRequest> = Omit<T, 'pageNum' | 'pageSize'> & Partial<PageRequest>

/** Fills the first page and the default page size (docs/product.md §7.3) where the caller gave none. */
export function withPage<T extends PageRequest>(req: Paged<T>): T {
  return { ...req, pageNum: req.pageNum ?? 1, pageSize: req.pageSize ?? LIMITS.pageSize } as T
}
