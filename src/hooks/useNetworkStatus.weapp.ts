import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'

/** Mini-program: the network type once, then Taro's status-change events. */
export function useNetworkStatus(): boolean {
  const [online, setOnline] = useState(true)
  useEffect(() => {
    let live = true
    Taro.getNetworkType()
      .then(({ networkType }) => live && setOnline(networkType !== 'none'))
      .catch(() => undefined)
    const onChange = ({ isConnected }: { isConnected: boolean }) => setOnline(isConnected)
    Taro.onNetworkStatusChange(onChange)
    return () => {
      live = false
      Taro.offNetworkStatusChange(onChange)
    }
  }, [])
  return online
}
