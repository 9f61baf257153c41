import { useRef, useState } from 'react'
import { api, type PraiseTarget } from '@/api'
import { getPlatform } from '@/platform'
import type { SessionStore } from '@/stores'
import { authOf, ensureLoggedIn } from './viewer'
import { failureText } from './text'

export interface LikeState {
  praised: boolean
  count: number
  busy: boolean
  toggle(): Promise<void>
}

/**
 * One like button's state (spec 4): a tap while a like is on the wire does nothing; the change shows at
 * once and is rolled back if the server refuses; the server's answer then wins.
 */
export function useLike(
  session: SessionStore,
  target: PraiseTarget,
  initial: { praised: boolean; count: number },
): LikeState {
  const [state, setState] = useState(initial)
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)

  async function toggle() {
    if (inFlight.current) return
    if (!ensureLoggedIn(session)) return
    const auth = authOf(session)
    if (!auth) return
    inFlight.current = true
    setBusy(true)
    const before = state
    setState({ praised: !before.praised, count: Math.max(0, before.count + (before.praised ? -1 : 1)) })
    try {
      const result = await api.like.toggle(auth, target, before.praised)
      setState({ praised: result.praised, count: result.praiseCount })
    } catch (error) {
      setState(before)
      getPlatform().toast(failureText(error, '操作失败，请稍后重试'))
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return { praised: state.praised, count: state.count, busy, toggle }
}
