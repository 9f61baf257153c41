/**
 * Load test of the reference server: `npx tsx scripts/bench-server.ts [seconds]`.
 * Starts the server in this process (autocannon in a worker thread) on a random loopback port with a freshly seeded database in a
 * temp dir, then runs autocannon (50 connections, or BENCH_CONNECTIONS, 10 s each after 2 s untimed) against the feed,
 * the article detail and the like endpoint, and prints requests/s and p50/p99 latency. Target: p99 < 25 ms for reads.
 *
 * Every request is made as one real seeded account (its own token and userCode, never the dev account), the way the
 * app sends them: the reads lay that viewer's flags on (docs/product.md §4.15), the like writes as it. A read answers
 * a wrong token with a visitor's answer, not an error, so before timing anything each request is sent once and checked:
 * a 2xx answer, and the viewer's own flags in it (follows and likes as the database has them). A run with any non-2xx
 * answer, or a failed check, exits 1 and prints FAILED instead of a latency verdict.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ArticleDetail, Dynamic, Page } from '../types/api'
import { ENDPOINTS, fillPath } from '../types/api'
import { buildServer } from '../server/app'
import type { DB } from '../server/db'
import { DEV_ACCOUNT } from '../server/seed'
import { benchStream } from './bench-stream'

/** The part of autocannon's (untyped) API used here. */
export interface CannonRequest {
  method: string
  path: string
  body?: string
  headers?: Record<string, string>
}
interface CannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  errors: number
  timeouts: number
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

export const READ_P99_TARGET_MS = 25
/**
 * Each endpoint is loaded this long, untimed, before it is measured: the first second of a freshly started server is
 * V8 compiling its hot paths, which a server that has been running for a day has behind it. Its answers are checked
 * like the timed ones (a non-2xx answer fails the run).
 */
const WARM_UP_SECONDS = 2

/** A seeded account as the app holds it after login. */
export interface BenchAccount {
  accountId: string
  token: string
  userCode: string
}

const JSON_HEADERS = { 'content-type': 'application/json' }
const path_ = (key: keyof typeof ENDPOINTS, params: Record<string, string> = {}) =>
  fillPath(ENDPOINTS[key].path, 'community', params)
/** Each connection walks this list in a loop; plain data (no callbacks) so a worker thread can run it. */
const variants = <T>(count: number, make: (i: number) => T): T[] => Array.from({ length: count }, (_, i) => make(i))

/** The session headers the app sends (src/http): a read lays the viewer's flags on only for the viewer's token. */
export function sessionHeaders(account: BenchAccount): Record<string, string> {
  return { token: account.token, usercode: account.userCode }
}

/**
 * The bench's viewer: an ordinary account of the seed, not the dev account (whose follows the seed shapes for the
 * app's own tests), the one following the most accounts, so the feed's answers carry flags worth checking.
 */
export function benchAccount(db: DB, devAccountId: string): BenchAccount {
  const row = db
    .prepare(
      `SELECT a.id AS accountId, a.token, a.user_code AS userCode FROM accounts a JOIN follows f ON f.account_id = a.id
       WHERE a.kind = 0 AND a.id <> ? AND a.logout_status = 'normal' GROUP BY a.id ORDER BY COUNT(*) DESC, a.id LIMIT 1`,
    )
    .get(devAccountId) as BenchAccount | undefined
  if (!row) throw new Error('the seed has no ordinary account that follows anyone')
  return row
}

/** What the database says the viewer follows and likes: what its answers must show. */
export interface ViewerFacts {
  follows: Set<string>
  likes: Set<string>
}

export function viewerFacts(db: DB, accountId: string): ViewerFacts {
  const follows = db.prepare('SELECT to_account_id AS id FROM follows WHERE account_id = ?').all(accountId) as {
    id: string
  }[]
  const likes = db
    .prepare("SELECT target_id AS id FROM likes WHERE account_id = ? AND target_type = 'dynamic'")
    .all(accountId) as { id: number }[]
  return { follows: new Set(follows.map((r) => r.id)), likes: new Set(likes.map((r) => String(r.id))) }
}

/**
 * Whether items answered to the viewer carry its own flags: each item's `followed` and `praised` as the database has
 * them, and at least one of them set (a visitor's answer, all false, would otherwise pass). Returns what is wrong.
 */
export function checkViewerFlags(items: readonly Dynamic[], facts: ViewerFacts): string[] {
  const wrong: string[] = []
  let flagged = 0
  for (const item of items) {
    const follows = facts.follows.has(item.accountId)
    const likes = facts.likes.has(item.forId)
    if (item.followed !== follows) wrong.push(`item ${item.pubId}: followed ${item.followed}, expected ${follows}`)
    if (item.praised !== likes) wrong.push(`item ${item.pubId}: praised ${item.praised}, expected ${likes}`)
    if (follows || likes) flagged += 1
  }
  if (items.length > 0 && flagged === 0) wrong.push('no item carries the viewer’s flags: the answers are a visitor’s')
  return wrong
}

export interface Measured {
  read: boolean
  non2xx: number
  errors: number
  p99: number
}

/** The row's verdict: any non-2xx answer or error fails the run; a read is then judged on its p99. */
export function verdict(m: Measured, targetMs = READ_P99_TARGET_MS): string {
  if (m.non2xx > 0 || m.errors > 0) return `FAILED (${m.non2xx} non-2xx, ${m.errors} errors)`
  if (!m.read) return 'n/a (write)'
  return m.p99 < targetMs ? 'met' : 'MISSED'
}

interface Scenario {
  name: string
  read: boolean
  requests: CannonRequest[]
  /** Checks one answer of the pre-flight; returns what is wrong with it. */
  check?: (request: CannonRequest, body: unknown) => string[]
}

/** Each distinct request once, before timing: a 2xx answer, and what the scenario checks in it. */
async function preflight(url: string, scenario: Scenario): Promise<string[]> {
  const problems: string[] = []
  for (const request of scenario.requests) {
    const response = await fetch(url + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    })
    const body = (await response.json()) as unknown
    if (!response.ok) problems.push(`${request.method} ${request.path}: HTTP ${response.status}`)
    else problems.push(...(scenario.check?.(request, body) ?? []))
    if (problems.length >= 5) break
  }
  return problems
}

const dataOf = <T>(body: unknown) => (body as { data: T }).data

function scenarios(db: DB, account: BenchAccount): Scenario[] {
  const facts = viewerFacts(db, account.accountId)
  const session = sessionHeaders(account)
  // Articles and posts on the shelf, some of them by authors the viewer follows, so its flags show in the answers.
  const readable = db.prepare('SELECT id, account_id AS author FROM dynamics WHERE status = 1 AND pub_type IN (2, 5)')
  const rows = readable.all() as { id: number; author: string }[]
  const followed = rows.filter((r) => facts.follows.has(r.author)).slice(0, 30)
  const rest = rows.filter((r) => !facts.follows.has(r.author))
  const stride = Math.max(1, Math.floor(rest.length / (300 - followed.length)))
  const others = rest.filter((_, i) => i % stride === 0)
  const articleIds = [...followed, ...others].slice(0, 300).map((r) => String(r.id))
  // Like targets are visible posts: liking a taken-down item is (rightly) a 400, not what is measured.
  const likeable = (
    db.prepare('SELECT id FROM dynamics WHERE pub_type = 5 AND status = 1 ORDER BY id DESC LIMIT 200').all() as {
      id: number
    }[]
  ).map((r) => String(r.id))
  return [
    {
      name: 'feed (CRH-CM-IN2310, pages 1-5, with viewer)',
      read: true,
      requests: variants(5, (i) => ({
        method: 'POST',
        path: path_('article.dynamicList'),
        headers: { ...JSON_HEADERS, ...session },
        body: JSON.stringify({ tab: 'recommend', pageNum: i + 1, pageSize: 20, accountId: account.accountId }),
      })),
      check: (_request, body) => checkViewerFlags(dataOf<Page<Dynamic>>(body).list, facts),
    },
    {
      name: `article detail (appInfo/{id}, ${articleIds.length} ids, with viewer)`,
      read: true,
      requests: articleIds.map((id) => ({
        method: 'GET',
        path: `${path_('article.appInfo', { id })}?accountId=${encodeURIComponent(account.accountId)}`,
        headers: session,
      })),
      // One answer alone may rightly carry no flag: the flags are checked over all of them (below).
      check: (_request, body) =>
        checkViewerFlags([dataOf<ArticleDetail>(body)], facts).filter((w) => w.startsWith('item')),
    },
    {
      name: 'like / unlike (praiseViewOrComment.do, as the viewer)',
      read: false,
      // Like then unlike the same item, so each pair is a real write (row insert or delete plus counter).
      requests: likeable.flatMap((forId) =>
        [1, 0].map((isPraise) => ({
          method: 'POST',
          path: path_('like.praise'),
          headers: JSON_HEADERS,
          body: JSON.stringify({ ...account, pubType: 5, forId, forWhat: '1', isPraise }),
        })),
      ),
    },
  ]
}

/** The article answers, all together, must show the viewer's flags at least once (see checkViewerFlags). */
async function articleFlagsShown(url: string, scenario: Scenario, facts: ViewerFacts): Promise<string[]> {
  const answers: Dynamic[] = []
  for (const request of scenario.requests) {
    const response = await fetch(url + request.path, { headers: request.headers })
    answers.push(dataOf<ArticleDetail>(await response.json()))
  }
  return checkViewerFlags(answers, facts).filter((w) => !w.startsWith('item'))
}

/** The like path as the account: a like records a row, the unlike removes it. */
function likeRecorded(db: DB, account: BenchAccount, forId: string): boolean {
  return !!db
    .prepare("SELECT 1 FROM likes WHERE account_id = ? AND target_type = 'dynamic' AND target_id = ?")
    .get(account.accountId, Number(forId))
}

async function checkLike(url: string, db: DB, account: BenchAccount, scenario: Scenario): Promise<string[]> {
  const [like, unlike] = scenario.requests
  const forId = String((JSON.parse(like.body ?? '{}') as { forId: string }).forId)
  const problems = await preflight(url, { ...scenario, requests: [like] })
  if (!likeRecorded(db, account, forId)) problems.push(`the like of ${forId} left no row for ${account.accountId}`)
  problems.push(...(await preflight(url, { ...scenario, requests: [unlike] })))
  if (likeRecorded(db, account, forId)) problems.push(`the unlike of ${forId} left the row`)
  return problems
}

async function main(): Promise<number> {
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
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' })
    const account = benchAccount(app.db, DEV_ACCOUNT.id)
    console.log(
      `server ${url}, seeded in ${app.seedResult?.ms ?? 0} ms; ${seconds} s per endpoint, ${connections} connections; ` +
        `viewer ${account.accountId}; load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} CPU(s) at the start`,
    )
    const all = scenarios(app.db, account)
    const facts = viewerFacts(app.db, account.accountId)
    const problems = [
      ...(await preflight(url, all[0])),
      ...(await preflight(url, all[1])),
      ...(await articleFlagsShown(url, all[1], facts)),
      ...(await checkLike(url, app.db, account, all[2])),
    ]
    if (problems.length > 0) {
      console.error(
        `bench:server FAILED before timing: the answers are not what the viewer should get:\n  ${problems.join('\n  ')}`,
      )
      return 1
    }
    const rows: Record<string, string | number>[] = []
    let failed = false
    for (const s of all) {
      // The load generator runs in its own worker thread so it does not steal the server's event loop.
      const load = (duration: number) => autocannon({ url, connections, duration, workers: 1, requests: s.requests })
      const warm = await load(WARM_UP_SECONDS)
      const result = await load(seconds)
      const non2xx = warm.non2xx + result.non2xx
      const errors = warm.errors + result.errors
      const judged = verdict({ read: s.read, non2xx, errors, p99: result.latency.p99 })
      failed ||= judged.startsWith('FAILED')
      rows.push({
        endpoint: s.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'non-2xx': non2xx,
        errors,
        [`target p99<${READ_P99_TARGET_MS}ms`]: judged,
      })
    }
    console.table(rows)
    // Latency at 50 connections is mostly queueing behind the one event loop, so a busy machine shows
    // directly in p50/p99; the load average says how much CPU the run actually had.
    console.log(`load average ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} CPU(s) at the end of the run`)
    if (failed) console.error('bench:server FAILED: some answers were not 2xx')
    // The stream of new items (scripts/bench-stream.ts): 500 readers, one post's fan-out, the feed with them.
    const stream = await benchStream({ origin: url, db: app.db, viewer: account, seconds })
    return failed || stream.failed ? 1 : 0
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
