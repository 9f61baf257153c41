/**
 * Mini-program: whether WeChat says there is no network (getNetworkType 'none', then its status-change events),
 * asked once and then followed (docs/product.md §8.5).
 */
import Taro from '@tarojs/taro'

let gone = false
let first: Promise<void> | null = null

function follow(): Promise<void> {
  first ??= (async () => {
    try {
      Taro.onNetworkStatusChange(({ isConnected }) => {
        gone = !isConnected
      })
      const { networkType } = await Taro.getNetworkType()
      gone = networkType === 'none'
    } catch {
      gone = false
    }
  })()
  return first
}

/** What is known now (the first answer may still be on its way: then "there"). */
export function networkGoneNow(): boolean {
  void follow()
  return gone
}

/** Waits for WeChat's first answer. */
export async function networkGone(): Promise<boolean> {
  await follow()
  return gone
}
