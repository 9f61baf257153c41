import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect } from 'react'
import { whenIdle } from '@/lib/idle'
import { getPlatform } from '@/platform'
import { getPopupAdapter, popupVariant, type PopupAdapter } from './adapter'

/**
 * Runs the campaign popups for a page: started on mount, paused while hidden, stopped on close. A null page name
 * runs none (care mode shows no advertising popups, docs/product.md §2.10).
 */
export function usePopupCampaign(pageName: string | null, adapter: PopupAdapter = getPopupAdapter()): void {
  useEffect(() => {
    if (pageName === null) return
    let live = true
    // Asking the window's width lays the page out; done while the page is being drawn, it lengthens that
    // task, and a popup can wait until the page is up.
    const cancel = whenIdle(() => {
      void getPlatform()
        .getSystemInfo()
        .then(({ windowWidth }) => {
          if (live) adapter.start({ variant: popupVariant(windowWidth), pageName })
        })
    })
    return () => {
      live = false
      cancel()
      adapter.stop()
    }
  }, [adapter, pageName])
  useDidHide(() => {
    if (pageName !== null) adapter.pause()
  })
  useDidShow(() => {
    if (pageName !== null) adapter.resume()
  })
}
