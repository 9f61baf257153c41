/**
 * Picking photos for a post on H5 (the browser's file picker through Taro). Phone photos are often
 * 3-8 MB: large ones are redrawn at most MAX_SIDE pixels wide or tall as JPEG before upload, so a
 * post goes up quickly on a mobile connection. GIFs are kept as they are (redrawing would stop them).
 */
import Taro from '@tarojs/taro'
import type { PickedImage } from './types'

export const MAX_SIDE = 2048
const SHRINK_ABOVE_BYTES = 1024 * 1024
const JPEG_QUALITY = 0.85

async function shrink(file: File): Promise<Blob | null> {
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') return null
  const bitmap = await createImageBitmap(file)
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(bitmap.width * scale)
  canvas.height = Math.round(bitmap.height * scale)
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY))
  return blob && blob.size < file.size ? blob : null
}

/** Up to `count` photos; an empty list when the person cancels. */
export async function pickImages(count: number): Promise<PickedImage[]> {
  let chosen: Taro.chooseImage.SuccessCallbackResult
  try {
    chosen = await Taro.chooseImage({ count, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
  } catch {
    return []
  }
  return Promise.all(
    chosen.tempFiles.map(async (temp) => {
      const file = (temp as { originalFileObj?: File }).originalFileObj
      if (!file || file.size <= SHRINK_ABOVE_BYTES) return { path: temp.path, bytes: temp.size }
      const smaller = await shrink(file).catch(() => null)
      return smaller
        ? { path: URL.createObjectURL(smaller), bytes: smaller.size }
        : { path: temp.path, bytes: temp.size }
    }),
  )
}
