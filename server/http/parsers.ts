import type { FastifyInstance } from 'fastify'

/**
 * The client sends JSON and urlencoded bodies to every endpoint (docs/api.md). Fastify parses only
 * JSON by default: urlencoded forms become plain string maps here, and JSON-schema coercion then
 * turns numeric strings into numbers. Multipart is not parsed here: only the image upload takes it
 * (routes/upload.ts, in a scope of its own), so any other route answers a multipart body with 415
 * before reading it, instead of buffering up to the upload's 10 MB for anyone.
 */
export async function registerFormParsers(app: FastifyInstance): Promise<void> {
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
