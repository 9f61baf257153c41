/**
 * The H5 service worker (docs/product.md §8.6) through the rendered nginx config, in Chromium with workers allowed:
 * a first visit registers it and precaches the shell; with no network a reload still starts the app from it; it
 * stores no API answer and no page the server wrote; a new deployment is offered on the next in-app navigation and
 * 刷新 switches to it; and what a returning visit costs on the wire, with and without it (printed).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findRoute } from '@/config/routes'
import { APP_WORKER, TEXTS } from '@/config/constants'
import {
  CURRENT_PAGE,
  eventually,
  launchBrowser,
  watchProblems,
  type LaunchedBrowser,
  type Page,
} from '../support/browser'
import { DIST_H5, startServer, type RunningServer } from '../support/e2e-server'
import { ensureNginx, NGINX_PATH } from '../../scripts/nginx'
import { readPageChunks } from '../../server/preload'
import { precompress } from '../../scripts/deploy/precompress'
import { readSettings, renderNginx, TEMPLATE_PATH } from '../../scripts/deploy/render-nginx'

jest.setTimeout(120_000)

const nginxFound = ensureNginx()
const mustRun = (typeof process.getuid === 'function' && process.getuid() === 0) || Boolean(process.env.CI)
if (!nginxFound.ok && !mustRun) console.log(`service worker suite skipped: ${nginxFound.message}`)
const suite = nginxFound.ok || mustRun ? describe : describe.skip

const HOME_TITLE = findRoute('pages/index/index')?.title ?? ''

let server: RunningServer
let chrome: LaunchedBrowser
let nginx: ChildProcess | undefined
let dir: string
let dist: string
let conf: string
let site: string

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

async function startNginx(): Promise<void> {
  nginx = spawn(NGINX_PATH, ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf, '-g', 'daemon off;'], {
    stdio: 'ignore',
  })
  const up = await eventually(
    () =>
      fetch(site).then(
        (r) => r.ok,
        () => false,
      ),
    (ok) => ok,
    15_000,
  )
  if (!up) throw new Error('nginx did not start')
}

async function stopNginx(): Promise<void> {
  if (!nginx || nginx.exitCode !== null) return
  const exited = new Promise((r) => nginx?.once('exit', r))
  nginx.kill('SIGQUIT')
  await exited
}

/**
 * The static build's entry files: its scripts, which index.html's loader starts (named by page-chunks.json), and
 * the stylesheets index.html links.
 */
function entryFiles(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const styles = [...html.matchAll(/href="(\/community\/static\/[^"]+\.css)"/g)].map((m) => m[1])
  return [...(readPageChunks(distDir)?.entry ?? []).map((file) => `/community/${file}`), ...styles]
}

/** Every Cache Storage entry of the site, by cache: path and query of each request kept. */
function cacheListing(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const listing: Record<string, string[]> = {}
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys()
      listing[name] = keys.map((request) => {
        const url = new URL(request.url)
        return url.origin === location.origin ? url.pathname + url.search : url.href
      })
    }
    return listing
  })
}

const precached = (listing: Record<string, string[]>) =>
  Object.entries(listing)
    .filter(([name]) => name.startsWith('workbox-precache'))
    .flatMap(([, keys]) => keys.map((key) => key.replace(/\?__WB_REVISION__=.*$/, '')))
    .sort()

async function homeDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    ([sel, text]) => document.querySelector(sel)?.textContent === text,
    [`${CURRENT_PAGE} [data-testid="nav-bar-title"]`, HOME_TITLE] as const,
    { timeout: 20_000 },
  )
}

/** Marks the window once the page has registered its worker (registration is after the first screen). */
async function noteRegistration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      const registered = register.apply(this, args)
      registered.then(() => Object.assign(window, { appWorkerRegistered: true })).catch(() => undefined)
      return registered
    }
  })
}

/** What nginx has logged of the requests it served so far. */
const accessLog = () => readFileSync(join(dir, 'access.log'), 'utf8')

/** How many times nginx was asked for the worker's script (registrations and update checks). */
function workerScriptRequests(): number {
  return accessLog()
    .split('\n')
    .filter((line) => line.includes(`"GET ${APP_WORKER.script} `)).length
}

/** Bytes nginx sent (response bodies) for the requests logged while `visit` ran: files and pictures, and the API apart. */
async function wireCost(visit: () => Promise<void>): Promise<{ files: number; fileBytes: number; api: number }> {
  const before = accessLog().length
  await visit()
  await new Promise((r) => setTimeout(r, 300))
  const lines = accessLog().slice(before).trim().split('\n').filter(Boolean)
  let files = 0
  let fileBytes = 0
  let api = 0
  for (const line of lines) {
    const m = /"GET (\S+) [^"]*" (\d+) (\d+)/.exec(line)
    if (!m) {
      api += 1
      continue
    }
    // The site's own files and the reference media (covers, avatars, uploads) against everything else (the API).
    if (m[1].startsWith('/community/') || m[1].startsWith('/static-')) {
      files += 1
      fileBytes += Number(m[3])
    } else api += 1
  }
  return { files, fileBytes, api }
}

beforeAll(async () => {
  if (!nginxFound.ok) throw new Error(nginxFound.message)
  server = await startServer({ trustProxy: ['127.0.0.1'] })
  dir = mkdtempSync(join(tmpdir(), 'community-worker-'))
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
  })
  conf = join(dir, 'nginx.conf')
  const html = readFileSync(join(DIST_H5, 'index.html'), 'utf8')
  writeFileSync(conf, renderNginx(readFileSync(TEMPLATE_PATH, 'utf8'), settings, html, {}))
  await startNginx()
  chrome = await launchBrowser({ serviceWorkers: 'allow' })
}, 90_000)

afterAll(async () => {
  await chrome?.close()
  await stopNginx()
  await server?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

suite('the service worker behind deploy/nginx.conf', () => {
  let page: Page
  let problems: string[]

  it('registers on a first visit for /community/ and precaches the static shell and the entry files', async () => {
    page = await chrome.browser.newPage()
    problems = watchProblems(page)
    await page.goto(site)
    await homeDrawn(page)
    const registered = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return { scope: registration.scope, script: registration.active?.scriptURL }
    })
    expect(registered).toEqual({ scope: site, script: `${site}sw.js` })
    const expected = [APP_WORKER.shell, ...entryFiles(dist)].sort()
    expect(entryFiles(dist).length).toBeGreaterThan(1)
    // The chunks the first visit loaded before the worker existed are handed to it (CACHE_URLS).
    const listing = await eventually(
      () => cacheListing(page),
      (l) => precached(l).length === expected.length && (l[APP_WORKER.caches.code]?.length ?? 0) > 0,
      20_000,
    )
    expect(precached(listing)).toEqual(expected)
    expect(listing[APP_WORKER.caches.code]?.length).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })

  it('with no network at all, a reload starts the app from the worker and home draws its frame', async () => {
    await stopNginx()
    await chrome.browser.setOffline(true)
    try {
      const response = await page.reload()
      expect(response?.fromServiceWorker()).toBe(true)
      await homeDrawn(page)
      // The shell, not the browser's error page: the router has put home's address in place.
      expect(new URL(page.url()).pathname).toBe(`${APP_WORKER.scope}${findRoute('pages/index/index')?.path}`)
    } finally {
      await chrome.browser.setOffline(false)
      await startNginx()
    }
  })

  it('keeps the images it served and never an API answer or a page the server wrote', async () => {
    await page.goto(`${site}community/articleDetail/index?articleId=1`)
    await page.locator(`${CURRENT_PAGE} [data-testid="article-detail"]`).waitFor({ timeout: 20_000 })
    await page.goto(site)
    await homeDrawn(page)
    const listing = await eventually(
      () => cacheListing(page),
      (l) => (l[APP_WORKER.caches.images]?.length ?? 0) > 0,
    )
    const kept = Object.values(listing).flat()
    const shellOrCodeOrImage = (key: string) =>
      /^\/community\/(index\.html\?__WB_REVISION__=|static\/)/.test(key) ||
      /^\/static-(avatars|covers|uploads)\//.test(key)
    expect(kept.filter((key) => !shellOrCodeOrImage(key))).toEqual([])
    // An image read before comes from the worker with no network.
    const image = listing[APP_WORKER.caches.images][0]
    await stopNginx()
    try {
      const status = await page.evaluate((url) => fetch(url).then((r) => r.status), image)
      expect(status).toBe(200)
    } finally {
      await startNginx()
    }
  })

  it('offers a new deployment on the next in-app navigation, keeps the open page working, and 刷新 switches', async () => {
    await page.close()
    page = await chrome.browser.newPage()
    problems = watchProblems(page)
    await noteRegistration(page)
    const checksBefore = workerScriptRequests()
    await page.goto(site)
    await homeDrawn(page)
    const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
    expect(before).toBe(`${site}sw.js`)
    // Two things may look for a new worker, and the test waits for both to be ready before the new deployment: the
    // browser asks for sw.js by itself a few seconds after a page opens (had it asked after the deployment, a worker
    // could wait before the first navigation, which would then rightly offer it), and the page side registers only
    // after the first screen (a navigation before then asks nothing).
    const ready = await eventually(
      async () => ({
        browserChecked: workerScriptRequests() > checksBefore,
        pageRegistered: await page.evaluate(() => 'appWorkerRegistered' in window),
      }),
      (state) => state.browserChecked && state.pageRegistered,
      20_000,
    )
    expect(ready).toEqual({ browserChecked: true, pageRegistered: true })
    // A new deployment: another precache manifest in sw.js (its precompressed copies go with the old one).
    const worker = join(dist, 'sw.js')
    const changed = readFileSync(worker, 'utf8').replace(
      /'revision':'[0-9a-f]+','url':'\/community\/index\.html'/,
      "'revision':'new-deployment','url':'/community/index.html'",
    )
    expect(changed).toContain('new-deployment')
    writeFileSync(worker, changed)
    for (const copy of ['sw.js.br', 'sw.js.gz']) unlinkSync(join(dist, copy))

    // The first navigation asks for the new worker, which installs and waits; nothing is offered yet.
    await page.locator(`${CURRENT_PAGE} [data-testid="home-all-topics"]`).click()
    await page.waitForURL(/topics/)
    const waiting = await eventually(
      () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
      (w) => w,
      20_000,
    )
    expect(waiting).toBe(true)
    expect(await page.locator('[data-testid="app-update-bar"]').count()).toBe(0)

    // The next navigation offers it, and the page still works.
    await page.locator(`${CURRENT_PAGE} [data-testid="nav-bar-back"]`).click()
    await homeDrawn(page)
    const bar = page.locator('[data-testid="app-update-bar"]')
    await bar.waitFor({ timeout: 10_000 })
    expect(await bar.textContent()).toContain(TEXTS.newVersion)

    await Promise.all([page.waitForEvent('load'), page.locator('[data-testid="app-update-refresh"]').click()])
    await homeDrawn(page)
    const after = await eventually(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) }
        }),
      (state) => !state.waiting && state.controlled,
    )
    expect(after).toEqual({ waiting: false, controlled: true })
    const shells = Object.values(await cacheListing(page))
      .flat()
      .filter((key) => key.startsWith(APP_WORKER.shell))
    expect(shells).toEqual([`${APP_WORKER.shell}?__WB_REVISION__=new-deployment`])
    expect(await bar.count()).toBe(0)
    expect(problems).toEqual([])
  })

  it('prints what a returning visit to home costs on the wire, without and with the worker', async () => {
    const visit =
      (context: LaunchedBrowser, lingerMs = 1500) =>
      async () => {
        const tab = await context.browser.newPage()
        await tab.goto(site)
        await homeDrawn(tab)
        await tab.waitForTimeout(lingerMs)
        await tab.close()
      }
    // Code home fetches later (the worker's page side after APP_WORKER.registerDelayMs, the offline copies' store
    // at idle) comes in a first, longer visit to each, so the visits compared fetch the same things.
    const warmUpMs = APP_WORKER.registerDelayMs + 2000
    // Mobile browsers evict their HTTP cache often; the worker's caches stay until the site is cleared.
    const emptyHttpCache = async (context: LaunchedBrowser) => {
      const tab = await context.browser.newPage()
      await (await context.browser.newCDPSession(tab)).send('Network.clearBrowserCache')
      await tab.close()
    }
    const without = await launchBrowser()
    try {
      await visit(without, warmUpMs)()
      await visit(chrome, warmUpMs)()
      const plain = await wireCost(visit(without))
      const withWorker = await wireCost(visit(chrome))
      await emptyHttpCache(without)
      await emptyHttpCache(chrome)
      const plainEvicted = await wireCost(visit(without))
      const withWorkerEvicted = await wireCost(visit(chrome))
      const line = (what: string, cost: { fileBytes: number; files: number; api: number }) =>
        `${what}: ${cost.fileBytes} bytes of files and pictures in ${cost.files} requests (and ${cost.api} API requests)`
      console.log(
        [
          'A returning visit to home through nginx (response bodies as nginx logged them):',
          line('  HTTP cache only', plain),
          line('  with the worker', withWorker),
          line('  HTTP cache emptied, no worker', plainEvicted),
          line('  HTTP cache emptied, with the worker', withWorkerEvicted),
        ].join('\n'),
      )
      expect(withWorker.fileBytes).toBeLessThanOrEqual(plain.fileBytes)
      // The shell and code come from the worker: at most the HTML's revalidation and the worker's own script.
      expect(withWorkerEvicted.fileBytes).toBeLessThan(plainEvicted.fileBytes / 10)
    } finally {
      await without.close()
    }
  })
})
