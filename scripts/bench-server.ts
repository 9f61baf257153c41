/**
 * Load test of the reference server: `npx tsx scripts/bench-server.ts [seconds]`.
 * Starts the server in this process (autocannon in a worker thread) on a random loopback port with a freshly seeded database in a
 * temp dir, then runs autocannon (50 connections, or BENCH_CONNECTIONS, 10 s each) against the feed, the article detail
 * and the like endpoint, and prints requests/s and p50/p99 latency. Target: p99 < 25 ms for reads.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ENDPOINTS, fillPath } from '../types/api'
import { buildServer } from '../server/app'

/** The part of autocannon's (untyped) API used here. */
interface CannonRequest {
  method: string
  path: string
  body?: string
  headers?: Record<string, string>
}
interface CannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  errors: number
  non2xx: number
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

const DEV = { accountId: 'dev-10001', token: 'dev-token-10001', userCode: 'dev-user-10001' }
const JSON_HEADERS = { 'content-type': 'application/json' }
/** A viewer's flags are laid on only for the viewer's own token (docs/product.md §4.15), sent as the app does. */
const SESSION_HEADERS = { token: DEV.token, usercode: DEV.userCode }
const path_ = (key: keyof typeof ENDPOINTS, params: Record<string, string> = {}) =>
  fillPath(ENDPOINTS[key].path, 'community', params)
/** Each connection walks this list in a loop; plain data (no callbacks) so a worker thread can run it. */
const variants = <T>(count: number, make: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i))

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10)
  // BENCH_CONNECTIONS=1 measures service time alone, without queueing behind other connections.
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'community-bench-'))
  // Write budgets off: the like benchmark is one client writing as fast as it can, which they exist to stop.
  const app = await buildServer({
    dbPath: path.join(dir, 'community.db'),
    distDir: path.join(dir, 'none'),
    writeLimits: false,
  })
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  console.log(
    `server ${url}, seeded in ${app.seedResult?.ms ?? 0} ms; ${seconds} s per endpoint, ${connections} connections`,
  )

  // Like targets are visible posts: liking a taken-down item is (rightly) a 400, not what is measured.
  const likeable = (
    app.db.prepare('SELECT id FROM dynamics WHERE pub_type = 5 AND status = 1 ORDER BY id DESC LIMIT 200').all() as {
      id: number
    }[]
  ).map((r) => String(r.id))
  const scenarios: { name: string; read: boolean; requests: CannonRequest[] }[] = [
    {
      name: 'feed (CRH-CM-IN2310, pages 1-5, with viewer)',
      read: true,
      requests: variants(5, (i) => ({
        method: 'POST',
        path: path_('article.dynamicList'),
        headers: { ...JSON_HEADERS, ...SESSION_HEADERS },
        body: JSON.stringify({ tab: 'recommend', pageNum: i + 1, pageSize: 20, accountId: DEV.accountId }),
      })),
    },
    {
      name: 'article detail (appInfo/{id}, 300 ids)',
      read: true,
      requests: variants(300, (i) => ({
        method: 'GET',
        path: `${path_('article.appInfo', { id: String(1 + ((i * 97) % 3000)) })}?accountId=${DEV.accountId}`,
        headers: SESSION_HEADERS,
      })),
    },
    {
      name: 'like / unlike (praiseViewOrComment.do)',
      read: false,
      // Like then unlike the same item, so every request is a real write (row insert or delete plus counter).
      requests: likeable.flatMap((forId) =>
        [1, 0].map((isPraise) => ({
          method: 'POST',
          path: path_('like.praise'),
          headers: JSON_HEADERS,
          body: JSON.stringify({ ...DEV, pubType: 5, forId, forWhat: '1', isPraise }),
        })),
      ),
    },
  ]

  const rows: Record<string, string | number>[] = []
  for (const s of scenarios) {
    // The load generator runs in its own worker thread so it does not steal the server's event loop.
    const result = await autocannon({ url, connections, duration: seconds, workers: 1, requests: s.requests })
    rows.push({
      endpoint: s.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx,
      errors: result.errors,
      'target p99<25ms': s.read ? (result.latency.p99 < 25 ? 'met' : 'MISSED') : 'n/a (write)',
    })
  }
  console.table(rows)
  // Latency at 50 connections is mostly queueing behind the one event loop, so a busy machine shows
  // directly in p50/p99; the load average says how much CPU the run actually had.
  const [load1] = os.loadavg()
  console.log(`load average ${load1.toFixed(2)} on ${os.cpus().length} CPU(s) at the end of the run`)
  await app.close()
  fs.rmSync(dir, { recursive: true, force: true })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
