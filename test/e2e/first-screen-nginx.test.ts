/**
 * The first screen through the rendered nginx config (docs/product.md §2.9): index.html is a static file there,
 * so its inline loader (config/first-screen-loader.ts) preloads the entry page's chunks and starts the page's first
 * calls while the code downloads, and the app takes those answers instead of asking again. Checked in Chromium with
 * the app's scripts held back a second, so "before the code" is a fact of the test, not of the machine's speed; and
 * through the reference server, which carries some answers itself: the loader asks for none of those.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Request } from 'playwright-core'
import { EARLY_CALLS_GLOBAL } from '@shared/first-calls'
import { loaderConfig } from '../../config/first-screen-loader'
import { resolveEnv } from '../../config/env'
import { readPageChunks } from '../../server/preload'
import { copyBuildForNginx, ensureNginx, startNginxSite, type RunningNginx } from '../../scripts/nginx'
import { DEV_ACCOUNT } from '../../server/seed'
import { findSeeded, type Seeded } from '../journeys/seeded'
import { CURRENT_PAGE, launchBrowser, watchProblems, type LaunchedBrowser } from '../support/browser'
import { DIST_H5, startServer, type RunningServer } from '../support/e2e-server'

jest.setTimeout(120_000)

const nginxFound = ensureNginx()
const suite = nginxFound.ok || process.getuid?.() === 0 || process.env.CI ? describe : describe.skip
if (!nginxFound.ok) console.log(`first screen through nginx skipped: ${nginxFound.message}`)

/** How long the app's own scripts are held back. */
const SCRIPTS_HELD_MS = 1000
const CHUNKS = readPageChunks(DIST_H5)
const PAGES = CHUNKS?.pages ?? {}
/** The app's own scripts, which the loader starts (config/first-screen-loader.ts startApp). */
const APP_SCRIPTS = (CHUNKS?.entry ?? []).map((file) => `/community/${file}`)
const CONFIG = loaderConfig(PAGES, APP_SCRIPTS, resolveEnv({}))
const HOME = 'pages/index/index'
const ARTICLE = 'community/articleDetail/index'

let server: RunningServer
let nginx: RunningNginx
let chrome: LaunchedBrowser
let seed: Seeded
let dir: string

beforeAll(async () => {
  server = await startServer()
  dir = mkdtempSync(join(tmpdir(), 'first-screen-nginx-'))
  nginx = await startNginxSite({
    distRoot: copyBuildForNginx(DIST_H5, dir),
    runDir: dir,
    upstream: server.origin,
    mediaUpstream: server.origin,
  })
  chrome = await launchBrowser()
  seed = await findSeeded(server.origin)
}, 90_000)

afterAll(async () => {
  await chrome?.close()
  await nginx?.stop()
  await server?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** A call as the test compares them: method, path and query, body. */
const callOf = (method: string, url: string, body?: string | null) =>
  `${method} ${url.replace(/^https?:\/\/[^/]+/, '')}${body ? ` ${JSON.stringify(JSON.parse(body))}` : ''}`

/** What the loader starts for a page at an address, as calls. */
function expectedCalls(page: string, query: Record<string, string>): string[] {
  return CONFIG.calls[page].map((call) => {
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_m, name: string) => query[name])
    const body = call.body ? fill(JSON.stringify(call.body)) : undefined
    return callOf(call.method, fill(call.url), body)
  })
}

interface Watched {
  page: Page
  problems: string[]
  /** API calls in the order they were sent, with when. */
  calls: { call: string; at: number }[]
  /** When the first of the app's own scripts (index.html's) had fully arrived. */
  scriptsArrived: () => number | undefined
  /** Chunk and stylesheet requests by file. */
  assets: Map<string, number>
}

async function open(origin: string, address: string, options: { holdScripts: boolean }): Promise<Watched> {
  const page = await chrome.browser.newPage()
  const problems = watchProblems(page)
  if (options.holdScripts)
    await page.route(
      (url) => APP_SCRIPTS.includes(url.pathname),
      async (route) => {
        await new Promise((r) => setTimeout(r, SCRIPTS_HELD_MS))
        await route.continue()
      },
    )
  const started = Date.now()
  const calls: Watched['calls'] = []
  const assets = new Map<string, number>()
  let arrived: number | undefined
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'fetch' && url.pathname.includes('-admin/'))
      calls.push({ call: callOf(request.method(), request.url(), request.postData()), at: Date.now() - started })
    if (url.pathname.startsWith('/community/static/')) assets.set(url.pathname, (assets.get(url.pathname) ?? 0) + 1)
  })
  page.on('requestfinished', (request: Request) => {
    if (APP_SCRIPTS.includes(new URL(request.url()).pathname)) arrived ??= Date.now() - started
  })
  await page.goto(`${origin}/community/${address}`)
  return { page, problems, calls, scriptsArrived: () => arrived, assets }
}

/** The page drew its first screen, and every call the loader started was taken by the app. */
async function settled(watched: Watched, drawn: string): Promise<void> {
  await watched.page.locator(`${CURRENT_PAGE} ${drawn}`).first().waitFor({ timeout: 30_000 })
  await watched.page.waitForFunction(
    (name) => ((window as unknown as Record<string, unknown[]>)[name] ?? []).length === 0,
    EARLY_CALLS_GLOBAL,
    { timeout: 15_000 },
  )
}

const count = (calls: string[], call: string) => calls.filter((c) => c === call).length

suite('the first screen through nginx', () => {
  it('index.html carries the loader, which starts the app’s scripts, and every chunk it preloads is a file of the build', () => {
    expect(Object.keys(PAGES)[0]).toBe(HOME)
    const html = readFileSync(join(DIST_H5, 'index.html'), 'utf8')
    expect(html).toContain(EARLY_CALLS_GLOBAL)
    expect(html).not.toMatch(/<script[^>]+src=/)
    expect(APP_SCRIPTS.length).toBeGreaterThan(0)
    for (const src of APP_SCRIPTS) expect({ src, inLoader: html.includes(src) }).toEqual({ src, inLoader: true })
    for (const page of [HOME, ARTICLE]) {
      expect(PAGES[page].length).toBeGreaterThan(0)
      for (const file of PAGES[page])
        expect({ file, built: existsSync(join(DIST_H5, file)) }).toEqual({ file, built: true })
    }
  })

  it('home: the first calls go out before the app’s code has arrived, and none is asked twice', async () => {
    const watched = await open(nginx.origin, '', { holdScripts: true })
    await settled(watched, '[data-testid="home-banner"]')
    const expected = expectedCalls(HOME, {})
    const sent = watched.calls.map((c) => c.call)
    const arrived = watched.scriptsArrived() ?? Infinity
    for (const call of expected) {
      expect({ call, sent: count(sent, call) }).toEqual({ call, sent: 1 })
      expect({ call, beforeTheCode: watched.calls.find((c) => c.call === call)!.at < arrived }).toEqual({
        call,
        beforeTheCode: true,
      })
    }
    // The page's own chunk and stylesheet were preloaded, each fetched once.
    for (const file of PAGES[HOME]) expect([file, watched.assets.get(`/community/${file}`)]).toEqual([file, 1])
    expect(watched.problems).toEqual([])
    await watched.page.close()
  })

  it('home and an article show their lead, drawn from the early answers, while the app’s code is still on its way', async () => {
    for (const [address, drawn] of [
      ['', '.boot-lead .home-banner img'],
      [`${ARTICLE}?articleId=${seed.article.articleId}&source=article`, '.boot-lead .article-html p'],
    ] as const) {
      const watched = await open(nginx.origin, address, { holdScripts: true })
      await watched.page.locator(drawn).first().waitFor({ state: 'visible', timeout: 15_000 })
      expect({ address, codeArrived: watched.scriptsArrived() }).toEqual({ address, codeArrived: undefined })
      if (drawn.endsWith('img'))
        expect(
          await watched.page.locator(drawn).evaluate((img: HTMLImageElement) => img.decode().then(() => true)),
        ).toBe(true)
      // The app then takes over: the layer with the lead goes, and nothing of it stays on the screen.
      await watched.page.locator('.boot-loading').waitFor({ state: 'hidden', timeout: 30_000 })
      expect(watched.problems).toEqual([])
      await watched.page.close()
    }
  })

  it('the page’s stylesheet comes after the app’s, as the router links it: the page looks as through the server', async () => {
    const address = `${ARTICLE}?articleId=${seed.article.articleId}&source=article`
    const looks = async (origin: string) => {
      const watched = await open(origin, address, { holdScripts: false })
      await settled(watched, '[data-testid="article-body"]')
      const look = await watched.page.evaluate((current) => {
        const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))
        const avatar = document.querySelector(`${current} .article-author__avatar`)
        return {
          appSheetFirst: sheets.findIndex((h) => /\/app\.[^/]*\.css$/.test(h ?? '')) === 0,
          avatar: avatar ? Math.round(avatar.getBoundingClientRect().width) : null,
        }
      }, CURRENT_PAGE)
      await watched.page.close()
      return look
    }
    const throughNginx = await looks(nginx.origin)
    expect(throughNginx.appSheetFirst).toBe(true)
    expect(throughNginx.avatar).toBe((await looks(server.origin)).avatar)
  })

  it('an article opened by link: its detail and comments come with the code, each asked once', async () => {
    const articleId = seed.article.articleId
    const watched = await open(nginx.origin, `${ARTICLE}?articleId=${articleId}&source=article`, { holdScripts: true })
    await settled(watched, '[data-testid="article-body"]')
    const sent = watched.calls.map((c) => c.call)
    for (const call of expectedCalls(ARTICLE, { articleId }))
      expect({ call, sent: count(sent, call) }).toEqual({ call, sent: 1 })
    expect(watched.problems).toEqual([])
    await watched.page.close()
  })

  it('starts nothing for a viewer the address names: the app asks with the session', async () => {
    const watched = await open(nginx.origin, `?accountId=${DEV_ACCOUNT.id}&token=${DEV_ACCOUNT.token}`, {
      holdScripts: false,
    })
    await watched.page.locator(`${CURRENT_PAGE} [data-testid="home-banner"]`).first().waitFor({ timeout: 30_000 })
    expect(await watched.page.evaluate((name) => name in window, EARLY_CALLS_GLOBAL)).toBe(false)
    await watched.page.close()
  })

  it('through the reference server: the loader asks for nothing the HTML carries, and no chunk twice', async () => {
    const articleId = seed.article.articleId
    for (const [page, address, drawn, carried] of [
      [HOME, '', '[data-testid="home-banner"]', 'GET /community-admin/act/page/common/info/app-home'],
      [
        ARTICLE,
        `${ARTICLE}?articleId=${articleId}&source=article`,
        '[data-testid="article-body"]',
        `GET /community-admin/front/articleInfo/appInfo/${articleId}`,
      ],
    ] as const) {
      const watched = await open(server.origin, address, { holdScripts: false })
      await settled(watched, drawn)
      const sent = watched.calls.map((c) => c.call)
      expect({ page, carriedAsked: count(sent, carried) }).toEqual({ page, carriedAsked: 0 })
      for (const call of expectedCalls(page, { articleId }).filter((c) => c !== carried))
        expect({ call, sent: count(sent, call) }).toEqual({ call, sent: 1 })
      for (const [file, n] of watched.assets) expect([file, n]).toEqual([file, 1])
      expect(watched.problems).toEqual([])
      await watched.page.close()
    }
  })
})
