import type { FastifyInstance } from 'fastify'

/**
 * The client sends JSON, urlencoded and multipart forms (spec 7.2). Fastify parses only JSON by
 * default and no form plugin is installed, so the two form types are parsed here into plain
 * string maps; JSON-schema coercion then turns numeric strings into numbers.
 */
export function registerFormParsers(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1 << 20 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    },
  )
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 1 << 20 }, (req, body, done) => {
    const type = req.headers['content-type'] ?? ''
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type)
    if (!boundary) {
      done(null, {})
      return
    }
    done(null, parseMultipartFields(body as Buffer, boundary[1] ?? boundary[2]))
  })
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

/** Text fields only: the app never uploads files to these endpoints, and file parts are skipped. */
export function parseMultipartFields(body: Buffer, boundary: string): Record<string, string> {
  const fields: Record<string, string> = {}
  const text = body.toString('utf8')
  for (const part of text.split(`--${boundary}`)) {
    const headerEnd = part.indexOf('\r\n\r\n')
    if (headerEnd < 0) continue
    const headers = part.slice(0, headerEnd)
    const name = /name="([^"]*)"/i.exec(headers)
    if (!name || /filename=/i.test(headers)) continue
    fields[name[1]] = part.slice(headerEnd + 4).replace(/\r\n$/, '')
  }
  return fields
}
