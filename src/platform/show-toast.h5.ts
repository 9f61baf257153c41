/**
 * On H5 Taro draws its toast itself, in one module with its modal and action sheet (a 26 KB chunk, 6 KB gzip) that
 * the first screen never needs: it loads with the first toast, or once the page has loaded and the browser is idle
 * (lib/idle.ts loadAheadAfterPageLoad), so that toast does not wait for the network (docs/product.md §2.9).
 */
import type Taro from '@tarojs/taro'
import { loadAheadAfterPageLoad } from '@/lib/idle'

export type ToastOptions = Taro.showToast.Option

let loading: Promise<typeof Taro.showToast> | null = null

function loadShowToast(): Promise<typeof Taro.showToast> {
  loading ??= import('@tarojs/taro-h5/dist/api/ui/interaction/index.js').then(
    (module) => module.showToast,
    (error: unknown) => {
      // Offline before it arrived: the next toast tries again.
      loading = null
      throw error
    },
  )
  return loading
}

export async function showToast(options: ToastOptions): Promise<unknown> {
  const show = await loadShowToast()
  return show(options)
}

loadAheadAfterPageLoad(loadShowToast)
