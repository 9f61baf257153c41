/** The image upload (multipart, one `file` part) and the uploaded images themselves. */
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, fillPath, type UploadedImage } from '@shared/api'
import { requireCaller } from '../http/auth'
import { badRequest, ok } from '../http/envelope'
import { UPLOAD_URL_PREFIX, contentTypeOf, sniffImageType, storeImage, uploadedFile } from '../uploads'
import type { RouteContext } from './define'

export const UPLOAD_MESSAGES = {
  missing: '请选择要上传的图片',
  type: '只支持 JPEG、PNG、GIF 或 WebP 格式的图片',
} as const

const IMMUTABLE = 'public, max-age=31536000, immutable'

export function registerUploadRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db, uploadDir } = ctx
  app.post(
    fillPath(ENDPOINTS['upload.image'].path, ctx.productId),
    { preHandler: ctx.limits.hooksFor('upload.image') },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>
      requireCaller(db, request, body)
      const file = body.file
      if (!Buffer.isBuffer(file) || file.length === 0) throw badRequest(UPLOAD_MESSAGES.missing)
      const type = sniffImageType(file)
      if (!type) throw badRequest(UPLOAD_MESSAGES.type)
      const image: UploadedImage = { url: storeImage(uploadDir, file, type), type, bytes: file.length }
      return ok(image)
    },
  )

  app.get(`${UPLOAD_URL_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params as { name: string }
    const file = uploadedFile(uploadDir, UPLOAD_URL_PREFIX + name)
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('图片不存在')
    return reply
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .type(contentTypeOf(file))
      .send(fs.createReadStream(file))
  })
}
