/**
 * The image upload (multipart, one `file` part) and the uploaded images themselves. This is the
 * only route that takes a multipart body (docs/api.md): the caller is checked before the file is
 * read, and the file is streamed to disk under the byte limit, never held in memory.
 */
import fs from 'node:fs'
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ENDPOINTS, fillPath, type UploadedImage } from '@shared/api'
import { CONTENT_LIMITS, IMAGE_BYTES_MESSAGE, IMAGE_DIMENSIONS_MESSAGE } from '@shared/content-limits'
import { requireCaller } from '../http/auth'
import { ApiError, badRequest, ok } from '../http/envelope'
import {
  UPLOAD_SWEEP_INTERVAL_MS,
  UPLOAD_URL_PREFIX,
  UploadTooLarge,
  contentTypeOf,
  dimensionsAllowed,
  discardUpload,
  imageDimensions,
  keepUpload,
  receiveUpload,
  sniffImageType,
  sweepUploads,
  uploadedFile,
  type ReceivedUpload,
} from '../uploads'
import type { RouteContext } from './define'

export const UPLOAD_MESSAGES = {
  missing: '请选择要上传的图片',
  type: '只支持 JPEG、PNG、GIF 或 WebP 格式的图片',
  tooBig: IMAGE_BYTES_MESSAGE,
  dimensions: IMAGE_DIMENSIONS_MESSAGE,
  malformed: '图片上传内容格式有误，请重新选择图片',
} as const

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** What the form may carry besides its file: the identity fields, each short. */
const FORM_LIMITS = { files: 1, fields: 8, fieldSize: 1024, parts: 9 }

export function registerUploadRoutes(app: FastifyInstance, ctx: RouteContext): void {
  // Its own plugin scope: the multipart parser exists here and nowhere else, so any other route
  // answers a multipart body with 415 without reading it.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // One byte over the limit reaches receiveUpload, which refuses it; busboy's cut is only a backstop.
      limits: { ...FORM_LIMITS, fileSize: CONTENT_LIMITS.imageBytes + 1 },
    })
    scope.post(
      fillPath(ENDPOINTS['upload.image'].path, ctx.productId),
      { preHandler: ctx.limits.hooksFor('upload.image') },
      async (request, reply) => ok(await takeImage(ctx, request, reply)),
    )
  })

  app.get(`${UPLOAD_URL_PREFIX}:name`, async (request, reply) => {
    const { name } = request.params as { name: string }
    const file = uploadedFile(ctx.uploadDir, UPLOAD_URL_PREFIX + name)
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('图片不存在')
    return reply
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .type(contentTypeOf(file))
      .send(fs.createReadStream(file))
  })

  scheduleSweeps(app, ctx)
}

/**
 * Reads the form up to its file (only the few short fields before it), checks the caller, then
 * streams the file to disk. A refusal closes the connection, so what the client still sends is
 * never read.
 */
async function takeImage(ctx: RouteContext, request: FastifyRequest, reply: FastifyReply): Promise<UploadedImage> {
  if (!request.isMultipart()) {
    requireCaller(ctx.db, request, (request.body ?? {}) as Record<string, unknown>)
    throw badRequest(UPLOAD_MESSAGES.missing)
  }
  try {
    // The app sends its session as headers (docs/product.md §7.2): then no byte of the body is read for a stranger.
    if (request.headers.token && request.headers.usercode) requireCaller(ctx.db, request)
    const part = await readMultipart(() => request.file())
    requireCaller(ctx.db, request, part ? fieldValues(part) : {})
    if (!part) throw badRequest(UPLOAD_MESSAGES.missing)
    const received = await readMultipart(() => receiveUpload(ctx.uploadDir, part.file, CONTENT_LIMITS.imageBytes))
    return await storeIfImage(ctx, received)
  } catch (error) {
    void reply.header('connection', 'close')
    throw error
  }
}

async function storeIfImage(ctx: RouteContext, received: ReceivedUpload): Promise<UploadedImage> {
  const type = received.bytes > 0 ? sniffImageType(received.head) : null
  const size = type ? imageDimensions(received.head) : null
  if (!type || !size || !dimensionsAllowed(size)) {
    await discardUpload(received)
    if (received.bytes === 0) throw badRequest(UPLOAD_MESSAGES.missing)
    throw badRequest(type && size ? UPLOAD_MESSAGES.dimensions : UPLOAD_MESSAGES.type)
  }
  return { url: await keepUpload(ctx.uploadDir, received, type, ctx.now()), type, bytes: received.bytes }
}

/**
 * The multipart reader's failures as the envelope's: too large (while streaming) is 413 with the
 * limit in Chinese, a limit of the form is 413, and a body busboy cannot parse (no boundary, cut
 * short, garbled) is 400. Its parse errors carry no status, which would otherwise be a 500.
 */
async function readMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (error instanceof UploadTooLarge) throw new ApiError(413, UPLOAD_MESSAGES.tooBig)
    const status = (error as { statusCode?: number }).statusCode
    if (status === 413) throw new ApiError(413, UPLOAD_MESSAGES.tooBig)
    throw badRequest(UPLOAD_MESSAGES.malformed)
  }
}

/** The text fields sent before the file, as the identity fields requireCaller reads. */
function fieldValues(part: MultipartFile): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(part.fields)) {
    const one = Array.isArray(field) ? field[0] : field
    if (one && one.type === 'field') values[name] = one.value
  }
  return values
}

/** Unused uploads are removed as the server starts and hourly after (uploads.ts, sweepUploads). */
function scheduleSweeps(app: FastifyInstance, ctx: RouteContext): void {
  let timer: NodeJS.Timeout | undefined
  const sweep = () => {
    try {
      const removed = sweepUploads(ctx.db, ctx.uploadDir, ctx.now())
      if (removed.length > 0) app.log.info({ removed: removed.length }, 'removed unused uploads')
    } catch (err) {
      app.log.error({ err }, 'upload sweep failed')
    }
  }
  app.addHook('onReady', async () => {
    sweep()
    timer = setInterval(sweep, UPLOAD_SWEEP_INTERVAL_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
