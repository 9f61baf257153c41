import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { decode } from 'jpeg-js'
import { readOptions } from '../../server/main'
import { STATIC_MESSAGES } from '../../server/static'
import { makeServer, tempDir } from './helpers'

const IMMUTABLE = 'public, max-age=31536000, immutable'

function fakeBuild(): string {
  const dist = path.join(tempDir(), 'h5')
  fs.mkdirSync(path.join(dist, 'static', 'js'), { recursive: true })
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>社区</title><script src="/community/static/js/app.abc123.js"></script></head><body><div id="app"></div></body></html>',
  )
  fs.writeFileSync(path.join(dist, 'static', 'js', 'app.abc123.js'), 'console.log("app")')
  fs.mkdirSync(path.join(dist, 'static', 'images'))
  fs.writeFileSync(path.join(dist, 'static', 'images', 'logo.abc123.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  fs.writeFileSync(path.join(dist, 'favicon.ico'), 'icon')
  return dist
}

describe('H5 site serving', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    ;({ app } = await makeServer(undefined, { distDir: fakeBuild() }))
  })
  afterAll(() => app.close())

  it('redirects / to /community/', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/community/')
  })

  it('serves index.html with no-cache at the base and for any route (history fallback)', async () => {
    for (const url of [
      '/community/',
      '/community',
      '/community/community/articleDetail/index?articleId=1',
      '/community/topics/allTopic/index',
    ]) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<div id="app">')
      expect(res.body).not.toContain('__HOST_SIM_CONFIG__')
    }
  })

  it('serves hashed assets as immutable, other files revalidated, missing assets as 404', async () => {
    const js = await app.inject({ method: 'GET', url: '/community/static/js/app.abc123.js' })
    expect(js.statusCode).toBe(200)
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(js.body).toContain('console.log')
    const icon = await app.inject({ method: 'GET', url: '/community/favicon.ico' })
    expect(icon.headers['cache-control']).toBe('no-cache')
    expect((await app.inject({ method: 'GET', url: '/community/static/js/missing.js' })).statusCode).toBe(404)
  })

  it('keeps a year of caching for a hashed file that has no precompressed copy when the request accepts compression', async () => {
    for (const url of ['/community/static/images/logo.abc123.png', '/community/static/js/app.abc123.js']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, IMMUTABLE])
    }
  })

  it('tells a person in Chinese that a file does not exist or an address is wrong', async () => {
    for (const [url, status, text] of [
      ['/community/static/js/missing.js', 404, STATIC_MESSAGES.file],
      ['/static-avatars/x.png', 404, STATIC_MESSAGES.image],
      ['/static-covers/cover.jpg', 404, STATIC_MESSAGES.image],
      ['/static-videos/intro.webm', 404, STATIC_MESSAGES.video],
      ['/community/static/a%00b.js', 400, STATIC_MESSAGES.badPath],
    ] as const) {
      const res = await app.inject({ method: 'GET', url })
      expect([url, res.statusCode, res.headers['content-type'], res.body]).toEqual([
        url,
        status,
        'text/plain; charset=utf-8',
        text,
      ])
      expect(res.body).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('never serves files outside the build', async () => {
    const res = await app.inject({ method: 'GET', url: '/community/..%2f..%2fetc%2fpasswd' })
    expect(res.body).not.toContain('root:')
  })

  it('never injects the host simulator from a query or a cookie when started without the flag', async () => {
    for (const request of [
      { url: '/community/pages/index/index?hostSim=1' },
      { url: '/community/pages/myFollow/index', headers: { cookie: 'hostSim=1' } },
      { url: '/community/?hostSim=1', headers: { cookie: 'hostSim=1' } },
    ]) {
      const res = await app.inject({ method: 'GET', ...request })
      expect(res.statusCode).toBe(200)
      expect(res.body).not.toContain('__HOST_SIM_CONFIG__')
      expect(res.body).not.toContain('dev-token-10001')
      expect(res.headers['set-cookie']).toBeUndefined()
    }
  })

  it('draws avatars and covers locally, as photos are: JPEG pictures of their size, the same one for a number', async () => {
    for (const [url, width, height] of [
      ['/static-avatars/7.jpg', 96, 96],
      ['/static-covers/12.jpg', 320, 180],
    ] as const) {
      const res = await app.inject({ method: 'GET', url })
      expect([url, res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([
        url,
        200,
        'image/jpeg',
        IMMUTABLE,
      ])
      const picture = decode(res.rawPayload)
      expect([picture.width, picture.height]).toEqual([width, height])
      // Drawn, not blank: the picture holds more than one colour.
      expect(new Set(picture.data.filter((_, i) => i % 4 === 0)).size).toBeGreaterThan(1)
      expect((await app.inject({ method: 'GET', url })).rawPayload.equals(res.rawPayload)).toBe(true)
    }
    expect((await app.inject({ method: 'GET', url: '/static-avatars/x.png' })).statusCode).toBe(404)
  })

  it('sends the .svg address a database seeded earlier holds on to the same picture', async () => {
    const res = await app.inject({ method: 'GET', url: '/static-covers/12.svg' })
    expect([res.statusCode, res.headers.location]).toEqual([301, '12.jpg'])
  })
})

describe('without a build, and with --host-sim', () => {
  it('explains in Chinese how to build', async () => {
    const { app } = await makeServer()
    const res = await app.inject({ method: 'GET', url: '/community/' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('npm run build:h5')
    expect(res.body).toContain('尚未构建')
    await app.close()
  })

  it('injects the simulator into every page when started with hostSim', async () => {
    const { app } = await makeServer(undefined, { distDir: fakeBuild(), hostSim: true })
    const res = await app.inject({ method: 'GET', url: '/community/pages/index/index' })
    expect(res.body).toContain('window.__HOST_SIM_CONFIG__')
    expect(res.body).toContain('"accountId":"dev-10001"')
    expect(res.body.indexOf('__HOST_SIM_CONFIG__')).toBeLessThan(res.body.indexOf('app.abc123.js'))
    await app.close()
  })

  it('refuses to listen beyond loopback with the simulator on', async () => {
    const { app } = await makeServer(undefined, { distDir: fakeBuild(), hostSim: true })
    await expect(app.listen({ port: 0, host: '0.0.0.0' })).rejects.toThrow(/模拟.*回环/)
    await app.close()
    const plain = await makeServer(undefined, { distDir: fakeBuild() })
    await plain.app.listen({ port: 0, host: '0.0.0.0' })
    await plain.app.close()
  })

  it('stops the command line from combining --host-sim with a public address', () => {
    expect(() => readOptions(['--host-sim', '--host', '0.0.0.0'], {})).toThrow(/模拟.*回环/)
    expect(() => readOptions([], { HOST_SIM: '1', HOST: '192.168.1.5' })).toThrow(/模拟.*回环/)
    expect(readOptions(['--host-sim'], {}).hostSim).toBe(true)
    expect(readOptions(['--host-sim', '--host', '::1'], {}).host).toBe('::1')
    expect(readOptions(['--host', '0.0.0.0'], {}).hostSim).toBe(false)
  })
})

describe('cross-origin calls', () => {
  it('lets a loopback dev server call the API, and nobody else', async () => {
    const { app } = await makeServer()
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/community-admin/front/porcelain/queryPorcelainList',
      headers: { origin: 'http://127.0.0.1:10086', 'access-control-request-method': 'POST' },
    })
    expect(pre.statusCode).toBe(204)
    expect(pre.headers['access-control-allow-headers']).toContain('token')
    const ok = await app.inject({
      method: 'GET',
      url: '/community-admin/front/porcelain/queryPorcelainList',
      headers: { origin: 'http://localhost:10086' },
    })
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:10086')
    const other = await app.inject({
      method: 'GET',
      url: '/community-admin/front/porcelain/queryPorcelainList',
      headers: { origin: 'https://example.com' },
    })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
    await app.close()
  })
})
