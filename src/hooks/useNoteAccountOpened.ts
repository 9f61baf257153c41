import { useEffect } from 'react'
import { useFollow, useSession } from '@/stores'

/**
 * An account's own page notes that the viewer opened it (docs/product.md §4.5), wherever they came from (我的关注,
 * a card, a search result): its news dot and the 我的关注 dot go at once, and the server hears of it. Not for one's
 * own page, nor without an account.
 */
export function useNoteAccountOpened(accountId: string | null | undefined): void {
  const follow = useFollow()
  const session = useSession()
  const viewerId = session.loggedIn ? session.accountId : ''
  useEffect(() => {
    if (!accountId || !viewerId || accountId === viewerId) return
    follow.markClicked(accountId, viewerId)
  }, [follow, accountId, viewerId])
}
