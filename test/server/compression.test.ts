import fs from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, fillPath } from '@shared/api'
import { precompress } from '../../scripts/deploy/precompress'
import { makeServer, tempDir } from './helpers'

const SCRIPT = 'static/js/app.abc12345.js'
const PLAIN_ONLY = 'static/js/late.def67890.js'

/** A build whose script is big enough to compress, precompressed as `npm run build:h5` leaves it. */
function precompressedBuild(): string {
  const dist = path.join(tempDir(), 'h5')
  fs.mkdirSync(path.join(dist, 'static', 'js'), { recursive: true })
  const body = Array.from({ length: 200 }, (_, i) => `console.log("chunk line ${i}")`).join(';\n')
  fs.writeFileSync(path.join(dist, SCRIPT), body)
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>社区</title><script src="/community/${SCRIPT}"></script></head><body><div id="app"></div>${'<!-- padding -->'.repeat(80)}</body></html>`,
  )
  precompress(dist)
  // Written after precompressing: a file the build step did not compress.
  fs.writeFileSync(path.join(dist, PLAIN_ONLY), body)
  return dist
}

describe('compressed transfer', () => {
  let app: FastifyInstance
  let dist: string
  beforeAll(async () => {
    dist = precompressedBuild()
    ;({ app } = await makeServer(undefined, { distDir: dist }))
  })
  afterAll(() => app.close())

  const asset = (file: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: `/community/${file}`,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    })

  it('sends the precompressed brotli file when the request accepts brotli', async () => {
    const res = await asset(SCRIPT, 'gzip, deflate, br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toContain('javascript')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, `${SCRIPT}.br`)))).toBe(true)
  })

  it('sends the precompressed gzip file when the request accepts only gzip', async () => {
    const res = await asset(SCRIPT, 'gzip')
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['content-type']).toContain('javascript')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, `${SCRIPT}.gz`)))).toBe(true)
  })

  it('sends the plain file, still varying by encoding, when the request accepts none', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await asset(SCRIPT, accept)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.headers.vary).toMatch(/accept-encoding/i)
      expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, SCRIPT)))).toBe(true)
    }
  })

  it('compresses a build file without a precompressed copy on the fly', async () => {
    const res = await asset(PLAIN_ONLY, 'br')
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.rawPayload).equals(fs.readFileSync(path.join(dist, PLAIN_ONLY)))).toBe(true)
  })

  it('compresses index.html for every route and keeps its headers', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/community/community/articleDetail/index?articleId=1',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-security-policy']).toContain('script-src')
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('<div id="app">')
  })

  it('compresses API JSON with brotli, else gzip', async () => {
    const url = fillPath(ENDPOINTS['article.dynamicList'].path, 'community')
    const payload = { tab: 'latest', pageNum: 1, pageSize: 20 }
    const br = await app.inject({ method: 'POST', url, payload, headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    const json = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')) as { data: { list: unknown[] } }
    expect(json.data.list.length).toBeGreaterThan(0)
    const gz = await app.inject({ method: 'POST', url, payload, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(json)
    const plain = await app.inject({ method: 'POST', url, payload })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json()).toEqual(json)
  })
})
