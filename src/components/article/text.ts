/** Display rules for user text (posts, comments, replies) shared by the article components. */
import { decodeNonBmp } from '@/lib'

/**
 * User text as shown: emoji that were stored as numeric entities come back as characters. It goes into
 * a Text node, which never parses markup, so '<b>' shows as typed; that is the escaping docs/product.md §5.2 asks
 * for, done by the renderer (escapeAngleBrackets on top would show '&lt;' literally).
 */
export function userText(content: string | null | undefined): string {
  return decodeNonBmp(content ?? '')
}
