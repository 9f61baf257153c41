/**
 * Size budgets of the two builds. Prints a table; exits 1 when a budget is exceeded or a build is missing.
 *
 *   npx tsx scripts/size.ts [--only h5|weapp] [--static] [--json] [--h5-dist dir] [--weapp-dist dir]
 *
 * - H5 first screen: every JS file the browser loads to show the home page at /community/ — index.html's
 *   script tags plus the chunks the router loads lazily for the home page — gzip'd (zlib level 6, what
 *   servers commonly use), at most 120 KB; and on the wire, as the server sends it (the build's `.br` beside each
 *   file, written by scripts/deploy/precompress.ts with `npm run build:h5`; brotli at quality 11 when it is
 *   missing, so the figure never depends on how the build was run), at most 106 KB. The lazy chunks are found by loading the page in headless
 *   Chromium and recording every script response: reading them out of webpack's minified runtime would
 *   break with any change of Taro's router code. The page is served by the reference server (so the home
 *   page gets its data and loads what a real first screen loads); with --static, or when that server does
 *   not start, by a plain static server, which is said in the output.
 * - Mini-program: the main package (every file not under a subPackages root) and each subpackage, raw
 *   bytes, at most 1 MB each (WeChat refuses 2 MB; the margin is ours).
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium'
import { readAppJson, subPackageRoots } from './weapp/app-json'
import { readPageChunks } from '../server/preload'

export const KB = 1024
export const BUDGETS = {
  // Issue 17's target was 120 KB; the next round's features (the viewer of the moment, care mode, the feed's windowing
  // and the live-freshness hook) took it to 124.4 KB. Issue 34's round measured 132.4 KB (the worker's page side and
  // update offer, offline copies, stock mentions, the 直播 order, outside-link loaders, the chunk loading view), and
  // 133.5 with the round's last commits; the worker's page side, the 直播 order and a feed item's opening then moved
  // out of the first screen (132.2 KB). The line sat about 1.5 KB above that so it cannot grow back silently;
  // winning it back to 120 is open work (docs/product.md §2.9). Issue 38's hold of pictures in a fling
  // (components/kit/lazy-pictures.ts) added 0.3 KB to home's chunk (133.8 KB).
  h5FirstScreenGzip: 133.9 * KB,
  /**
   * The same JS as transferred, brotli (575 KB before compression came in). What is left is mostly the frameworks:
   * mobx (71 KB raw), Taro's router with its URL libraries (about 50), Preact (27), dayjs (9), Taro's runtime, and
   * our app shell, stores, API and platform layers with the home page (ANALYZE=1 source maps).
   */
  h5FirstScreenWire: 116.2 * KB,
  /**
   * What the H5 service worker precaches (docs/product.md §8.6): the static index.html and the entry's scripts and
   * styles, as Cache Storage holds them (raw) and as a first visit's worker fetches them (brotli; the hashed files
   * come from the HTTP cache the page just filled). Measured 436.7 KB raw, 111.0 KB brotli when it came in (index.html
   * with its first-screen loader, 7.8 KB, and the entry's three scripts and stylesheet).
   */
  h5PrecacheRaw: 450 * KB,
  h5PrecacheWire: 115 * KB,
  /**
   * The main package loads before any page: kept well under WeChat's limit (2 MB) so start-up stays quick. Issue 34's
   * round (offline copies in the HTTP layer, the outside-link and version rules, the profile's text rule) took it from
   * 596.9 to 601.5 KB; the line moves to 620 KB, and moving what only subpackage pages use out of it is open work.
   */
  weappMainPackage: 620 * KB,
  weappPackage: 1024 * KB,
  /** WeChat's limit for all packages of one mini-program is far higher; this keeps growth visible. */
  weappTotal: 8 * 1024 * KB,
}
/** WeChat's hard limit per package, printed for context. */
export const WEAPP_HARD_LIMIT = 2048 * KB

/** How long no script request must come before the first screen's scripts count as all loaded. */
const SCRIPTS_SETTLED_MS = 1500
const ROOT = path.resolve(__dirname, '..')
const H5_DIST = path.join(ROOT, 'dist/h5')
const WEAPP_DIST = path.join(ROOT, 'dist/weapp')
const PUBLIC_PATH = '/community/'
const HOME_TEXT = '投资社区'

// ---------------------------------------------------------------------------------------------------------
// Pure parts (tested in test/weapp/size.test.ts)

export interface FileSize {
  /** Relative to the dist folder, forward slashes. */
  path: string
  bytes: number
}

export interface PackageSizes {
  main: { bytes: number; files: number }
  /** Keyed by root without slashes, in app.json order. */
  subPackages: { root: string; bytes: number; files: number }[]
}

/** Files the DevTools upload never includes: project settings. */
const NOT_PACKAGED = /^project(\.private)?\.config\.json$/

/**
 * Assigns each file to the subpackage whose root is a whole-segment prefix of its path (`community/x.js`
 * belongs to `community`, `community-x/y.js` does not), everything else to the main package.
 */
export function partitionPackages(files: FileSize[], roots: string[]): PackageSizes {
  const clean = roots.map((r) => r.replace(/^\/+|\/+$/g, ''))
  // Longest root first, so a nested root wins over its parent.
  const byLength = [...clean].sort((a, b) => b.length - a.length)
  const subs = new Map(clean.map((r) => [r, { root: r, bytes: 0, files: 0 }]))
  const main = { bytes: 0, files: 0 }
  for (const f of files) {
    if (NOT_PACKAGED.test(f.path)) continue
    const root = byLength.find((r) => f.path === r || f.path.startsWith(`${r}/`))
    const bucket = root ? subs.get(root)! : main
    bucket.bytes += f.bytes
    bucket.files++
  }
  return { main, subPackages: [...subs.values()] }
}

/**
 * The entry's scripts as files of the build: page-chunks.json names them (index.html starts them from its loader,
 * not from tags; config/page-chunks.ts).
 */
export function entryScriptFiles(distDir: string): string[] {
  const manifest = readPageChunks(distDir)
  if (!manifest?.entry?.length) throw new Error(`${distDir}: page-chunks.json names no entry scripts: rebuild`)
  return manifest.entry.map((file) => path.join(distDir, file))
}

/** Maps a URL path under the public path to a file of the dist folder, or undefined outside it. */
export function distFileFor(urlPath: string, publicPath: string, distDir: string): string | undefined {
  const pathname = decodeURIComponent(urlPath.split('?')[0].split('#')[0])
  if (!pathname.startsWith(publicPath)) return undefined
  const rel = pathname.slice(publicPath.length)
  const file = path.resolve(distDir, rel)
  if (file !== distDir && !file.startsWith(distDir + path.sep)) return undefined
  return file
}

export function gzipSize(content: Buffer): number {
  return zlib.gzipSync(content, { level: 6 }).length
}

/** Bytes on the wire: the precompressed `.br` the server sends, else the same compression done here. */
export function wireSize(file: string, content: Buffer): number {
  const br = `${file}.br`
  if (fs.existsSync(br)) return fs.statSync(br).size
  return zlib.brotliCompressSync(content, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  }).length
}

export function formatKB(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`
}

export interface BudgetRow {
  name: string
  bytes: number
  budget: number
  ok: boolean
}

export function budgetRow(name: string, bytes: number, budget: number): BudgetRow {
  return { name, bytes, budget, ok: bytes <= budget }
}

/** The URLs of the precache manifest workbox-webpack-plugin wrote into the worker's script (config/app-worker.ts). */
export function precacheUrls(workerScript: string): string[] {
  return [
    ...workerScript.matchAll(/\{['"]?revision['"]?:\s*(?:null|['"][^'"]*['"]),\s*['"]?url['"]?:\s*['"]([^'"]+)['"]\}/g),
  ].map((m) => m[1])
}

// ---------------------------------------------------------------------------------------------------------
// Measuring

/** The precached files of the H5 build, raw and on the wire; none when the build has no worker. */
export function measurePrecache(distDir: string): { files: number; bytes: number; wire: number } {
  const worker = path.join(distDir, 'sw.js')
  if (!fs.existsSync(worker)) throw new Error(`${worker} not found: the production H5 build writes it`)
  const files = precacheUrls(fs.readFileSync(worker, 'utf8')).map((url) => {
    const file = distFileFor(url, PUBLIC_PATH, distDir)
    if (!file || !fs.existsSync(file)) throw new Error(`the worker precaches ${url}, which the build does not have`)
    return file
  })
  const sizes = files.map((file) => {
    const content = fs.readFileSync(file)
    return { bytes: content.length, wire: wireSize(file, content) }
  })
  return {
    files: files.length,
    bytes: sizes.reduce((sum, s) => sum + s.bytes, 0),
    wire: sizes.reduce((sum, s) => sum + s.wire, 0),
  }
}

export function listFileSizes(dir: string): FileSize[] {
  const out: FileSize[] = []
  const walk = (rel: string): void => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name
      if (e.isDirectory()) walk(child)
      else out.push({ path: child, bytes: fs.statSync(path.join(dir, child)).size })
    }
  }
  walk('')
  return out
}

export function measureWeapp(distDir = WEAPP_DIST): PackageSizes {
  const app = readAppJson(distDir)
  return partitionPackages(listFileSizes(distDir), subPackageRoots(app))
}

export interface H5Chunk {
  file: string
  /** 'html' for index.html's script tags, 'lazy' for what the page loaded after. */
  via: 'html' | 'lazy'
  bytes: number
  gzip: number
  /** Brotli, as the reference server and nginx send it. */
  wire: number
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

/** Serves the H5 build under its public path with the history fallback browser routing needs. */
function serveH5(distDir: string): Promise<http.Server> {
  const index = path.join(distDir, 'index.html')
  const server = http.createServer((req, res) => {
    const file = distFileFor(req.url ?? '/', PUBLIC_PATH, distDir)
    const target = file && fs.existsSync(file) && fs.statSync(file).isFile() ? file : file ? index : undefined
    if (!target) {
      res.statusCode = 404
      res.end()
      return
    }
    res.setHeader('content-type', MIME[path.extname(target)] ?? 'application/octet-stream')
    res.end(fs.readFileSync(target))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

interface Origin {
  url: string
  kind: string
  close(): Promise<void>
}

/** The reference server (API + H5 under /community/) on a throwaway database, else the static server. */
async function startOrigin(distDir: string, staticOnly: boolean): Promise<Origin> {
  if (!staticOnly) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-server-'))
    try {
      const { buildServer } = await import('../server/app')
      const app = await buildServer({ dbPath: path.join(dataDir, 'size.db'), distDir })
      await app.listen({ port: 0, host: '127.0.0.1' })
      const port = (app.server.address() as AddressInfo).port
      return {
        url: `http://127.0.0.1:${port}`,
        kind: 'reference server',
        close: async () => {
          await app.close()
          fs.rmSync(dataDir, { recursive: true, force: true })
        },
      }
    } catch (err) {
      fs.rmSync(dataDir, { recursive: true, force: true })
      console.warn(
        `reference server did not start (${err instanceof Error ? err.message.split('\n')[0] : String(err)}): static server instead`,
      )
    }
  }
  const server = await serveH5(distDir)
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    kind: 'static server',
    close: () => new Promise((r) => server.close(() => r())),
  }
}

export async function measureH5(
  distDir = H5_DIST,
  staticOnly = false,
): Promise<{ chunks: H5Chunk[]; servedBy: string }> {
  const indexFile = path.join(distDir, 'index.html')
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} not found: run npm run build:h5 first`)
  const fromEntry = new Set(entryScriptFiles(distDir))
  // Loaded lazily so the weapp half and the tests need no browser.
  const { chromium } = await import('playwright-core')
  const origin = await startOrigin(distDir, staticOnly)
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'size-chromium-'))
  const loaded = new Set<string>()
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      viewport: { width: 390, height: 844 },
      args: CHROMIUM_FLAGS,
    })
    try {
      const page = await context.newPage()
      page.on('response', (res) => {
        if (res.request().resourceType() !== 'script') return
        const file = distFileFor(new URL(res.url()).pathname, PUBLIC_PATH, distDir)
        if (file && fs.existsSync(file)) loaded.add(file)
      })
      let lastScript = Date.now()
      page.on('request', (req) => {
        if (req.resourceType() === 'script') lastScript = Date.now()
      })
      await page.goto(`${origin.url}${PUBLIC_PATH}`, { waitUntil: 'load', timeout: 30_000 })
      await page.waitForFunction((t) => document.body.innerText.includes(t), HOME_TEXT, { timeout: 15_000 })
      // Chunks requested by the first render's effects arrive after the text. The network itself never goes quiet
      // (an open feed holds its stream of new items, docs/product.md §4.20): wait for the scripts to stop coming.
      while (Date.now() - lastScript < SCRIPTS_SETTLED_MS) await page.waitForTimeout(100)
    } finally {
      await context.close()
    }
  } finally {
    await origin.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
  for (const f of fromEntry)
    if (!loaded.has(f)) throw new Error(`index.html loads ${f} but the browser did not fetch it`)
  const chunks = [...loaded].map((file) => {
    const content = fs.readFileSync(file)
    return {
      file: path.relative(distDir, file).split(path.sep).join('/'),
      via: fromEntry.has(file) ? ('html' as const) : ('lazy' as const),
      bytes: content.length,
      gzip: gzipSize(content),
      wire: wireSize(file, content),
    }
  })
  // Stable output: index.html's order first, then the lazy chunks by name (responses arrive in any order).
  const htmlOrder = [...fromEntry].map((f) => path.relative(distDir, f).split(path.sep).join('/'))
  const rank = (c: H5Chunk): number => (c.via === 'html' ? htmlOrder.indexOf(c.file) : htmlOrder.length)
  chunks.sort((a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file))
  return { chunks, servedBy: origin.kind }
}

// ---------------------------------------------------------------------------------------------------------
// CLI

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length)
}
function lpad(s: string, n: number): string {
  return s.length >= n ? s : ' '.repeat(n - s.length) + s
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

async function main(): Promise<number> {
  const only = flag('--only')
  const h5Dist = path.resolve(flag('--h5-dist') ?? H5_DIST)
  const weappDist = path.resolve(flag('--weapp-dist') ?? WEAPP_DIST)
  const rows: BudgetRow[] = []
  const report: { h5?: H5Chunk[]; weapp?: PackageSizes } = {}

  if (only !== 'weapp') {
    const { chunks, servedBy } = await measureH5(h5Dist, process.argv.includes('--static'))
    report.h5 = chunks
    console.log(`H5 first screen (/community/ home, served by the ${servedBy}), JS gzip level 6`)
    console.log(`  ${pad('chunk', 44)}${pad('via', 6)}${lpad('raw', 11)}${lpad('gzip', 11)}${lpad('wire (br)', 11)}`)
    for (const c of chunks)
      console.log(
        `  ${pad(c.file, 44)}${pad(c.via, 6)}${lpad(formatKB(c.bytes), 11)}${lpad(formatKB(c.gzip), 11)}${lpad(formatKB(c.wire), 11)}`,
      )
    const raw = chunks.reduce((a, c) => a + c.bytes, 0)
    const gz = chunks.reduce((a, c) => a + c.gzip, 0)
    const wire = chunks.reduce((a, c) => a + c.wire, 0)
    console.log(`  ${pad('total', 50)}${lpad(formatKB(raw), 11)}${lpad(formatKB(gz), 11)}${lpad(formatKB(wire), 11)}\n`)
    rows.push(budgetRow('H5 first-screen JS (gzip)', gz, BUDGETS.h5FirstScreenGzip))
    rows.push(budgetRow('H5 first-screen JS on the wire (brotli)', wire, BUDGETS.h5FirstScreenWire))
    const precache = measurePrecache(h5Dist)
    console.log(
      `H5 service worker precache: ${precache.files} files, ${formatKB(precache.bytes)} raw, ${formatKB(precache.wire)} brotli\n`,
    )
    rows.push(budgetRow('H5 precache (raw)', precache.bytes, BUDGETS.h5PrecacheRaw))
    rows.push(budgetRow('H5 precache on the wire (brotli)', precache.wire, BUDGETS.h5PrecacheWire))
  }

  if (only !== 'h5') {
    const sizes = measureWeapp(weappDist)
    report.weapp = sizes
    console.log('Mini-program packages (raw bytes; WeChat refuses 2 MB per package)')
    console.log(
      `  ${pad('main package', 44)}${lpad(String(sizes.main.files), 6)} files${lpad(formatKB(sizes.main.bytes), 12)}`,
    )
    for (const s of sizes.subPackages)
      console.log(
        `  ${pad(`subpackage ${s.root}/`, 44)}${lpad(String(s.files), 6)} files${lpad(formatKB(s.bytes), 12)}`,
      )
    console.log('')
    rows.push(budgetRow('weapp main package', sizes.main.bytes, BUDGETS.weappMainPackage))
    for (const s of sizes.subPackages)
      rows.push(budgetRow(`weapp subpackage ${s.root}/`, s.bytes, BUDGETS.weappPackage))
    const total = sizes.main.bytes + sizes.subPackages.reduce((sum, s) => sum + s.bytes, 0)
    rows.push(budgetRow('weapp all packages', total, BUDGETS.weappTotal))
  }

  console.log('Budgets')
  for (const r of rows) {
    console.log(
      `  ${pad(r.name, 44)}${lpad(formatKB(r.bytes), 11)} / ${pad(formatKB(r.budget), 10)} ${r.ok ? 'ok' : 'OVER BUDGET'}`,
    )
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2))
  return rows.every((r) => r.ok) ? 0 : 1
}

if (require.main === module) {
  main()
    .then((code) => (process.exitCode = code))
    .catch((err) => {
      console.error(err instanceof Error ? err.message : err)
      process.exitCode = 1
    })
}
