import { parseServerDate, type DateInput } from './server-date'

/**
 * Whether a followed account shows the "has news" mark (docs/product.md §4.5): its latest item is newer than
 * the last time the user opened it, or the user never opened it. An unreadable last-click time
 * counts as never; an unreadable createdDate cannot be newer than anything.
 */
export function hasNews(createdDate: DateInput, lastClick: DateInput): boolean {
  const clicked = parseServerDate(lastClick)
  if (clicked === null) return true
  const created = parseServerDate(createdDate)
  return created !== null && created.getTime() > clicked.getTime()
}
