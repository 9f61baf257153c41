/**
 * Answers the page brought for its first calls, so the first screen does not wait for a round trip after its script
 * has run (docs/product.md §2.9). Each is used once, by the first call that matches it; any later call, a refresh
 * included, asks the server. A page without them, or with some that do not parse, simply asks as always.
 *
 * - Carried: the reference server wrote them into the HTML for GET calls (types/boot-answers.ts), keyed by path and
 *   query. The query is part of the call: an answer written for a viewer with no account (an article's detail) never
 *   answers a call that names one.
 * - Started early: index.html's inline loader started the entry page's first calls while the code downloaded
 *   (config/first-screen-loader.ts, types/first-calls.ts); the call with the same method, address and body takes the
 *   answer, arrived or still on its way. The loader has no session, so a call that carries one never takes it.
 */
import { BOOT_ANSWERS_ELEMENT_ID, type BootAnswers } from '@shared/boot-answers'
import { EARLY_CALLS_GLOBAL } from '@shared/first-calls'

let answers: Map<string, unknown> | null = null

function readAnswers(): Map<string, unknown> {
  if (answers) return answers
  answers = new Map()
  try {
    const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_ANSWERS_ELEMENT_ID)?.textContent
    const parsed: unknown = text ? JSON.parse(text) : null
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      for (const [path, body] of Object.entries(parsed as BootAnswers)) answers.set(path, body)
  } catch {
    // Not usable: every call goes to the server.
  }
  return answers
}

/** An address without its origin and fragment: the call's path and query. */
function callOf(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').split('#')[0]
}

/** The server's answer for this call if the HTML carried one not yet used, as a response to settle. */
export function takeBootAnswer(method: string, url: string): { statusCode: number; data: unknown } | undefined {
  if (method !== 'GET') return undefined
  const known = readAnswers()
  const call = callOf(url)
  if (!known.has(call)) return undefined
  const data = known.get(call)
  known.delete(call)
  return { statusCode: 200, data }
}

export interface BootResponse {
  statusCode: number
  data: unknown
}

/** A call the loader started (config/first-screen-loader.ts StartedCall). */
interface StartedCall {
  method: string
  url: string
  body?: string
  answer: Promise<BootResponse | null>
}

function startedCalls(): StartedCall[] {
  const started =
    typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL]
  return Array.isArray(started) ? (started as StartedCall[]) : []
}

/** A value with its objects' keys in order, so two bodies that say the same compare equal as text. */
function ordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ordered)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, ordered((value as Record<string, unknown>)[key])]),
  )
}

/** A request body as it goes on the wire, comparable: JSON in key order, other text as is, none as ''. */
function bodyOf(body: string | Record<string, unknown> | undefined): string {
  if (body === undefined || body === '') return ''
  try {
    return JSON.stringify(ordered(typeof body === 'string' ? JSON.parse(body) : body)) ?? ''
  } catch {
    return typeof body === 'string' ? body : ''
  }
}

/**
 * The answer to this call if the page's loader started it, used up: a promise of the response, or of null when it
 * failed or was no success (the caller then asks the server). Undefined when the loader did not start this call.
 */
export function takeEarlyAnswer(
  method: string,
  url: string,
  body: string | Record<string, unknown> | undefined,
): Promise<BootResponse | null> | undefined {
  const started = startedCalls()
  const call = callOf(url)
  const wanted = bodyOf(body)
  const at = started.findIndex((s) => s?.method === method && callOf(s.url) === call && bodyOf(s.body) === wanted)
  if (at < 0) return undefined
  const [early] = started.splice(at, 1)
  return Promise.resolve(early.answer).then(
    (answer) => (answer && answer.statusCode === 200 ? answer : null),
    () => null,
  )
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetBootAnswers(): void {
  answers = null
}
