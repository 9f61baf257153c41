import { useEffect, useState } from 'react'
import { getPlatform } from '@/platform'
import type { NavBarLayout } from './nav-bar-layout'
import { H5_NAV_BAR_HEIGHT } from '@shared/nav-bar'

export type { NavBarLayout } from './nav-bar-layout'

/**
 * H5: the status area is the safe-area inset (CSS env()) unless the app tells us its own top
 * inset; statusBarHeight from Taro is NaN here, so it is never read.
 */
export function useNavBarLayout(): NavBarLayout {
  const [appTop, setAppTop] = useState(0)
  useEffect(() => {
    let live = true
    getPlatform()
      .getTopInset()
      .then((top) => live && Number.isFinite(top) && top > 0 && setAppTop(top))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return {
    statusBar: appTop > 0 ? `${appTop}px` : 'env(safe-area-inset-top, 0px)',
    barHeight: H5_NAV_BAR_HEIGHT,
    sidePaddingRight: 0,
  }
}
