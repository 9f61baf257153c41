import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { makeServer, tempDir } from './helpers'
import { buildServer } from '../../server/app'

const INLINE = 'document.documentElement.style.fontSize="20px"'

function fakeBuild(): string {
  const dist = path.join(tempDir(), 'h5')
  fs.mkdirSync(dist, { recursive: true })
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script><script defer src="/community/static/js/app.js"></script></head><body></body></html>`,
  )
  return dist
}

const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/)
      return [name, sources] as [string, string[]]
    }),
  )

describe('security headers', () => {
  it('sends a CSP, nosniff and a referrer policy on API answers and pages', async () => {
    const { app } = await makeServer(undefined, { distDir: fakeBuild() })
    for (const url of [
      '/community-admin/front/porcelain/queryPorcelainList',
      '/community/pages/index/index',
      '/nowhere',
    ]) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      const csp = directives(String(res.headers['content-security-policy']))
      expect(csp.get('default-src')).toEqual(["'self'"])
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'")
      expect(csp.get('connect-src')).toEqual(["'self'", 'blob:'])
      expect(csp.get('media-src')).toContain("'self'")
      expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    }
    await app.close()
  })

  it('lets pages start only the site’s own service worker, which runs under a policy that reaches content images (docs/product.md §8.6)', async () => {
    const dist = fakeBuild()
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
    const { app } = await makeServer(undefined, { distDir: dist })
    const page = await app.inject({ method: 'GET', url: '/community/' })
    expect(directives(String(page.headers['content-security-policy'])).get('worker-src')).toEqual(["'self'"])
    const worker = await app.inject({ method: 'GET', url: '/community/sw.js' })
    expect([worker.statusCode, worker.headers['cache-control']]).toEqual([200, 'no-cache'])
    const csp = directives(String(worker.headers['content-security-policy']))
    expect(csp.get('connect-src')).toEqual(["'self'", 'blob:', 'https:'])
    expect(csp.get('worker-src')).toEqual(["'self'"])
    await app.close()
  })

  it("lets exactly index.html's inline scripts run, by hash", async () => {
    const { app } = await makeServer(undefined, { distDir: fakeBuild() })
    const res = await app.inject({ method: 'GET', url: '/community/' })
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`
    expect(directives(String(res.headers['content-security-policy'])).get('script-src')).toEqual(["'self'", hash])
    await app.close()
  })

  it('takes frame-ancestors from the server options', async () => {
    const dir = tempDir()
    const app = await buildServer({
      dbPath: path.join(dir, 'community.db'),
      distDir: fakeBuild(),
      frameAncestors: ["'self'", 'https://app.broker.example'],
    })
    for (const url of ['/community/', '/community-admin/front/porcelain/queryPorcelainList']) {
      const res = await app.inject({ method: 'GET', url })
      expect(directives(String(res.headers['content-security-policy'])).get('frame-ancestors')).toEqual([
        "'self'",
        'https://app.broker.example',
      ])
    }
    await app.close()
  })
})
