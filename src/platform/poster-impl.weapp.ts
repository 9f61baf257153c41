/** The poster on WeChat's offscreen canvas, as a temporary file saveImageToPhotosAlbum takes. */
import Taro from '@tarojs/taro'
import { paintPoster, POSTER_SIZE, type PosterContext, type PosterSpec } from './poster-paint'

export async function drawPoster(poster: PosterSpec): Promise<string | null> {
  try {
    const canvas = Taro.createOffscreenCanvas({ type: '2d', ...POSTER_SIZE })
    paintPoster(canvas.getContext('2d') as PosterContext, poster)
    const { tempFilePath } = await Taro.canvasToTempFilePath({
      canvas: canvas as unknown as Taro.Canvas,
    } as Taro.canvasToTempFilePath.Option)
    return tempFilePath
  } catch {
    return null
  }
}
