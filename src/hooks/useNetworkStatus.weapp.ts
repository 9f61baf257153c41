import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'

/** Mini-program: the network type once, then Taro's status-change events. */
export function useNetworkStatus(): boolean {
  const [online, setOnline] = useState(true)
  useEffect(() => {
    let live = true
    // A change heard before the first answer is newer than that answer, which must not undo it.
    let heard = false
    Taro.getNetworkType()
      .then(({ networkType }) => live && !heard && setOnline(networkType !== 'none'))
      .catch(() => undefined)
    const onChange = ({ isConnected }: { isConnected: boolean }) => {
      heard = true
      setOnline(isConnected)
    }
    Taro.onNetworkStatusChange(onChange)
    return () => {
      live = false
      Taro.offNetworkStatusChange(onChange)
    }
  }, [])
  return online
}
