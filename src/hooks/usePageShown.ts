import { useDidHide, useDidShow } from '@tarojs/taro'
import { useState } from 'react'

/** Whether the page holding the component is the one on screen: false while another page covers it. */
export function usePageShown(): boolean {
  const [shown, setShown] = useState(true)
  useDidShow(() => setShown(true))
  useDidHide(() => setShown(false))
  return shown
}
