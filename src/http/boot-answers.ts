/**
 * The answers the server wrote into the page's HTML for its first GET calls (types/boot-answers.ts): each is
 * used once, by the first call to its path and query, so the first screen does not wait for a round trip after
 * its script has run (docs/product.md §2.9). The query is part of the call: an answer written for a viewer with no
 * account (an article's detail) never answers a call that names one. Any later call, a refresh included, asks the
 * server. A page without them, or with a block that does not parse, simply asks as always.
 */
import { BOOT_ANSWERS_ELEMENT_ID, type BootAnswers } from '@shared/boot-answers'

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

/** Tests: forget what was read, so the next call reads the document again. */
export function resetBootAnswers(): void {
  answers = null
}
