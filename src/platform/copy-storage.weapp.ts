/**
 * Mini-program: offline copies in the mini-program's own storage (10 MB for everything, 1 MB a key), which the copy
 * store's byte budget keeps well within (docs/product.md §8.5). A full storage makes a write fail: that copy is simply
 * not kept.
 */
import Taro from '@tarojs/taro'
import type { CopyBackend } from './copy-backend'

export function createCopyBackend(): CopyBackend {
  return {
    get: async (key) => {
      const value: unknown = Taro.getStorageSync(key)
      return typeof value === 'string' && value !== '' ? value : undefined
    },
    set: async (key, value) => Taro.setStorageSync(key, value),
    del: async (key) => Taro.removeStorageSync(key),
  }
}
