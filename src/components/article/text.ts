/** Display rules for user text (posts, comments, replies) shared by the article components. */
import { decodeNonBmp, escapeAngleBrackets } from '@/lib'

/**
 * User text as shown: emoji that were stored as numeric entities come back as characters. It is put
 * in a Text node, which never parses markup, so '<b>' shows as typed.
 */
export function userText(content: string | null | undefined): string {
  return decodeNonBmp(content ?? '')
}

/** The same text for a rich-text context (share summaries, HTML snippets): angle brackets escaped. */
export function userTextForRichText(content: string | null | undefined): string {
  return escapeAngleBrackets(userText(content))
}

/** An error's message for a toast, or the fallback when it carries none a person could read. */
export function failureText(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return message && !/^[\w.]+:|failed \(code|Network|timeout/i.test(message) ? message : fallback
}
