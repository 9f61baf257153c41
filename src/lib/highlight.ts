export interface HighlightSegment {
  text: string
  /** This piece matched the keyword (render it highlighted). */
  hit: boolean
}

/** Makes user input literal inside a RegExp: a search for 'a.b' or '(' must not mean a pattern. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Splits a search result's text into plain and matching pieces for highlighting, case-insensitive.
 * Joining the pieces' text gives back the input exactly. The keyword is trimmed; an empty or blank
 * keyword gives one plain piece; empty text gives no pieces.
 */
export function splitHighlight(text: string, keyword: string): HighlightSegment[] {
  if (text === '') return []
  // Search boxes keep the spaces the user typed around a word; they are not part of the match.
  const needle = keyword.trim()
  if (needle === '') return [{ text, hit: false }]
  // 'u' so an emoji keyword matches whole code points and case folding covers non-ASCII letters.
  const pattern = new RegExp(escapeRegExp(needle), 'giu')
  const segments: HighlightSegment[] = []
  let last = 0
  // exec rather than matchAll: the mini-program's older JS engines lack matchAll.
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), hit: false })
    segments.push({ text: match[0], hit: true })
    last = match.index + match[0].length
  }
  if (last < text.length) segments.push({ text: text.slice(last), hit: false })
  return segments
}
