import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { CONTENT_LIMITS } from '@shared/content-limits'

/**
 * The client sends JSON, urlencoded and multipart forms (docs/api.md). Fastify parses only JSON by
 * default: urlencoded forms become plain string maps here and multipart forms go through
 * @fastify/multipart, fields and the one uploaded file alike on the body; JSON-schema coercion then
 * turns numeric strings into numbers.
 */
export async function registerFormParsers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    // Only the image upload sends a file; every other multipart form is a few text fields.
    limits: { fileSize: CONTENT_LIMITS.imageBytes, files: 1, fields: 50, fieldSize: 1 << 20 },
  })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1 << 20 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    },
  )
  // Some clients post text/plain JSON (sendBeacon); accept it when it parses, else ignore it.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      const parsed: unknown = JSON.parse(body as string)
      done(null, parsed && typeof parsed === 'object' ? parsed : {})
    } catch {
      done(null, {})
    }
  })
}
