/**
 * The stream of new items under load (docs/product.md §4.20), a section of `npm run bench:server` (or alone:
 * `npx tsx scripts/bench-stream.ts [seconds] [readers]`). On one server of this machine:
 *
 * 1. the feed's reads (as bench:server reads it: 推荐 pages 1-5 as a seeded viewer) without any reader connected;
 * 2. READERS readers connect to the stream (a worker thread holds them: half signed in as the viewer, who follows
 *    the poster, watching 推荐, 最新 and 关注; half visitors watching 推荐 and 最新) and the same reads run again;
 * 3. a seeded account posts POSTS times, one every POST_GAP_MS, and each reader notes when each post reached it.
 *
 * Targets: every post reaches every reader, p99 from sending the post to a reader hearing of it under 1 s, and the
 * feed's p99 with the readers no worse than without them (within NOISE: the machine is shared).
 */
import { Worker } from 'node:worker_threads'
import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import { ENDPOINTS, fillPath } from '../types/api'
import type { DB } from '../server/db'
import type { BenchAccount, CannonRequest } from './bench-server'

export const STREAM_TARGETS = { readers: 500, fanOutP99Ms: 1000 } as const
const POSTS = 20
const POST_GAP_MS = 250
/** How much worse the feed's p99 may read with the readers before it counts as worse: run-to-run noise. */
const NOISE = { share: 0.2, ms: 2 }

interface CannonResult {
  latency: { p50: number; p99: number }
  requests: { average: number }
  non2xx: number
  errors: number
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  workers?: number
  requests: CannonRequest[]
}) => Promise<CannonResult>
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon

const streamPath = (feeds: string, accountId?: string) =>
  `${fillPath(ENDPOINTS['feed.stream'].path, 'community')}?feeds=${feeds}${accountId ? `&accountId=${accountId}` : ''}`

/**
 * The readers, in a worker thread of their own so their reading does not share the server's event loop. Plain
 * JavaScript of Node's own modules: it runs without the TypeScript loader. Times are absolute (timeOrigin + now),
 * comparable across threads.
 */
const READERS_WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const { origin, readers } = workerData
let ready = 0
const heard = new Map()
const requests = []
for (const [i, reader] of readers.entries()) {
  const request = http.get(origin + reader.path, { agent: false, headers: { accept: 'text/event-stream', ...reader.headers } }, (res) => {
    res.setEncoding('utf8')
    let buffer = ''
    res.on('data', (chunk) => {
      const at = performance.timeOrigin + performance.now()
      buffer += chunk
      for (let end = buffer.indexOf('\\n\\n'); end >= 0; end = buffer.indexOf('\\n\\n')) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (block.startsWith('event: ready') && ++ready === readers.length) parentPort.postMessage({ type: 'ready' })
        const id = block.startsWith('event: fresh') ? /"articleId":"(\\d+)"/.exec(block) : null
        if (id) heard.set(id[1] + '/' + i, at)
      }
    })
  })
  request.on('error', (error) => parentPort.postMessage({ type: 'error', message: String(error) }))
  requests.push(request)
}
parentPort.on('message', (message) => {
  if (message === 'report') parentPort.postMessage({ type: 'report', heard: [...heard] })
  if (message === 'close') {
    for (const request of requests) request.destroy()
    parentPort.postMessage({ type: 'closed' })
  }
})
`

interface Readers {
  report(): Promise<Map<string, number>>
  close(): Promise<void>
}

function connectReaders(origin: string, viewer: BenchAccount, count: number): Promise<Readers> {
  const readers = Array.from({ length: count }, (_, i) =>
    i % 2 === 0
      ? {
          path: streamPath('tab:recommend,tab:latest,tab:follow', viewer.accountId),
          headers: { token: viewer.token, usercode: viewer.userCode },
        }
      : { path: streamPath('tab:recommend,tab:latest'), headers: {} },
  )
  const worker = new Worker(READERS_WORKER, { eval: true, workerData: { origin, readers } })
  const next = (type: string) =>
    new Promise<{ heard?: [string, number][] }>((resolve, reject) => {
      const listener = (message: { type: string; message?: string; heard?: [string, number][] }) => {
        if (message.type === 'error') reject(new Error(message.message))
        if (message.type !== type) return
        worker.off('message', listener)
        resolve(message)
      }
      worker.on('message', listener)
    })
  return next('ready').then(() => ({
    report: async () => {
      const answer = next('report')
      worker.postMessage('report')
      return new Map((await answer).heard)
    },
    close: async () => {
      const closed = next('closed')
      worker.postMessage('close')
      await closed
      await worker.terminate()
    },
  }))
}

/** An account the viewer follows, to post: its posts go to the signed-in readers' 关注 as well. */
function poster(db: DB, viewer: BenchAccount): BenchAccount {
  const row = db
    .prepare(
      `SELECT a.id AS accountId, a.token, a.user_code AS userCode FROM accounts a
       JOIN follows f ON f.to_account_id = a.id AND f.account_id = ? WHERE a.logout_status = 'normal' LIMIT 1`,
    )
    .get(viewer.accountId) as BenchAccount | undefined
  if (!row) throw new Error(`the viewer ${viewer.accountId} follows nobody`)
  return row
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const round = (ms: number) => Math.round(ms * 10) / 10

/** Posts POSTS times and answers, per post, when it was sent. */
async function post(origin: string, author: BenchAccount): Promise<Map<string, number>> {
  const sent = new Map<string, number>()
  const url = origin + fillPath(ENDPOINTS['publish.publishView'].path, 'community')
  for (let i = 0; i < POSTS; i += 1) {
    const at = performance.timeOrigin + performance.now()
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: author.token, usercode: author.userCode },
      body: JSON.stringify({ accountId: author.accountId, content: `压测新动态 ${i + 1}` }),
    })
    const body = (await response.json()) as { data?: { articleId?: string } }
    if (!response.ok || !body.data?.articleId) throw new Error(`post ${i + 1}: HTTP ${response.status}`)
    sent.set(body.data.articleId, at)
    await new Promise((r) => setTimeout(r, POST_GAP_MS))
  }
  return sent
}

function feedReads(origin: string, viewer: BenchAccount, seconds: number): Promise<CannonResult> {
  const requests = Array.from({ length: 5 }, (_, i) => ({
    method: 'POST',
    path: fillPath(ENDPOINTS['article.dynamicList'].path, 'community'),
    headers: { 'content-type': 'application/json', token: viewer.token, usercode: viewer.userCode },
    body: JSON.stringify({ tab: 'recommend', pageNum: i + 1, pageSize: 20, accountId: viewer.accountId }),
  }))
  return autocannon({ url: origin, connections: 50, duration: seconds, workers: 1, requests })
}

export interface StreamBenchOptions {
  origin: string
  db: DB
  viewer: BenchAccount
  seconds: number
  readers?: number
}

/**
 * Runs the three phases and prints their table and verdicts. As bench:server judges its rows, the run fails only when
 * something was not answered (a read not 2xx, a post that did not reach a reader); a latency target says MISSED.
 */
export async function benchStream(options: StreamBenchOptions): Promise<{ failed: boolean }> {
  const { origin, db, viewer, seconds } = options
  const count = options.readers ?? STREAM_TARGETS.readers
  const without = await feedReads(origin, viewer, seconds)
  const readers = await connectReaders(origin, viewer, count)
  try {
    const withReaders = await feedReads(origin, viewer, seconds)
    const sent = await post(origin, poster(db, viewer))
    await new Promise((r) => setTimeout(r, 1000))
    const heard = await readers.report()
    const latencies: number[] = []
    for (const [articleId, at] of sent)
      for (let i = 0; i < count; i += 1) {
        const got = heard.get(`${articleId}/${i}`)
        if (got !== undefined) latencies.push(got - at)
      }
    latencies.sort((a, b) => a - b)
    const missing = sent.size * count - latencies.length
    const fanOutP99 = percentile(latencies, 99)
    const worse =
      withReaders.latency.p99 > Math.max(without.latency.p99 * (1 + NOISE.share), without.latency.p99 + NOISE.ms)
    const failedReads = without.non2xx + without.errors + withReaders.non2xx + withReaders.errors
    console.log(`\nstream: ${count} readers connected, ${sent.size} posts, one every ${POST_GAP_MS} ms`)
    console.table([
      {
        measure: `feed p99 without readers (ms)`,
        value: without.latency.p99,
        'req/s': Math.round(without.requests.average),
      },
      {
        measure: `feed p99 with ${count} readers (ms)`,
        value: withReaders.latency.p99,
        'req/s': Math.round(withReaders.requests.average),
      },
      { measure: 'fan-out p50 (ms)', value: round(percentile(latencies, 50)) },
      { measure: 'fan-out p99 (ms)', value: round(fanOutP99) },
      { measure: 'fan-out max (ms)', value: round(latencies[latencies.length - 1] ?? NaN) },
      { measure: 'deliveries missing', value: missing },
    ])
    const verdicts = [
      missing === 0 ? 'every post reached every reader' : `MISSED: ${missing} deliveries never arrived`,
      fanOutP99 < STREAM_TARGETS.fanOutP99Ms
        ? `fan-out p99 < ${STREAM_TARGETS.fanOutP99Ms} ms: met`
        : 'fan-out p99: MISSED',
      worse ? 'feed p99 with readers: WORSE' : 'feed p99 with readers: no worse (met)',
      failedReads === 0 ? 'all reads 2xx' : `FAILED: ${failedReads} reads not 2xx`,
    ]
    console.log(verdicts.join('; '))
    return { failed: missing > 0 || failedReads > 0 }
  } finally {
    await readers.close()
  }
}

async function main(): Promise<number> {
  const { buildServer } = await import('../server/app')
  const { DEV_ACCOUNT } = await import('../server/seed')
  const { benchAccount } = await import('./bench-server')
  const seconds = Number(process.argv[2] ?? 10)
  const readers = Number(process.argv[3] ?? STREAM_TARGETS.readers)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-bench-stream-'))
  const app = await buildServer({
    dbPath: path.join(dir, 'community.db'),
    distDir: path.join(dir, 'none'),
    writeLimits: false,
  })
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    console.log(`load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} CPU(s) at the start`)
    const { failed } = await benchStream({
      origin,
      db: app.db,
      viewer: benchAccount(app.db, DEV_ACCOUNT.id),
      seconds,
      readers,
    })
    return failed ? 1 : 0
  } finally {
    await app.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (require.main === module) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error)
      process.exitCode = 1
    },
  )
}
