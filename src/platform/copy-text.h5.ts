/**
 * On H5 Taro's clipboard brings its toast module (it says 内容已复制), which the first screen does not need
 * (docs/product.md §2.9): it loads with the first copy, which is rare (an outside link a browser may not open).
 */
import type Taro from '@tarojs/taro'

let loading: Promise<typeof Taro.setClipboardData> | null = null

function loadClipboard(): Promise<typeof Taro.setClipboardData> {
  loading ??= import('@tarojs/taro-h5/dist/api/device/clipboard.js').then(
    (module) => module.setClipboardData,
    (error: unknown) => {
      // Offline before it arrived: the next copy tries again.
      loading = null
      throw error
    },
  )
  return loading
}

export async function setClipboard(text: string): Promise<void> {
  const set = await loadClipboard()
  await set({ data: text })
}
