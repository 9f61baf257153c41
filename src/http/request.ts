/**
 * The one HTTP entry point (docs/product.md §7.2) on Taro.request, shared by H5 and the mini-program.
 * Network failures reject with kind 'network' and show nothing (docs/product.md §8.2),
 * but the caller still learns of it (to stop a spinner or offer a retry). Business failures
 * reject with kind 'business'; see response.ts for the exact rule.
 */
import Taro from '@tarojs/taro'
import { DURATIONS, TIMEOUTS } from '@/config/constants'
import { getPlatform } from '@/platform'
import { readHttpConfig } from './config'
import { createBoundary, encodeMultipart, encodeUrlencoded } from './encode'
import { judgeResponse } from './response'
import { sessionHeaders } from './session'
import { RequestError, type Request, type RequestForm, type RequestOptions } from './types'
import { appendQuery, needsSessionHeaders, resolveUrl } from './url'
import { takeBootAnswer, takeEarlyAnswer } from './boot-answers'
import { networkGone } from '@/platform/network'
import { answerFromCopy, keepCopy, type CopyRead } from './offline'

const JSON_TYPE = 'application/json;charset=UTF-8'
const URLENCODED_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8'

export type Toast = (message: string, durationMs: number) => void

// The platform layer shows toasts; injected so tests (and a future shell) can replace it.
let toast: Toast = (message, durationMs) => getPlatform().toast(message, durationMs)

export function registerToast(next: Toast): void {
  toast = next
}

interface Outgoing {
  method: 'GET' | 'POST'
  url: string
  contentType: string
  body?: string | Record<string, unknown>
}

/** How each form of docs/product.md §7.2 puts the payload on the wire. */
export function shapeRequest(form: RequestForm, url: string, data: RequestOptions['data']): Outgoing {
  switch (form) {
    case 'postJson':
      return { method: 'POST', url, contentType: JSON_TYPE, body: (data ?? {}) as Record<string, unknown> }
    case 'postUrlencoded':
      return { method: 'POST', url, contentType: URLENCODED_TYPE, body: encodeUrlencoded(data) }
    case 'postUrlencodedQuery':
      return { method: 'POST', url: appendQuery(url, encodeUrlencoded(data)), contentType: URLENCODED_TYPE, body: '' }
    case 'postForm': {
      const boundary = createBoundary()
      return {
        method: 'POST',
        url,
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: encodeMultipart(data, boundary),
      }
    }
    case 'getJson':
      return { method: 'GET', url: appendQuery(url, encodeUrlencoded(data)), contentType: JSON_TYPE }
    case 'getUrlencoded':
      return { method: 'GET', url: appendQuery(url, encodeUrlencoded(data)), contentType: URLENCODED_TYPE }
  }
}

/** The product layer sets no timeout of its own (TIMEOUTS.productRequestMs); Taro's default applies. */
export function timeoutOption(timeout: number | undefined): { timeout?: number } {
  const ms = timeout ?? TIMEOUTS.productRequestMs
  return ms > 0 ? { timeout: ms } : {}
}

export function networkMessage(error: unknown): string {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as { errMsg?: unknown; message?: unknown }
  const message = fields.errMsg ?? fields.message
  return typeof message === 'string' && message ? message : 'network error'
}

function outgoingOf(options: RequestOptions): { target: string; outgoing: Outgoing } {
  const target = resolveUrl(options.url, options.base, readHttpConfig().bases)
  return { target, outgoing: shapeRequest(options.form, target, options.data) }
}

/** The read as offline copies name it: its endpoint, and what it asked of which address (docs/product.md §8.5). */
function copyReadOf(options: RequestOptions, outgoing: Outgoing): CopyRead {
  const body = typeof outgoing.body === 'string' ? outgoing.body : JSON.stringify(outgoing.body ?? '')
  return {
    endpoint: options.endpoint,
    data: options.data,
    params: options.params,
    key: `${outgoing.method} ${outgoing.url} ${body}`,
  }
}

/**
 * The answer the page's HTML carried for this call (boot-answers.ts), settled by the same rule as any answer, or
 * undefined: for a first render that needs no round trip. The answer is used up, as by `request`.
 */
export function answeredAtBoot<T>(options: RequestOptions): T | undefined {
  const { outgoing } = outgoingOf(options)
  const answered = takeBootAnswer(outgoing.method, outgoing.url)
  if (!answered) return undefined
  const body = settle<T>(answered)
  keepCopy(copyReadOf(options, outgoing), body)
  return body
}

export const request: Request = async <T>(options: RequestOptions): Promise<T> => {
  const { target, outgoing } = outgoingOf(options)
  const header: Record<string, string> = {
    'Content-Type': outgoing.contentType,
    ...(needsSessionHeaders(target, options.base, readHttpConfig().bases) ? sessionHeaders() : {}),
  }
  const read = copyReadOf(options, outgoing)
  // The loader has no session: a call that carries one is asked anew (boot-answers.ts).
  const early = header.token ? undefined : takeEarlyAnswer(outgoing.method, outgoing.url, outgoing.body)
  const answered = takeBootAnswer(outgoing.method, outgoing.url) ?? (early && (await early)) ?? undefined
  if (answered) {
    const body = settle<T>(answered)
    keepCopy(read, body)
    return body
  }
  // The platform says the network is gone: nothing is sent, a kept read answers with its copy (docs/product.md §8.5).
  if (await networkGone()) return answerFromCopy<T>(read, new RequestError('network gone', 'network'))
  let response: { statusCode: number; data: unknown }
  try {
    response = await Taro.request<unknown>({
      url: outgoing.url,
      method: outgoing.method,
      header,
      ...(outgoing.body === undefined ? {} : { data: outgoing.body }),
      dataType: 'json',
      ...timeoutOption(options.timeout),
    })
  } catch (error) {
    return answerFromCopy<T>(read, new RequestError(networkMessage(error), 'network', undefined, error))
  }
  const body = settle<T>(response)
  keepCopy(read, body)
  return body
}

/** The response rule (docs/product.md §8.1) for any answer: a failure rejects, a code-500 message is toasted. */
export function settle<T>(response: { statusCode: number; data: unknown }): T {
  const verdict = judgeResponse(response.statusCode, response.data)
  if (!verdict.ok) throw verdict.error
  if (verdict.toast) toast(verdict.toast, DURATIONS.toastMs)
  return verdict.body as T
}
