/** Display rules for user text (posts, comments, replies) shared by the article components. */
import { decodeNonBmp } from '@/lib'

/**
 * User text as shown: emoji that were stored as numeric entities come back as characters. It goes into
 * a Text node, which never parses markup, so '<b>' shows as typed; that is the escaping spec 5 asks
 * for, done by the renderer (escapeAngleBrackets on top would show '&lt;' literally).
 */
export function userText(content: string | null | undefined): string {
  return decodeNonBmp(content ?? '')
}

/** An error's message for a toast, or the fallback when it carries none a person could read. */
export function failureText(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return message && !/^[\w.]+:|failed \(code|Network|timeout/i.test(message) ? message : fallback
}
