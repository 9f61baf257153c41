/** The poster on a browser canvas, as a PNG data URL (the app's saveImage and a download both take it). */
import { paintPoster, POSTER_SIZE, type PosterContext, type PosterSpec } from './poster-paint'

export async function drawPoster(poster: PosterSpec): Promise<string | null> {
  if (typeof document === 'undefined') return null
  const canvas = document.createElement('canvas')
  canvas.width = POSTER_SIZE.width
  canvas.height = POSTER_SIZE.height
  const ctx = canvas.getContext('2d') as PosterContext | null
  if (!ctx) return null
  paintPoster(ctx, poster)
  return canvas.toDataURL('image/png')
}
