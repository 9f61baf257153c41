import { useDidHide, useDidShow } from '@tarojs/taro'
import { useEffect } from 'react'
import { getPlatform } from '@/platform'
import { getPopupAdapter, popupVariant, type PopupAdapter } from './adapter'

/** Runs the campaign popups for a page: started on mount, paused while hidden, stopped on close. */
export function usePopupCampaign(pageName: string, adapter: PopupAdapter = getPopupAdapter()): void {
  useEffect(() => {
    let live = true
    void getPlatform()
      .getSystemInfo()
      .then(({ windowWidth }) => {
        if (live) adapter.start({ variant: popupVariant(windowWidth), pageName })
      })
    return () => {
      live = false
      adapter.stop()
    }
  }, [adapter, pageName])
  useDidHide(() => adapter.pause())
  useDidShow(() => adapter.resume())
}
