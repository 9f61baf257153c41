import { useEffect } from 'react'
import { useAccounts, useFollow, useSession } from '@/stores'

/**
 * An account's own page notes that the viewer opened it (docs/product.md §4.5), wherever they came from (我的关注,
 * a card, a search result): its news dot and the 我的关注 dot go at once, and the server hears of it. Only for an
 * account the viewer follows (news is about follows; the server keeps no click for others), once that is known.
 */
export function useNoteAccountOpened(accountId: string | null | undefined): void {
  const follow = useFollow()
  const session = useSession()
  const accounts = useAccounts()
  const viewerId = session.loggedIn ? session.accountId : ''
  const followed = Boolean(accountId) && accounts.isFollowed(accountId ?? '')
  useEffect(() => {
    if (!accountId || !viewerId || accountId === viewerId || !followed) return
    follow.markClicked(accountId, viewerId)
  }, [follow, accountId, viewerId, followed])
}
