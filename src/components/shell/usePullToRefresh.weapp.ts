import Taro, { usePullDownRefresh } from '@tarojs/taro'
import type { CommonEvent } from '@tarojs/components'
import { IDLE_PULL, type PullState } from './pull-state'

export interface PullHandlers {
  onTouchStart?: (event: CommonEvent) => void
  onTouchMove?: (event: CommonEvent) => void
  onTouchEnd?: () => void
  onTouchCancel?: () => void
}

/**
 * Mini-program: the native pull-down (enabled per page from the route table) calls the refresh and
 * is closed when the data arrives or fails. No indicator of our own.
 */
export function usePullToRefresh(
  onRefresh: (() => Promise<unknown> | void) | undefined,
  enabled: boolean,
): { state: PullState; handlers: PullHandlers } {
  usePullDownRefresh(() => {
    const done = () => Taro.stopPullDownRefresh()
    if (!enabled || !onRefresh) {
      done()
      return
    }
    Promise.resolve()
      .then(onRefresh)
      .catch(() => undefined)
      .finally(done)
  })
  return { state: IDLE_PULL, handlers: {} }
}
