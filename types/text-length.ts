/**
 * How long a text is, counted the way a person counts it, and the length rules of everything a person writes.
 * One definition for every counter, every composer check and every server check (docs/product.md §5.1), so what
 * the composer allows the server accepts. The server counts the text after turning the emoji entities the app
 * sends back into characters (types/emoji-entities.ts).
 */
import { CONTENT_LIMITS } from './content-limits'
import { FIELD_NAMES } from './field-names'

/**
 * What is drawn together with the character before it: combining marks (accents, variation selectors), emoji
 * skin tones and the tag characters of subdivision flags.
 */
const EXTEND = '[\\p{M}\\p{Emoji_Modifier}\\u{E0020}-\\u{E007F}]'

/**
 * One character as a reader sees it: a line break (CR LF is one), a flag (two regional indicators), or a
 * character with what extends it, joined by zero-width joiners to the next (an emoji family is one). Simpler than
 * Unicode's full grapheme rules on purpose: it must count the same in every browser, the mini-program and Node,
 * whatever Unicode version each ships.
 */
const CHARACTER = new RegExp(`\\r\\n|\\p{Regional_Indicator}{2}|[^]${EXTEND}*(?:\\u200D[^]${EXTEND}*)*`, 'gu')

/** The text cut into the characters a reader sees. */
export function characters(text: string): string[] {
  return text.match(CHARACTER) ?? []
}

export function countChars(text: string): number {
  return characters(text).length
}

/** The text cut to at most `max` characters, never inside one (an emoji stays whole or goes). */
export function limitChars(text: string, max: number): string {
  const all = characters(text)
  return all.length > max ? all.slice(0, max).join('') : text
}

/** The texts a person writes, each with its limit in characters. */
export const TEXT_LIMITS = {
  comment: { field: 'content', max: CONTENT_LIMITS.comment },
  post: { field: 'content', max: CONTENT_LIMITS.post },
  title: { field: 'title', max: CONTENT_LIMITS.title },
  voteTitle: { field: 'vote.title', max: CONTENT_LIMITS.voteTitle },
  voteOption: { field: 'vote.options', max: CONTENT_LIMITS.voteOption },
} as const

export type TextKind = keyof typeof TEXT_LIMITS

/** The one message for a text over its limit, on the screen and in the server's answer: 内容不能超过 140 字. */
export function tooLongMessage(name: string, max: number): string {
  return `${name}不能超过 ${max} 字`
}

/** Why `text` is too long to send as `kind`, or null when it fits. */
export function lengthProblem(kind: TextKind, text: string): string | null {
  const { field, max } = TEXT_LIMITS[kind]
  return countChars(text) > max ? tooLongMessage(FIELD_NAMES[field], max) : null
}
