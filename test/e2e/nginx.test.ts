/**
 * deploy/nginx.conf as rendered for a site, run by Debian's nginx as this user on a free port in front of
 * the reference server (the API upstream, trusting nginx's X-Forwarded-For), serving a precompressed copy of
 * dist/h5. Chromium opens every built page through it; headers, encodings, the history fallback, the asset 404,
 * body limits, per-client write budgets and the access log are checked on the wire.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { findRoute } from '@/config/routes'
import { ENDPOINTS, fillPath } from '@shared/api'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { RATE_LIMITS } from '../../server/http/limits'
import { readPageChunks } from '../../server/preload'
import { STATIC_MESSAGES } from '../../server/static'
import { journeysFor } from '../journeys/catalogue'
import { findSeeded, type Seeded } from '../journeys/seeded'
import { CURRENT_PAGE, launchBrowser, watchProblems, type LaunchedBrowser, type Page } from '../support/browser'
import { DIST_H5, startServer, type RunningServer } from '../support/e2e-server'
import { copyBuildForNginx, ensureNginx, startNginxSite, type RunningNginx } from '../../scripts/nginx'
import { SECURITY_HEADERS, UPLOAD_BODY_BYTES } from '../../scripts/deploy/render-nginx'

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
let nginx: RunningNginx | undefined
let dir: string
let dist: string
let site: string

interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

interface SendOptions {
  method?: string
  headers?: http.OutgoingHttpHeaders
  body?: Buffer | string
  /** The client address nginx sees (any 127.x address reaches it on Linux). */
  localAddress?: string
}

/** One request to nginx with the bytes as sent (fetch would decompress them), on a connection of its own. */
function send(path: string, options: SendOptions = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let answered = false
    const request = http.request(
      site.replace(/\/community\/$/, '') + path,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress, agent: false },
      (res) => {
        answered = true
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    // nginx may refuse a body before reading all of it and close: its answer is what counts.
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    request.end(options.body)
  })
}

const raw = (path: string, headers: http.OutgoingHttpHeaders = {}) => send(path, { headers })

const json = (body: Buffer) => JSON.parse(body.toString('utf8')) as Record<string, unknown>

interface Account {
  accountId: string
  token: string
  userCode: string
}

/** Seeded accounts other than the test account the journeys sign in as. */
function accounts(count: number): Account[] {
  return server.app.db
    .prepare(
      "SELECT id AS accountId, token, user_code AS userCode FROM accounts WHERE id LIKE 'acc-%' ORDER BY id DESC LIMIT ?",
    )
    .all(count) as Account[]
}

/** The security headers nginx adds, each once, with the site's policy. */
function expectSecurityHeaders(what: string, res: RawResponse): void {
  const sent = Object.fromEntries(
    [...Object.keys(SECURITY_HEADERS), 'content-security-policy'].map((name) => [
      name,
      res.headers[name.toLowerCase()],
    ]),
  )
  expect({ what, ...sent }).toEqual({
    what,
    ...Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([name, value]) => [name, value])),
    'content-security-policy': expect.stringMatching(
      new RegExp(`^default-src 'self';.*frame-ancestors ${FRAME_ANCESTORS}$`),
    ),
  })
}

/** Another nginx of the same template, in front of the given upstream, with its own port and run dir. */
async function startNginx(upstream: string): Promise<RunningNginx> {
  const runDir = mkdtempSync(join(dir, 'run-'))
  chmodSync(runDir, 0o755)
  return startNginxSite({ distRoot: dist, runDir, upstream })
}

const html = readFileSync(join(DIST_H5, 'index.html'), 'utf8')
/** The entry's first script (index.html's loader starts it; page-chunks.json names it). */
const firstScript = () => readPageChunks(DIST_H5)?.entry?.[0] as string

beforeAll(async () => {
  if (!nginxFound.ok) throw new Error(nginxFound.message)
  // nginx reaches the server from loopback; the server reads the client from nginx's X-Forwarded-For.
  server = await startServer({ trustProxy: ['127.0.0.1'] })
  dir = mkdtempSync(join(tmpdir(), 'community-nginx-'))
  dist = copyBuildForNginx(DIST_H5, dir)
  nginx = await startNginxSite({
    distRoot: dist,
    runDir: dir,
    upstream: server.origin,
    mediaUpstream: server.origin,
    frameAncestors: FRAME_ANCESTORS,
  })
  site = `${nginx.origin}/community/`
  chrome = await launchBrowser()
  seed = await findSeeded(server.origin)
}, 90_000)

afterAll(async () => {
  await chrome?.close()
  await nginx?.stop()
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
      expect(res.headers['content-security-policy']).toContain("worker-src 'self';")
    }
    // The service worker (docs/product.md §8.6): revalidated every time, under the policy sent with its script.
    const worker = await raw('/community/sw.js')
    expect([worker.status, worker.headers['content-type'], worker.headers['cache-control']]).toEqual([
      200,
      'application/javascript; charset=utf-8',
      'no-cache',
    ])
    expect(worker.headers['content-security-policy']).toMatch(/connect-src 'self' blob:/)
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

  it('answers a missing asset with a real 404 in Chinese, never cached for a year, and a route without a file with the app', async () => {
    const missing = await raw('/community/static/js/nope.js')
    expect([missing.status, missing.headers['content-type'], missing.body.toString('utf8')]).toEqual([
      404,
      'text/plain; charset=utf-8',
      STATIC_MESSAGES.file,
    ])
    // A file published later under this name must not be hidden behind a cached miss.
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/max-age=[1-9]|immutable/)
    expect((await raw('/community/no/such/route')).status).toBe(200)
    const bare = await raw('/community')
    expect([bare.status, bare.headers.location]).toEqual([301, expect.stringMatching(/\/community\/$/)])
  })

  it('proxies the API prefixes to the upstream', async () => {
    const res = await fetch(site.replace(/\/community\/$/, '') + '/community-admin/front/porcelain/queryPorcelainList')
    expect(res.status).toBe(200)
    const direct = await fetch(`${server.origin}/community-admin/front/porcelain/queryPorcelainList`)
    expect(await res.json()).toEqual(await direct.json())
  })

  it('passes the event stream through as it is written, and keeps a quiet one open past the API’s read timeout', async () => {
    // An upstream that does not say "don't buffer" itself and is quiet for longer than the 30 s other answers get.
    const QUIET_MS = 35_000
    const streamPath = fillPath(ENDPOINTS['feed.stream'].path, 'community')
    const upstream = http.createServer((req, res) => {
      if (!req.url?.startsWith(streamPath)) return void res.writeHead(404).end()
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
      res.write('event: ready\ndata: {}\n\n')
      const later = setTimeout(
        () => res.end('event: fresh\ndata: {"articleId":"1","feeds":["tab:latest"]}\n\n'),
        QUIET_MS,
      )
      res.on('close', () => clearTimeout(later))
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const streamNginx = await startNginx(`http://127.0.0.1:${(upstream.address() as net.AddressInfo).port}`)
    try {
      const started = Date.now()
      const heard: { at: number; text: string }[] = []
      await new Promise<void>((resolve, reject) => {
        const request = http.get(`${streamNginx.origin}${streamPath}?feeds=tab:latest`, { agent: false }, (res) => {
          res.setEncoding('utf8')
          res.on('data', (text: string) => heard.push({ at: Date.now() - started, text }))
          res.on('end', resolve)
        })
        request.on('error', reject)
        // What has not arrived a few seconds after the upstream sent it is not coming.
        setTimeout(() => {
          request.destroy()
          resolve()
        }, QUIET_MS + 5_000)
      })
      const ready = heard.find((h) => h.text.includes('event: ready'))
      const fresh = heard.find((h) => h.text.includes('event: fresh'))
      expect(ready?.at).toBeLessThan(1000)
      expect(fresh?.at).toBeGreaterThanOrEqual(QUIET_MS - 100)
    } finally {
      await streamNginx.stop()
      await new Promise((resolve) => upstream.close(resolve))
    }
  }, 60_000)

  it('sends the security headers on its own answers too: the redirects, its 404s and 413s, and once on API answers', async () => {
    const commentUrl = fillPath(ENDPOINTS['publish.publishComment'].path, 'community')
    const answers: [string, RawResponse][] = [
      ['/', await raw('/')],
      ['/community', await raw('/community')],
      ['missing asset', await raw('/community/static/js/nope.js')],
      ['unknown path', await raw('/no-such-path')],
      ['too large', await send(commentUrl, { method: 'POST', body: Buffer.alloc(2 << 20, 32) })],
      ['API', await raw('/community-admin/front/porcelain/queryPorcelainList')],
    ]
    expect(answers.map(([what, res]) => [what, res.status])).toEqual([
      ['/', 302],
      ['/community', 301],
      ['missing asset', 404],
      ['unknown path', 404],
      ['too large', 413],
      ['API', 200],
    ])
    for (const [what, res] of answers) expectSecurityHeaders(what, res)
  })

  it('takes an image at the upload limit and answers a larger body with the server’s own Chinese 413', async () => {
    const [who] = accounts(1)
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const image = Buffer.concat([png, Buffer.alloc(CONTENT_LIMITS.imageBytes - png.length)])
    const boundary = '----community-nginx-upload'
    const fields = Object.entries(who).map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    const form = (file: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
    const uploadUrl = fillPath(ENDPOINTS['upload.image'].path, 'community')
    const headers = {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      token: who.token,
      usercode: who.userCode,
    }
    const upload = (body: Buffer) => send(uploadUrl, { method: 'POST', headers, body })

    const fits = await upload(form(image))
    expect([fits.status, json(fits.body).data]).toEqual([
      200,
      expect.objectContaining({ bytes: CONTENT_LIMITS.imageBytes }),
    ])

    const tooLarge = await upload(form(Buffer.concat([image, Buffer.alloc(UPLOAD_BODY_BYTES - image.length + 1)])))
    // What the server itself answers for a body over its limit, with its status and words.
    const commentUrl = fillPath(ENDPOINTS['publish.publishComment'].path, 'community')
    const direct = await fetch(server.origin + commentUrl, { method: 'POST', body: ' '.repeat(2 << 20) })
    expect(direct.status).toBe(413)
    const expected = await direct.json()
    expect(expected).toMatchObject({
      code: '413',
      success: false,
      error_info: expect.stringMatching(/[\u4e00-\u9fff]/),
    })
    for (const refused of [tooLarge, await send(commentUrl, { method: 'POST', body: ' '.repeat(2 << 20) })]) {
      expect([refused.status, refused.headers['content-type'], json(refused.body)]).toEqual([
        413,
        'application/json; charset=utf-8',
        expected,
      ])
    }
  })

  it('gives each client address its own write budget, and ignores an address a client names itself', async () => {
    const commentUrl = fillPath(ENDPOINTS['publish.publishComment'].path, 'community')
    const { perAccount, perAddress } = RATE_LIMITS.comment
    const writers = accounts(Math.ceil(perAddress / perAccount) + 2)
    const comment = (who: Account, content: string, localAddress: string, headers: http.OutgoingHttpHeaders = {}) =>
      send(commentUrl, {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ ...who, articleId: seed.article.articleId, content }),
      })
    const statuses: number[] = []
    for (let n = 0; n < perAddress; n++) {
      statuses.push(
        (await comment(writers[Math.floor(n / perAccount)], `从二号地址来的第 ${n} 条评论`, '127.0.0.2')).status,
      )
    }
    expect(statuses).toEqual(Array(perAddress).fill(200))
    const spare = writers[writers.length - 2]
    const limited = await comment(spare, '二号地址又一条', '127.0.0.2')
    expect([limited.status, json(limited.body).msg]).toEqual([429, RATE_LIMITS.comment.message])
    // A client naming another address itself is still counted by the address nginx saw.
    const spoofed = await comment(spare, '二号地址冒充别人', '127.0.0.2', { 'x-forwarded-for': '203.0.113.9' })
    expect(spoofed.status).toBe(429)
    // Someone else behind the same nginx still comments.
    const other = await comment(writers[writers.length - 1], '一号地址的评论', '127.0.0.1')
    expect([other.status, json(other.body).success]).toEqual([200, true])
  })

  it('writes no query string and no token to the access log', async () => {
    // No endpoint carries a token in its path any more (test/unit/deploy/render-nginx.test.ts shows the redaction
    // nginx would write for one); the query strings and the referer are what could carry it.
    const secret = (n: number) => `SECRET-TOKEN-${n}`
    const referer = { referer: `${site}community/home/index?accountId=acc-10002&token=${secret(1)}` }
    await raw(`/community-admin/front/porcelain/queryPorcelainList?accountId=acc-10002&token=${secret(3)}`, referer)
    await raw(`/community/community/home/index?accountId=acc-10002&token=${secret(4)}`)
    await raw(`/community/static/js/nope.js?token=${secret(5)}`)
    const log = () => readFileSync(join(dir, 'access.log'), 'utf8')
    const deadline = Date.now() + 5_000
    while (!log().includes('/community/static/js/nope.js ') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50))
    }
    const lines = log()
    expect(lines).not.toMatch(/SECRET-TOKEN|token=/)
    for (const path of [
      '"GET /community-admin/front/porcelain/queryPorcelainList HTTP/1.1" 200',
      '"GET /community/community/home/index HTTP/1.1" 200',
      '"GET /community/static/js/nope.js HTTP/1.1" 404',
    ]) {
      expect(lines).toContain(path)
    }
  })
})
