/**
 * Shows a toast through Taro. The mini-program's is WeChat's own, so there is nothing to load; H5 has its own
 * file (show-toast.h5.ts).
 */
import Taro from '@tarojs/taro'

export type ToastOptions = Taro.showToast.Option

export function showToast(options: ToastOptions): Promise<unknown> {
  return Taro.showToast(options)
}
