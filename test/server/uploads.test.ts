/**
 * The image upload as a hostile client meets it (issue 29): multipart only on the upload route,
 * the caller checked before the file is read, the file streamed to disk under its byte limit,
 * images whose header claims more pixels than a phone can decode refused, and uploads no post
 * names removed after their grace period.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, fillPath } from '@shared/api'
import { CONTENT_LIMITS, IMAGE_BYTES_MESSAGE, IMAGE_DIMENSIONS_MESSAGE } from '@shared/content-limits'
import { UNUSED_UPLOAD_GRACE_MS, sweepUploads } from '../../server/uploads'
import { A, DEV, call, errorBody, expectError, makeServer, tempDir } from './helpers'

type Auth = { token: string; userCode: string }

const UPLOAD_URL = `${A}/front/upload/image`
const BOUNDARY = '----community-upload-test'

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG's signature and header claiming this size, then `padding` bytes of image data: never decodable, only read. */
function pngClaiming(width: number, height: number, padding = 0): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.alloc(padding)),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const fileHead = (filename = 'photo.png') =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
  )
const fileTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }

function upload(app: FastifyInstance, file: Buffer, auth: Auth = DEV) {
  return app.inject({
    method: 'POST',
    url: UPLOAD_URL,
    payload: Buffer.concat([fileHead(), file, fileTail]),
    headers: { ...multipartHeaders, token: auth.token, usercode: auth.userCode },
  })
}

/** Every file in the upload folder, temporary ones included. */
const filesIn = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir) : [])

interface EarlyAnswer {
  status: number
  body: string
}

/**
 * Declares a body of `declared` bytes, sends only `first`, and waits for the answer: it resolves
 * only if the server answered while most of the body was still unsent, i.e. without reading it.
 */
function answerBeforeBody(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  first: Buffer,
  declared: number,
): Promise<EarlyAnswer> {
  const { port } = app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: url,
      method: 'POST',
      headers: { ...headers, 'content-length': String(declared) },
    })
    const timer = setTimeout(() => {
      request.destroy()
      reject(new Error('no answer while the body was still being sent'))
    }, 3000)
    request.on('response', (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => {
        clearTimeout(timer)
        request.destroy()
        resolve({ status: response.statusCode ?? 0, body })
      })
    })
    // The server may close the connection once it has answered; the answer is what counts.
    request.on('error', () => undefined)
    if (first.length > 0) request.write(first)
    else request.flushHeaders()
  })
}

describe('multipart only where a file is expected', () => {
  let app: FastifyInstance
  let uploads: string
  beforeAll(async () => {
    const made = await makeServer(undefined, { writeLimits: false })
    app = made.app
    uploads = path.join(made.dir, 'uploads')
    await app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(() => app.close())

  it('a read endpoint refuses a multipart body with 415 in Chinese, without reading it', async () => {
    const url = fillPath(ENDPOINTS['article.dynamicList'].path, 'community')
    const first = Buffer.concat([fileHead(), Buffer.alloc(64 * 1024)])
    const answer = await answerBeforeBody(app, url, multipartHeaders, first, CONTENT_LIMITS.imageBytes)
    expect(answer.status).toBe(415)
    expect(JSON.parse(answer.body)).toMatchObject({ code: '415', success: false, msg: '不支持的请求格式' })
  })

  it('an upload with a wrong token is refused with 401 before its file is read, and nothing is written', async () => {
    const first = Buffer.concat([fileHead(), PNG, Buffer.alloc(64 * 1024)])
    const headers = { ...multipartHeaders, token: 'not-a-token', usercode: DEV.userCode }
    const answer = await answerBeforeBody(app, UPLOAD_URL, headers, first, CONTENT_LIMITS.imageBytes)
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body).msg).toBe('请先登录')
    expect(filesIn(uploads)).toEqual([])
  })

  it('with a wrong session header not one byte of the body is needed for the 401', async () => {
    const headers = { ...multipartHeaders, token: 'not-a-token', usercode: DEV.userCode }
    const answer = await answerBeforeBody(app, UPLOAD_URL, headers, Buffer.alloc(0), CONTENT_LIMITS.imageBytes)
    expect(answer.status).toBe(401)
    expect(filesIn(uploads)).toEqual([])
  })

  it('an upload without any identity is refused the same way', async () => {
    const first = Buffer.concat([fileHead(), PNG, Buffer.alloc(64 * 1024)])
    const answer = await answerBeforeBody(app, UPLOAD_URL, multipartHeaders, first, CONTENT_LIMITS.imageBytes)
    expect(answer.status).toBe(401)
    expect(filesIn(uploads)).toEqual([])
  })

  it('an image over 10 MB is refused with the limit in Chinese once the limit is passed, leaving no file', async () => {
    const first = Buffer.concat([fileHead(), PNG, Buffer.alloc(CONTENT_LIMITS.imageBytes)])
    const headers = { ...multipartHeaders, token: DEV.token, usercode: DEV.userCode }
    // Declared as 20 MB: the answer comes when the limit is passed, not when the body ends.
    const answer = await answerBeforeBody(app, UPLOAD_URL, headers, first, 2 * CONTENT_LIMITS.imageBytes)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).msg).toBe(IMAGE_BYTES_MESSAGE)
    expect(filesIn(uploads)).toEqual([])
    const whole = await upload(app, Buffer.concat([PNG, Buffer.alloc(CONTENT_LIMITS.imageBytes)]))
    expectError(whole, 413)
    expect(errorBody(whole).msg).toBe(IMAGE_BYTES_MESSAGE)
    expect(filesIn(uploads)).toEqual([])
  })

  it('a malformed multipart body is a 400 in Chinese, never a 500', async () => {
    const bodies = [
      { payload: 'not multipart at all', headers: multipartHeaders },
      { payload: Buffer.concat([fileHead(), PNG]), headers: multipartHeaders }, // cut short
      { payload: Buffer.concat([fileHead(), PNG]), headers: { 'content-type': 'multipart/form-data' } }, // no boundary
    ]
    for (const body of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: UPLOAD_URL,
        payload: body.payload,
        headers: { ...body.headers, token: DEV.token, usercode: DEV.userCode },
      })
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      expect(errorBody(res).msg).toMatch(/[\u4e00-\u9fff]/)
    }
    expect(filesIn(uploads)).toEqual([])
  })
})

describe('image dimensions', () => {
  let app: FastifyInstance
  let uploads: string
  beforeAll(async () => {
    const made = await makeServer(undefined, { writeLimits: false })
    app = made.app
    uploads = path.join(made.dir, 'uploads')
  })
  afterAll(() => app.close())

  it('refuses a small PNG whose header claims 16000×16000, with the message the composer shows', async () => {
    const bomb = pngClaiming(16000, 16000, 4096)
    expect(bomb.length).toBeLessThan(8 * 1024)
    const res = await upload(app, bomb)
    expectError(res, 400)
    expect(errorBody(res).msg).toBe(IMAGE_DIMENSIONS_MESSAGE)
    expect(filesIn(uploads)).toEqual([])
  })

  it('holds a side to 8,000 px and the whole to 40 megapixels', async () => {
    for (const [width, height] of [
      [8001, 100],
      [100, 8001],
      [8000, 5001],
    ]) {
      const res = await upload(app, pngClaiming(width, height))
      expect(errorBody(res).msg).toBe(IMAGE_DIMENSIONS_MESSAGE)
    }
    for (const [width, height] of [
      [8000, 5000],
      [1, 1],
    ]) {
      expect((await upload(app, pngClaiming(width, height))).statusCode).toBe(200)
    }
  })

  it('accepts a normal image', async () => {
    const res = await upload(app, PNG)
    expect(res.statusCode).toBe(200)
    expect(JSON.parse(res.body).data).toMatchObject({ type: 'image/png', bytes: PNG.length })
  })
})

describe('uploads no post names', () => {
  const T0 = Date.parse('2026-11-20T04:00:00Z')
  const HOUR = 3600_000
  const urlOf = (res: { body: string }) => JSON.parse(res.body).data.url as string
  const nameOf = (url: string) => url.split('/').pop() as string

  it('are removed once the grace period has passed; images a post names, and fresh ones, stay', async () => {
    const dir = tempDir()
    const uploads = path.join(dir, 'uploads')
    const { app } = await makeServer(dir, { writeLimits: false, now: T0 })
    const kept = urlOf(await upload(app, pngClaiming(2, 2)))
    const unused = urlOf(await upload(app, pngClaiming(3, 3)))
    const ofDeleted = urlOf(await upload(app, pngClaiming(4, 4)))
    const posted = await call(app, 'publish.publishView', { ...DEV, content: '带图', images: [kept] })
    expect(posted.status).toBe(200)
    const deleted = await call(app, 'publish.publishView', { ...DEV, content: '要删的', images: [ofDeleted] })
    const id = deleted.body.data.articleId
    expect((await call(app, 'publish.removeContent', { ...DEV, type: 'view', id })).status).toBe(200)
    // An upload that died half way leaves a temporary file.
    fs.writeFileSync(path.join(uploads, '.incoming-crashed'), 'half')
    fs.utimesSync(path.join(uploads, '.incoming-crashed'), new Date(T0), new Date(T0))

    expect(sweepUploads(app.db, uploads, T0 + UNUSED_UPLOAD_GRACE_MS - HOUR)).toEqual([])
    const removed = sweepUploads(app.db, uploads, T0 + UNUSED_UPLOAD_GRACE_MS + HOUR)
    expect(removed.sort()).toEqual([nameOf(unused), nameOf(ofDeleted), '.incoming-crashed'].sort())
    expect(filesIn(uploads)).toEqual([nameOf(kept)])
    expect((await app.inject({ method: 'GET', url: kept })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: unused })).statusCode).toBe(404)
    await app.close()
  })

  it('uploading the same image again starts its grace period again', async () => {
    const dir = tempDir()
    const uploads = path.join(dir, 'uploads')
    const first = await makeServer(dir, { writeLimits: false, now: T0 })
    const again = urlOf(await upload(first.app, PNG))
    const once = urlOf(await upload(first.app, pngClaiming(5, 5)))
    await first.app.close()
    const later = T0 + UNUSED_UPLOAD_GRACE_MS - HOUR
    const second = await makeServer(dir, { writeLimits: false, now: later })
    expect(urlOf(await upload(second.app, PNG))).toBe(again)
    expect(sweepUploads(second.app.db, uploads, later + 2 * HOUR)).toEqual([nameOf(once)])
    expect(filesIn(uploads)).toEqual([nameOf(again)])
    await second.app.close()
  })

  it('are swept as the server starts', async () => {
    const dir = tempDir()
    const uploads = path.join(dir, 'uploads')
    const first = await makeServer(dir, { writeLimits: false, now: T0 })
    urlOf(await upload(first.app, PNG))
    await first.app.close()
    expect(filesIn(uploads)).toHaveLength(1)
    const restarted = await makeServer(dir, { writeLimits: false, now: T0 + UNUSED_UPLOAD_GRACE_MS + HOUR })
    await restarted.app.ready()
    expect(filesIn(uploads)).toEqual([])
    await restarted.app.close()
  })
})
