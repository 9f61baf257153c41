import type { UploadedImage } from '@shared/api'
import { readHttpConfig } from '@/http'
import { uploadRequest } from '@/http/upload'
import { callUpload, type ApiContext } from './core'
import type { Request } from '@/http/types'

export function createUploadApi(request: Request, product: string) {
  const ctx: ApiContext = { request, product }
  return {
    /** A picked image (a local path: a temp file in the mini-program, a blob address on H5). */
    image: (path: string, onProgress?: (percent: number) => void): Promise<UploadedImage> =>
      callUpload(ctx, 'upload.image', { path, name: 'file' }, onProgress),
  }
}

export type UploadApi = ReturnType<typeof createUploadApi>

/** The app's uploader; imported by the composer and the profile editor's store only (see http/upload). */
export const uploadApi = createUploadApi(uploadRequest, readHttpConfig().productId)
