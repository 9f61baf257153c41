/**
 * deploy/nginx.conf as rendered for a site, run by Debian's nginx as this user on a free port in front of
 * the reference server (the API upstream), serving a precompressed copy of dist/h5. Chromium opens every
 * built page through it; headers, encodings, the history fallback and the asset 404 are checked on the wire.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { findRoute } from '@/config/routes'
import { journeysFor } from '../journeys/catalogue'
import { findSeeded, type Seeded } from '../journeys/seeded'
import { CURRENT_PAGE, launchBrowser, watchProblems, type LaunchedBrowser, type Page } from '../support/browser'
import { DIST_H5, startServer, type RunningServer } from '../support/e2e-server'
import { ensureNginx, NGINX_PATH } from '../../scripts/nginx'
import { precompress } from '../../scripts/deploy/precompress'
import { readSettings, renderNginx, SECURITY_HEADERS, TEMPLATE_PATH } from '../../scripts/deploy/render-nginx'

jest.setTimeout(120_000)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const nginxFound = ensureNginx()
// On CI (root, or CI set) a missing nginx is a failure; on a developer's machine without root, one line.
const mustRun = isRoot || Boolean(process.env.CI)
if (!nginxFound.ok && !mustRun) console.log(`nginx smoke skipped: ${nginxFound.message}`)
const suite = nginxFound.ok || mustRun ? describe : describe.skip

const FRAME_ANCESTORS = "'self' https://app.example.com"
const IMMUTABLE = 'public, max-age=31536000, immutable'

let server: RunningServer
let chrome: LaunchedBrowser
let seed: Seeded
let nginx: ChildProcess | undefined
let dir: string
let dist: string
let site: string
let nginxLog = ''

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One request with the bytes as sent (fetch would decompress them). */
function raw(path: string, headers: http.OutgoingHttpHeaders = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(site.replace(/\/community\/$/, '') + path, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

async function waitForNginx(): Promise<void> {
  const deadline = Date.now() + 15_000
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (nginx?.exitCode !== null) throw new Error(`nginx exited (${nginx?.exitCode}): ${nginxLog}`)
    try {
      const res = await raw('/community/')
      if (res.status === 200) return
      last = `HTTP ${res.status}`
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  const errors = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''
  throw new Error(`nginx did not answer /community/ (${last}): ${nginxLog}${errors}`)
}

const html = readFileSync(join(DIST_H5, 'index.html'), 'utf8')
const firstScript = () => /src="\/community\/(static\/js\/[^"]+\.js)"/.exec(html)?.[1] as string

beforeAll(async () => {
  if (!nginxFound.ok) throw new Error(nginxFound.message)
  server = await startServer()
  dir = mkdtempSync(join(tmpdir(), 'community-nginx-'))
  // Started as root, nginx's workers run as nobody: they must be able to read the site.
  chmodSync(dir, 0o755)
  dist = join(dir, 'h5')
  cpSync(DIST_H5, dist, { recursive: true })
  precompress(dist)
  const port = await freePort()
  site = `http://127.0.0.1:${port}/community/`
  const settings = readSettings({
    NGINX_LISTEN: `127.0.0.1:${port}`,
    NGINX_DIST_ROOT: dist,
    NGINX_RUN_DIR: dir,
    NGINX_UPSTREAM: server.origin,
    NGINX_MEDIA_UPSTREAM: server.origin,
    NGINX_FRAME_ANCESTORS: FRAME_ANCESTORS,
  })
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, renderNginx(readFileSync(TEMPLATE_PATH, 'utf8'), settings, html, {}))
  nginx = spawn(NGINX_PATH, ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  nginx.stdout?.on('data', (d: Buffer) => (nginxLog += d.toString()))
  nginx.stderr?.on('data', (d: Buffer) => (nginxLog += d.toString()))
  await waitForNginx()
  chrome = await launchBrowser()
  seed = await findSeeded(server.origin)
}, 90_000)

afterAll(async () => {
  await chrome?.close()
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx?.once('exit', r))
    nginx.kill('SIGQUIT')
    await exited
  }
  await server?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** The page's own Content-Security-Policy violations, as the browser reports them. */
async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])
}

suite('the site behind deploy/nginx.conf', () => {
  it('opens every built page through nginx with no failed request, console error or CSP violation', async () => {
    const opens = journeysFor('h5').filter((journey) => journey.kind === 'open')
    expect(opens.length).toBeGreaterThan(5)
    for (const journey of opens) {
      const page = await chrome.browser.newPage()
      await page.addInitScript(() => {
        const seen: string[] = []
        ;(window as unknown as { __csp: string[] }).__csp = seen
        document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
      })
      const problems = watchProblems(page)
      const query = new URLSearchParams(journey.query?.(seed) ?? {}).toString()
      const response = await page.goto(`${site}${journey.path}${query ? `?${query}` : ''}`)
      // The policy is really in force on the document the browser checked.
      expect(response?.headers()['content-security-policy']).toContain(`frame-ancestors ${FRAME_ANCESTORS}`)
      const title = journey.query?.(seed).name || findRoute(journey.path)?.title
      await page.waitForFunction(
        ([sel, text]) => document.querySelector(sel)?.textContent === text,
        [`${CURRENT_PAGE} [data-testid="nav-bar-title"]`, title ?? ''] as const,
        { timeout: 20_000 },
      )
      await page.waitForLoadState('networkidle')
      expect({ page: journey.path, problems, csp: await cspViolations(page) }).toEqual({
        page: journey.path,
        problems: [],
        csp: [],
      })
      await page.close()
    }
  }, 240_000)

  it('reloads a deep link in place and renders it', async () => {
    const page = await chrome.browser.newPage()
    const problems = watchProblems(page)
    const path = `/community/community/articleDetail/index?articleId=${seed.article.articleId}`
    await page.goto(site.replace(/\/community\/$/, '') + path)
    await page.locator(`${CURRENT_PAGE} [data-testid="article-detail"]`).waitFor({ timeout: 20_000 })
    await page.reload()
    await page.locator(`${CURRENT_PAGE} [data-testid="article-detail"]`).waitFor({ timeout: 20_000 })
    expect(await page.evaluate(() => location.pathname + location.search)).toBe(path)
    expect(problems).toEqual([])
    await page.close()
  })

  it('never caches index.html, caches hashed assets for a year, and sends the security headers', async () => {
    for (const path of ['/community/', '/community/index.html', '/community/community/home/index']) {
      const res = await raw(path)
      expect([path, res.status, res.headers['content-type'], res.headers['cache-control']]).toEqual([
        path,
        200,
        'text/html; charset=utf-8',
        'no-cache',
      ])
      expect(res.body.toString('utf8')).toBe(html)
    }
    const asset = await raw(`/community/${firstScript()}`)
    expect(asset.status).toBe(200)
    expect(asset.headers['cache-control']).toBe(IMMUTABLE)
    for (const res of [await raw('/community/'), asset]) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name.toLowerCase()]).toBe(value)
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/)
    }
  })

  it('sends the precompressed brotli or gzip file the client accepts, else compresses on the fly', async () => {
    const script = firstScript()
    const br = await raw(`/community/${script}`, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.body.equals(readFileSync(join(dist, `${script}.br`)))).toBe(true)
    const gz = await raw(`/community/${script}`, { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i)
    expect(gz.body.equals(readFileSync(join(dist, `${script}.gz`)))).toBe(true)
    const plain = await raw(`/community/${script}`)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(readFileSync(join(dist, script)))).toBe(true)
    // A build without .gz files (not precompressed) is still sent compressed.
    unlinkSync(join(dist, `${script}.gz`))
    unlinkSync(join(dist, `${script}.br`))
    expect(existsSync(join(dist, `${script}.gz`))).toBe(false)
    const onTheFly = await raw(`/community/${script}`, { 'accept-encoding': 'gzip' })
    expect(onTheFly.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(onTheFly.body).equals(readFileSync(join(dist, script)))).toBe(true)
  })

  it('answers a missing asset with a real 404 and a route without a file with the app', async () => {
    const missing = await raw('/community/static/js/nope.js')
    expect(missing.status).toBe(404)
    expect(missing.body.toString('utf8')).not.toContain('id="app"')
    expect((await raw('/community/no/such/route')).status).toBe(200)
    const bare = await raw('/community')
    expect([bare.status, bare.headers.location]).toEqual([301, expect.stringMatching(/\/community\/$/)])
  })

  it('proxies the API prefixes to the upstream', async () => {
    const res = await fetch(site.replace(/\/community\/$/, '') + '/community-admin/front/public/getVersion')
    expect(res.status).toBe(200)
    const direct = await fetch(`${server.origin}/community-admin/front/public/getVersion`)
    expect(await res.json()).toEqual(await direct.json())
  })
})
