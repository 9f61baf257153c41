/**
 * The response rule of docs/product.md §8.1, decided precisely:
 *
 *   success  when body.success === true, or body.code == 200 (string or number), or the HTTP
 *            status is 2xx (the whole 200-299 range counts, docs/product.md §8.1).
 *   failure  otherwise, i.e. a non-2xx status whose body does not claim success. The error message
 *            is body.error_info, else body.msg, else TEXTS.requestError.
 *
 * Consequence, and intended: a 2xx body carrying code 500 is a *success response* (it resolves,
 * callers read its code as they do for code '200' / resultCode 'S' / error_no '0'); its msg is
 * shown as a toast for DURATIONS.toastMs. Network failures never reach this rule (see request.ts).
 */
import { TEXTS } from '@/config/constants'
import { RequestError } from './types'

export type Verdict = { ok: true; body: unknown; toast: string | null } | { ok: false; error: RequestError }

function fieldsOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
}

function text(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  return ''
}

export function isSuccessResponse(status: number, body: unknown): boolean {
  const fields = fieldsOf(body)
  return fields.success === true || text(fields.code) === '200' || (status >= 200 && status <= 299)
}

export function failureMessage(body: unknown): string {
  const fields = fieldsOf(body)
  return text(fields.error_info) || text(fields.msg) || TEXTS.requestError
}

export function judgeResponse(status: number, body: unknown): Verdict {
  if (!isSuccessResponse(status, body)) {
    return { ok: false, error: new RequestError(failureMessage(body), 'business', status, body) }
  }
  const fields = fieldsOf(body)
  const toast = text(fields.code) === '500' ? text(fields.msg) || null : null
  return { ok: true, body, toast }
}
