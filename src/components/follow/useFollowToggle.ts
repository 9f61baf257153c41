import { useRef, useState } from 'react'
import { api } from '@/api'
import { RequestError } from '@/http/types'
import { getPlatform } from '@/platform'
import { requireLogin } from '@/startup'
import { useSession } from '@/stores'

export const FOLLOW_FAILED_TEXT = '操作失败，请稍后重试'

export interface FollowState {
  followed: boolean
  followers: number
}

export interface FollowToggle extends FollowState {
  /** A request is running: the button ignores taps until it answers. */
  busy: boolean
  toggle(): Promise<void>
}

/**
 * Follow / unfollow one account. Login is required; a second tap while the first is on its way is
 * dropped (a double tap would otherwise follow and unfollow). The server's answer is the truth for
 * both the state and the follower count.
 */
export function useFollowToggle(toAccountId: string, initial: FollowState): FollowToggle {
  const session = useSession()
  const [state, setState] = useState<FollowState>(initial)
  const [busy, setBusy] = useState(false)
  // A ref as well as state: two taps in one frame both see the state of the render before.
  const inFlight = useRef(false)
  const lastInitial = useRef(initial)
  // A refreshed header (pull to refresh) brings newer server values; take them over.
  if (lastInitial.current.followed !== initial.followed || lastInitial.current.followers !== initial.followers) {
    lastInitial.current = initial
    setState(initial)
  }

  const toggle = async () => {
    if (inFlight.current || !toAccountId) return
    if (!requireLogin()) return
    inFlight.current = true
    setBusy(true)
    try {
      const auth = { accountId: session.accountId, token: session.token, userCode: session.userCode }
      const result = await api.follow.setFollowed(auth, toAccountId, !state.followed)
      setState({ followed: result.followed, followers: result.followers })
    } catch (error) {
      // Network failures are silent (spec 8); anything else is worth a word.
      if (!(error instanceof RequestError && error.kind === 'network')) getPlatform().toast(FOLLOW_FAILED_TEXT)
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return { ...state, busy, toggle }
}
