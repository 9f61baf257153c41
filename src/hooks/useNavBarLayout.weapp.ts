import Taro from '@tarojs/taro'
import { useMemo } from 'react'
import { capsuleLayout, type NavBarLayout } from './nav-bar-layout'

export type { NavBarLayout } from './nav-bar-layout'

/** Mini-program: status bar from the system info and the bar aligned with the capsule buttons. */
export function useNavBarLayout(): NavBarLayout {
  return useMemo(() => {
    let statusBarHeight = 0
    let windowWidth = 0
    try {
      const info = Taro.getSystemInfoSync()
      statusBarHeight = info.statusBarHeight ?? 0
      windowWidth = info.windowWidth
    } catch {
      // Layout falls back to a plain bar.
    }
    let capsule: { top: number; height: number; left: number } | null = null
    try {
      capsule = Taro.getMenuButtonBoundingClientRect()
    } catch {
      capsule = null
    }
    return capsuleLayout({ statusBarHeight, windowWidth, capsule })
  }, [])
}
