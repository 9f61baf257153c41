/** Picking photos for a post in the mini-program: WeChat's media picker, compressed by WeChat. */
import Taro from '@tarojs/taro'
import type { PickedImage } from './types'

export async function pickImages(count: number): Promise<PickedImage[]> {
  try {
    const { tempFiles } = await Taro.chooseMedia({
      count,
      mediaType: ['image'],
      sizeType: ['compressed'],
      sourceType: ['album', 'camera'],
    })
    return tempFiles.map((file) => ({ path: file.tempFilePath, bytes: file.size }))
  } catch {
    return []
  }
}
