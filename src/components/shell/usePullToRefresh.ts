import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { CommonEvent } from '@tarojs/components'
import { IDLE_PULL, PULL_REFRESHING_PX, pullTo, type PullState } from './pull-state'
import { pageScrollTopOf } from './page-scroller'

export interface PullHandlers {
  onTouchStart?: (event: CommonEvent) => void
  onTouchMove?: (event: CommonEvent) => void
  onTouchEnd?: () => void
  onTouchCancel?: () => void
}

interface TouchLike {
  touches?: ArrayLike<{ clientY: number }>
  changedTouches?: ArrayLike<{ clientY: number }>
}

function firstTouchY(event: CommonEvent): number | null {
  const { touches, changedTouches } = event as unknown as TouchLike
  const touch = touches?.[0] ?? changedTouches?.[0]
  return touch ? touch.clientY : null
}

/**
 * H5: our own touch-driven pull indicator. Taro's H5 pull-down wrapper sits around the whole page,
 * custom navigation bar included, and does not follow our colour; this one lives under the bar.
 * A pull only starts at the very top of the page, so scrolling back up never triggers a refresh.
 */
export function usePullToRefresh(
  onRefresh: (() => Promise<unknown> | void) | undefined,
  enabled: boolean,
): { state: PullState; handlers: PullHandlers } {
  const [state, setState] = useState<PullState>(IDLE_PULL)
  const startY = useRef<number | null>(null)
  const current = useRef<PullState>(IDLE_PULL)
  const busy = useRef(false)

  const update = (next: PullState) => {
    current.current = next
    setState(next)
  }

  const run = async () => {
    if (busy.current || !onRefresh) return
    busy.current = true
    update({ phase: 'refreshing', distance: PULL_REFRESHING_PX })
    try {
      await onRefresh()
    } catch {
      // The list shows its own error; the indicator only has to close.
    } finally {
      busy.current = false
      update(IDLE_PULL)
    }
  }

  // If the page config still turns on Taro's own H5 pull-down, its gesture refreshes the same way.
  usePullDownRefresh(() => {
    void (enabled ? run() : Promise.resolve()).finally(() => Taro.stopPullDownRefresh())
  })

  if (!enabled || !onRefresh) return { state: IDLE_PULL, handlers: {} }

  return {
    state,
    handlers: {
      onTouchStart(event) {
        startY.current = !busy.current && pageScrollTopOf(event.currentTarget) <= 0 ? firstTouchY(event) : null
      },
      onTouchMove(event) {
        if (startY.current === null) return
        const y = firstTouchY(event)
        if (y !== null) update(pullTo(y - startY.current))
      },
      onTouchEnd() {
        if (startY.current === null) return
        startY.current = null
        if (current.current.phase === 'ready') void run()
        else update(IDLE_PULL)
      },
      onTouchCancel() {
        startY.current = null
        if (!busy.current) update(IDLE_PULL)
      },
    },
  }
}
