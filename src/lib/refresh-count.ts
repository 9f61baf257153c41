import { TEXTS } from '@/config/constants'

/**
 * How many items a refresh put on top of what the reader had (docs/product.md §4.21): those above the first item
 * that was already shown. A list that shares nothing with the one before is new throughout; an empty one brings none.
 */
export function countNewOnTop(before: readonly string[], after: readonly string[]): number {
  const seen = new Set(before)
  const firstKnown = after.findIndex((id) => seen.has(id))
  return firstKnown < 0 ? after.length : firstKnown
}

/** The toast after a pull to refresh: 为你更新了 N 条内容, or 暂无新内容. */
export function refreshedText(count: number): string {
  return count > 0 ? `${TEXTS.refreshedPrefix}${count}${TEXTS.refreshedSuffix}` : TEXTS.refreshedNone
}
