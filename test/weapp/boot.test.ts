/**
 * Boots the built mini-program headlessly and opens every page of dist/weapp/app.json (subpackages too),
 * against the reference server with a throwaway database. Per page: no exception or console.error from app
 * code, the navigation-bar title from the route table appears in the rendered data and in what the
 * wcc-compiled templates render from it, pull-down and reach-bottom run cleanly, and a bounded tap crawl
 * runs cleanly, no setData payload reaches WeChat's 1 MB limit. Across the run: every navigateTo /
 * redirectTo / switchTab / reLaunch target exists in app.json.
 */
import fs from 'node:fs'
import path from 'node:path'
import { findRoute } from '@/config/routes'
import { allPages, readAppJson } from '../../scripts/weapp/app-json'
import { bootApp, type BootError, type BootedApp, type Navigation } from '../../scripts/weapp/boot'
import { closeRenderers, renderWithTemplates } from '../../scripts/weapp/render'
import { requireWeappBuild, tempDir, WEAPP_DIST, weappBuilt } from './support'

jest.setTimeout(60_000)

const pages = weappBuilt() ? allPages(readAppJson(WEAPP_DIST)) : []
const navigations: (Navigation & { from: string })[] = []

/** Taps that would destroy seeded state or leave the app: the crawl is about crashes, not about these. */
const RISKY = /删除|注销|退出|拉黑|举报|取消关注|清空/
const TAPS_PER_PAGE = 12
const SETDATA_LIMIT = 1024 * 1024
/** A page that never goes quiet (animation timers) makes each tap wait out settle's limit: cap the crawl. */
const CRAWL_MS = 8000

interface Closable {
  close(): Promise<unknown>
}

let server: Closable | undefined
/** Where wx.request goes: WEAPP_BOOT_API if given, else the reference server started here. */
let baseUrl = process.env.WEAPP_BOOT_API ?? ''
let serverProblem = ''
let dataDir = ''

beforeAll(async () => {
  if (!weappBuilt() || baseUrl) return
  dataDir = tempDir('weapp-boot-')
  try {
    // Loaded lazily so that a reference server that does not start fails one test below, not the page
    // tests: those then run offline (every request fails as on a phone without network), which pages
    // must survive anyway.
    const { buildServer } = await import('../../server/app')
    const app = await buildServer({
      dbPath: path.join(dataDir, 'boot.db'),
      distDir: path.join(dataDir, 'no-h5'),
      seedNow: Date.UTC(2026, 10, 20, 2),
    })
    server = app
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('reference server has no TCP address')
    baseUrl = `http://127.0.0.1:${address.port}`
  } catch (err) {
    serverProblem = err instanceof Error ? err.message : String(err)
    console.log(`weapp boot: reference server did not start, pages boot offline: ${serverProblem.split('\n')[0]}`)
  }
})

afterAll(async () => {
  closeRenderers()
  await server?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

function describeErrors(app: BootedApp): string {
  const errs = app.errors.map((e: BootError) => `${e.source}${e.page ? ` (${e.page})` : ''}: ${e.stack ?? e.message}`)
  return [...errs, ...app.consoleErrors.map((c) => `console.error: ${c}`)].join('\n')
}

function expectClean(app: BootedApp, what: string): void {
  const problems = describeErrors(app)
  if (problems) throw new Error(`${what}:\n${problems}`)
}

test('dist/weapp is built', () => {
  requireWeappBuild()
  expect(pages.length).toBeGreaterThan(0)
})

test('the reference server starts for the page tests (or WEAPP_BOOT_API is given)', () => {
  requireWeappBuild()
  if (serverProblem) throw new Error(`reference server did not start: ${serverProblem}`)
  expect(baseUrl).toMatch(/^https?:\/\//)
})

test('app.json lists the home page first', () => {
  requireWeappBuild()
  expect(pages[0]).toBe('pages/index/index')
})

test('the home page renders 投资社区', async () => {
  requireWeappBuild()
  const app = await bootApp({ distDir: WEAPP_DIST, request: baseUrl || undefined })
  try {
    const home = await app.openPage('pages/index/index')
    await home.waitForText('投资社区', 5000)
    expect(home.nodeCount()).toBeGreaterThan(0)
    expect(home.setDataStats().calls).toBeGreaterThan(0)
    expectClean(app, 'home page')
  } finally {
    app.close()
  }
})

describe('every page of app.json', () => {
  if (pages.length === 0) {
    test('has pages to open', () => requireWeappBuild())
    return
  }

  test.each(pages)('%s boots, shows its title and survives pull-down, reach-bottom and taps', async (page) => {
    const route = findRoute(page)
    if (!route) throw new Error(`${page} is in app.json but not in src/config/routes.ts`)
    const app = await bootApp({ distDir: WEAPP_DIST, request: baseUrl || undefined })
    try {
      const handle = await app.openPage(page)
      await handle.waitForText(route.title, 5000)
      await app.settle(50)
      expectClean(app, `${page} on open`)
      // The same data through the wcc-compiled templates, as WeChat's view layer would render it.
      expect(renderWithTemplates(handle, WEAPP_DIST)).toContain(route.title)

      await handle.triggerPullDown()
      await handle.triggerReachBottom()
      await app.settle(50)
      expectClean(app, `${page} after pull-down / reach-bottom`)

      // A bounded crawl: tap each innermost text-bearing element once (by its place in the tree, which stays
      // put while its text changes), coming back when a tap navigated away.
      let current = handle
      const tapped = new Map<string, string>()
      const crawlEnd = Date.now() + CRAWL_MS
      for (let i = 0; i < TAPS_PER_PAGE && Date.now() < crawlEnd; i++) {
        const next = current.findAllByText('').find((n) => n.text && !RISKY.test(n.text) && !tapped.has(n.path))
        if (!next) break
        tapped.set(next.path, next.text)
        await current.tap(next)
        await app.settle(30)
        if (app.currentPage()?.route !== page || !current.isAlive()) current = await app.reLaunch(page)
      }
      expectClean(app, `${page} during the tap crawl (tapped: ${[...tapped.values()].join(' | ')})`)
      // WeChat rejects a single setData over 1 MB; the harness counts UTF-8 bytes of the JSON, which errs high.
      expect(app.setDataLog.filter((d) => d.bytes >= SETDATA_LIMIT)).toEqual([])
    } finally {
      navigations.push(...app.navigations.map((n) => ({ ...n, from: page })))
      app.close()
    }
  })
})

test('every navigation target recorded during the run exists in app.json', () => {
  requireWeappBuild()
  const missing = navigations.filter((n) => n.type !== 'navigateBack' && (!n.path || !pages.includes(n.path)))
  expect(missing.map((n) => `${n.from} → ${n.type}(${n.url})`)).toEqual([])
})
