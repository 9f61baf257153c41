import { useEffect, useRef, useState } from 'react'
import { api } from '@/api'
import { getPlatform } from '@/platform'
import type { SessionStore } from '@/stores'
import { authOf, ensureLoggedIn } from './viewer'
import { failureText } from './text'

export interface FollowState {
  followed: boolean
  busy: boolean
  toggle(): Promise<void>
}

/** Follow or unfollow an author; one request at a time, the button shows the server's answer. */
export function useFollowAuthor(session: SessionStore, toAccountId: string, initial: boolean): FollowState {
  const [followed, setFollowed] = useState(initial)
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)
  // A reload of the detail (retry, login) brings a new answer from the server.
  useEffect(() => setFollowed(initial), [initial])

  async function toggle() {
    if (inFlight.current) return
    if (!ensureLoggedIn(session)) return
    const auth = authOf(session)
    if (!auth) return
    inFlight.current = true
    setBusy(true)
    try {
      const result = await api.follow.setFollowed(auth, toAccountId, !followed)
      setFollowed(result.followed)
      getPlatform().toast(result.followed ? '已关注' : '已取消关注')
    } catch (error) {
      getPlatform().toast(failureText(error, '操作失败，请稍后重试'))
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return { followed, busy, toggle }
}
