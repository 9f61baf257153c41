/**
 * `npm run bench:lighthouse`: Lighthouse (mobile defaults, simulated throttling) over the reference server with
 * a fresh seeded database, in Debian's Chromium, on the home page and on an article detail opened by deep link.
 * Each page runs three times in a fresh profile; the table shows the median of each figure.
 *
 *   npx tsx scripts/bench-lighthouse.ts [--runs 3] [--json] [--why] [--h5-dist dir] [--only home|article] [--nginx]
 *
 * --why lists the failing accessibility audits, the largest paint's element and the long tasks of every run;
 * --h5-dist measures another H5 build (a copy, to compare two builds run after run); --only measures one of the two
 * pages. --nginx measures each page a second time through deploy/nginx.conf as rendered for a site (docs/deploy.md)
 * in front of the same reference server, serving a precompressed copy of the build as static files (scripts/nginx.ts),
 * and prints the two columns side by side; the runs alternate between the two, so a change of the machine's load
 * weighs on both alike.
 *
 * Scores vary with the machine's load, so they are never part of `npm test`; the byte budgets are
 * (scripts/size.ts). Needs the H5 build (npm run build:h5).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from './chromium'
import { distFileFor, formatKB, gzipSize } from './size'
import { copyBuildForNginx, ensureNginx, startNginxSite, type RunningNginx } from './nginx'
import { findSeeded } from '../test/journeys/seeded'

const ROOT = path.resolve(__dirname, '..')
const H5_DIST = path.join(ROOT, 'dist/h5')
const PUBLIC_PATH = '/community/'

export interface PageFigures {
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  accessibility: number
  /** JavaScript the page loaded, each file gzip'd at level 6 (the size.ts measure). */
  jsGzip: number
  /** JavaScript bytes as transferred: what the server really sent, headers included. */
  jsWire: number
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export function medianFigures(runs: PageFigures[]): PageFigures {
  const keys = Object.keys(runs[0]) as (keyof PageFigures)[]
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as PageFigures
}

interface NetworkItem {
  url: string
  resourceType?: string
  transferSize?: number
  /** Accessibility audits: the failing element, with axe's explanation; the largest paint's element. */
  node?: { explanation?: string }
  /** The largest paint's breakdown: a table of its parts, and its element. */
  type?: string
  snippet?: string
  items?: { label?: string; duration?: number }[]
  /** Long tasks: when each started and how long it ran, in the simulated (throttled) timeline. */
  startTime?: number
  duration?: number
}

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>
  audits: Record<
    string,
    { score: number | null; title?: string; numericValue?: number; details?: { items?: NetworkItem[] } }
  >
  runtimeError?: { message: string }
}

/** `id (n elements)` for each failing accessibility audit: what to fix next. */
export function failingAccessibility(lhr: LighthouseResult): string[] {
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => {
      const items = lhr.audits[ref.id].details?.items ?? []
      const colours = new Map<string, number>()
      for (const item of items) {
        const m = /foreground color: (#\w+), background color: (#\w+)/.exec(item.node?.explanation ?? '')
        if (m) colours.set(`${m[1]} on ${m[2]}`, (colours.get(`${m[1]} on ${m[2]}`) ?? 0) + 1)
      }
      const detail = [...colours].map(([pair, n]) => `${pair} ×${n}`).join(', ')
      return `${ref.id} (${items.length}${detail ? `: ${detail}` : ''})`
    })
}

/** The largest paint's element, and its parts as observed before throttling is simulated: what to make faster next. */
export function largestPaintOf(lhr: LighthouseResult): string {
  const parts = lhr.audits['lcp-breakdown-insight']?.details?.items ?? []
  const element = parts.find((part) => part.type === 'node')?.snippet ?? 'no element'
  const phases = (parts.find((part) => part.type === 'table')?.items ?? [])
    .map((p) => `${p.label} ${Math.round(p.duration ?? 0)} ms`)
    .join(', ')
  return `largest paint ${element}${phases ? ` (observed: ${phases})` : ''}`
}

/** Each task of 50 ms or more, in order, with its script: the tasks that make the blocking time. */
export function longTasksOf(lhr: LighthouseResult): string {
  const tasks = lhr.audits['long-tasks']?.details?.items ?? []
  const named = tasks.map((t) => {
    // Lighthouse names a task's script by its address, or by a word ("Unattributable") when it has none.
    const file = URL.canParse(t.url ?? '') ? new URL(t.url ?? '').pathname.split('/').pop() : (t.url ?? '')
    return `${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} (${file})`
  })
  return `long tasks: ${named.join(', ') || 'none'}`
}

/** The figures of one Lighthouse result; script bodies are read from the build to gzip them. */
export function figuresOf(lhr: LighthouseResult, distDir: string): PageFigures {
  const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100)
  const value = (name: string) => lhr.audits[name]?.numericValue ?? NaN
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script')
  let jsGzip = 0
  let jsWire = 0
  for (const s of scripts) {
    jsWire += s.transferSize ?? 0
    const file = distFileFor(new URL(s.url).pathname, PUBLIC_PATH, distDir)
    if (file && fs.existsSync(file)) jsGzip += gzipSize(fs.readFileSync(file))
  }
  return {
    performance: score('performance'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    jsGzip,
    jsWire,
  }
}

/** Debian Chromium with a DevTools port of its own choosing and a fresh profile; never a downloaded browser. */
async function startChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-chromium-'))
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--disable-dev-shm-usage',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let seen = ''
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port: ${seen.slice(-500)}`)), 30_000)
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString()
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen)
      if (m) {
        clearTimeout(timer)
        resolve(Number(m[1]))
      }
    })
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen.slice(-500)}`)))
  })
  return {
    port,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
      // Chromium's helper processes may still write to the profile after it exits: a profile that will not go is
      // left in the temp directory rather than failing a measurement already taken.
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 })
      } catch {
        // left for the system's temp cleanup
      }
    },
  }
}

async function lighthouseOnce(url: string, distDir: string): Promise<PageFigures> {
  // Lighthouse is an ES module: loaded here so the pure parts above need nothing of it.
  const { default: lighthouse } = await import('lighthouse')
  const chrome = await startChromium()
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    })
    const lhr = result?.lhr as unknown as LighthouseResult | undefined
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    const failing = failingAccessibility(lhr)
    if (process.argv.includes('--why')) {
      if (failing.length) console.log(`  failing accessibility audits: ${failing.join(', ')}`)
      console.log(`  ${url}: ${largestPaintOf(lhr)}`)
      console.log(`  ${longTasksOf(lhr)}`)
    }
    return figuresOf(lhr, distDir)
  } finally {
    await chrome.stop()
  }
}

/** Lighthouse now and then loses a trace on a loaded machine (NO_NAVSTART): such a run is tried again. */
async function withRetries<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= tries || !String(error).includes('Lighthouse:')) throw error
      console.warn(`  run failed, trying again: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

function pad(s: string, n: number): string {
  return s.length >= n ? s : s + ' '.repeat(n - s.length)
}

/** One column of a page's table: where it was served from, and its median figures. */
export interface Column {
  label: string
  figures: PageFigures
}

/** A page's table, one column per way of serving it (the reference server, nginx). */
export function formatColumns(name: string, url: string, columns: Column[], runs: number): string {
  const ms = (v: number) => `${Math.round(v)} ms`
  const rows: [string, (f: PageFigures) => string][] = [
    ['performance', (f) => String(f.performance)],
    ['FCP', (f) => ms(f.fcpMs)],
    ['LCP', (f) => ms(f.lcpMs)],
    ['TBT', (f) => ms(f.tbtMs)],
    ['CLS', (f) => f.cls.toFixed(3)],
    ['accessibility', (f) => String(f.accessibility)],
    ['JS gzip (level 6)', (f) => formatKB(f.jsGzip)],
    ['JS on the wire', (f) => formatKB(f.jsWire)],
  ]
  const widths = columns.map((c) => Math.max(10, c.label.length))
  const line = (first: string, cells: string[]) =>
    `  | ${pad(first, 17)} | ${cells.map((cell, i) => pad(cell, widths[i])).join(' | ')} |`
  return [
    `${name}: ${url} (median of ${runs})`,
    line(
      'measure',
      columns.map((c) => c.label),
    ),
    `  |-------------------|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.map(([k, value]) =>
      line(
        k,
        columns.map((c) => value(c.figures)),
      ),
    ),
  ].join('\n')
}

export function formatTable(name: string, url: string, f: PageFigures, runs: number): string {
  return formatColumns(name, url, [{ label: 'value', figures: f }], runs)
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

/** nginx in front of the reference server at `upstream`, serving a precompressed copy of the build. */
async function startNginxFront(h5Dist: string, upstream: string): Promise<RunningNginx & { cleanUp(): void }> {
  const nginx = ensureNginx()
  if (!nginx.ok) throw new Error(nginx.message)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-nginx-'))
  try {
    const running = await startNginxSite({
      distRoot: copyBuildForNginx(h5Dist, dir),
      runDir: dir,
      upstream,
      mediaUpstream: upstream,
    })
    return { ...running, cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }) }
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }
}

async function main(): Promise<number> {
  const runs = Number(flag('--runs') ?? 3)
  const h5Dist = path.resolve(flag('--h5-dist') ?? H5_DIST)
  if (!fs.existsSync(path.join(h5Dist, 'index.html')))
    throw new Error(`${h5Dist} has no build: run npm run build:h5 first`)
  const chromium = ensureChromium()
  if (!chromium.ok) throw new Error(chromium.message)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'))
  const { buildServer } = await import('../server/app')
  const app = await buildServer({ dbPath: path.join(dataDir, 'bench.db'), distDir: h5Dist })
  let nginx: (RunningNginx & { cleanUp(): void }) | undefined
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const seed = await findSeeded(origin)
    if (process.argv.includes('--nginx')) nginx = await startNginxFront(h5Dist, origin)
    const fronts: [string, string][] = [['reference server', origin]]
    if (nginx) fronts.push(['nginx', nginx.origin])
    const pages: [string, string][] = [
      ['home', PUBLIC_PATH],
      [
        'article detail (deep link)',
        `${PUBLIC_PATH}community/articleDetail/index?articleId=${seed.article.articleId}&source=article`,
      ],
    ]
    const report: Record<string, Record<string, PageFigures>> = {}
    const only = flag('--only')
    for (const [name, address] of pages.filter(([name]) => !only || name.startsWith(only))) {
      const figures = fronts.map((): PageFigures[] => [])
      for (let i = 0; i < runs; i += 1)
        for (const [n, [, front]] of fronts.entries())
          figures[n].push(await withRetries(() => lighthouseOnce(`${front}${address}`, h5Dist)))
      const columns = fronts.map(([label], n) => ({ label, figures: medianFigures(figures[n]) }))
      report[name] = Object.fromEntries(columns.map((c) => [c.label, c.figures]))
      console.log(formatColumns(name, address, columns, runs) + '\n')
    }
    if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2))
    return 0
  } finally {
    await nginx?.stop()
    nginx?.cleanUp()
    await app.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (require.main === module) {
  main()
    .then((code) => (process.exitCode = code))
    .catch((err) => {
      console.error(err instanceof Error ? err.message : err)
      process.exitCode = 1
    })
}
