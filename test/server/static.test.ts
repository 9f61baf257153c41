import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { makeServer, tempDir } from './helpers'

function fakeBuild(): string {
  const dist = path.join(tempDir(), 'h5')
  fs.mkdirSync(path.join(dist, 'static', 'js'), { recursive: true })
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>社区</title><script src="/community/static/js/app.abc123.js"></script></head><body><div id="app"></div></body></html>',
  )
  fs.writeFileSync(path.join(dist, 'static', 'js', 'app.abc123.js'), 'console.log("app")')
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

  it('never serves files outside the build', async () => {
    const res = await app.inject({ method: 'GET', url: '/community/..%2f..%2fetc%2fpasswd' })
    expect(res.body).not.toContain('root:')
  })

  it('injects the host simulator only when asked with ?hostSim=1, and remembers it', async () => {
    const res = await app.inject({ method: 'GET', url: '/community/pages/index/index?hostSim=1' })
    expect(res.body).toContain('window.__HOST_SIM_CONFIG__')
    expect(res.body).toContain('"accountId":"dev-10001"')
    expect(res.body.indexOf('__HOST_SIM_CONFIG__')).toBeLessThan(res.body.indexOf('app.abc123.js'))
    expect(String(res.headers['set-cookie'])).toContain('hostSim=1')
    const later = await app.inject({
      method: 'GET',
      url: '/community/pages/myFollow/index',
      headers: { cookie: 'hostSim=1' },
    })
    expect(later.body).toContain('window.community')
    const off = await app.inject({ method: 'GET', url: '/community/?hostSim=0', headers: { cookie: 'hostSim=1' } })
    expect(off.body).not.toContain('__HOST_SIM_CONFIG__')
  })

  it('draws avatars and covers locally', async () => {
    const avatar = await app.inject({ method: 'GET', url: '/static-avatars/7.svg' })
    expect(avatar.statusCode).toBe(200)
    expect(avatar.headers['content-type']).toContain('image/svg+xml')
    expect((await app.inject({ method: 'GET', url: '/static-covers/12.svg' })).body).toContain('<svg')
    expect((await app.inject({ method: 'GET', url: '/static-avatars/x.png' })).statusCode).toBe(404)
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
    await app.close()
  })
})

describe('cross-origin calls', () => {
  it('lets a loopback dev server call the API, and nobody else', async () => {
    const { app } = await makeServer()
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/community-admin/front/public/getVersion',
      headers: { origin: 'http://127.0.0.1:10086', 'access-control-request-method': 'POST' },
    })
    expect(pre.statusCode).toBe(204)
    expect(pre.headers['access-control-allow-headers']).toContain('token')
    const ok = await app.inject({
      method: 'GET',
      url: '/community-admin/front/public/getVersion',
      headers: { origin: 'http://localhost:10086' },
    })
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:10086')
    const other = await app.inject({
      method: 'GET',
      url: '/community-admin/front/public/getVersion',
      headers: { origin: 'https://example.com' },
    })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
    await app.close()
  })
})
