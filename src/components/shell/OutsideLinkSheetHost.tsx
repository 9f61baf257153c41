import { useSyncExternalStore } from 'react'
import { linkSheet, pendingLinkQuestion, watchLinkQuestion } from '@/navigation/link-prompt'

/**
 * Where a page shell draws the ask sheet for outside links (docs/product.md §2.6): nothing until a link is asked
 * about, then the sheet, whose code came with the outside-link rules (so the first screen carries none of it).
 */
export function OutsideLinkSheetHost() {
  const question = useSyncExternalStore(watchLinkQuestion, pendingLinkQuestion, pendingLinkQuestion)
  const Sheet = linkSheet()
  return question && Sheet ? <Sheet /> : null
}
