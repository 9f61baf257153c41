/**
 * Entry: `npx tsx server/main.ts [--host-sim] [--port 8080] [--host 127.0.0.1] [--trust-proxy 127.0.0.1]`.
 * Env: PORT, HOST, DATA_DIR, PRODUCT_ID, HOST_SIM=1, DIST_DIR, LOG=1, COMMUNITY_NOW (an ISO time the clock starts at),
 * TRUST_PROXY (the reverse proxies' addresses, docs/deploy.md).
 */
import { isIP } from 'node:net'
import path from 'node:path'
import { buildServer } from './app'
import { assertHostSimHost } from './host-sim/guard'
import { clockFrom } from './china-day'

export { buildServer } from './app'
export type { BuildOptions } from './app'

export interface MainOptions {
  port: number
  host: string
  dataDir: string
  distDir: string
  productId: string
  hostSim: boolean
  log: boolean
  /** Where the server's clock starts (ms), when fixed for a demo; the real time otherwise. */
  now: number | null
  /** The reverse proxies whose X-Forwarded-For names the client (BuildOptions.trustProxy); none by default. */
  trustProxy: string[]
}

function flag(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name)
  if (i >= 0 && argv[i + 1] && !argv[i + 1].startsWith('--')) return argv[i + 1]
  const eq = argv.find((a) => a.startsWith(name + '='))
  return eq?.slice(name.length + 1)
}

function readNow(text: string | undefined): number | null {
  if (!text) return null
  const t = Date.parse(text)
  if (Number.isNaN(t)) throw new Error(`COMMUNITY_NOW 无效: ${text}`)
  return t
}

/** proxy-addr's names for the loopback, link-local and private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true
  const [address, bits, ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)
}

/** `127.0.0.1, 10.0.0.0/8` → each address or range, checked here so a typo stops the start, not a request. */
export function readTrustProxy(text: string | undefined): string[] {
  const entries = (text ?? '').split(/[\s,]+/).filter(Boolean)
  const wrong = entries.filter((entry) => !isProxyAddress(entry))
  if (wrong.length > 0)
    throw new Error(`TRUST_PROXY 无效（应为 IP 地址或 CIDR，如 127.0.0.1 或 10.0.0.0/8）: ${wrong.join(', ')}`)
  return entries
}

export function readOptions(argv: readonly string[], env: NodeJS.ProcessEnv): MainOptions {
  const port = Number(flag(argv, '--port') ?? env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`端口无效: ${String(port)}`)
  const host = flag(argv, '--host') ?? env.HOST ?? '127.0.0.1'
  const hostSim = argv.includes('--host-sim') || env.HOST_SIM === '1'
  if (hostSim) assertHostSimHost(host)
  return {
    port,
    // Loopback by default: the server has no TLS and trusts the dev token; 0.0.0.0 is an explicit choice.
    host,
    dataDir: path.resolve(flag(argv, '--data-dir') ?? env.DATA_DIR ?? 'data'),
    distDir: path.resolve(flag(argv, '--dist-dir') ?? env.DIST_DIR ?? 'dist/h5'),
    productId: flag(argv, '--product') ?? env.PRODUCT_ID ?? 'community',
    hostSim,
    log: argv.includes('--log') || env.LOG === '1',
    now: readNow(env.COMMUNITY_NOW),
    trustProxy: readTrustProxy(flag(argv, '--trust-proxy') ?? env.TRUST_PROXY),
  }
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2), process.env)
  const dbPath = path.join(options.dataDir, 'community.db')
  const app = await buildServer({
    dbPath,
    distDir: options.distDir,
    productId: options.productId,
    hostSim: options.hostSim,
    logger: options.log ? { level: 'info' } : false,
    now: options.now === null ? undefined : clockFrom(options.now),
    trustProxy: options.trustProxy,
  })
  if (app.seedResult) console.log(`已创建并填充数据库 ${dbPath}（${app.seedResult.ms} ms）`)
  await app.listen({ port: options.port, host: options.host })
  const shownHost = options.host === '0.0.0.0' ? '127.0.0.1' : options.host
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  const base = `http://${shownHost}:${port}/community/`
  console.log(`社区参考服务器已启动: ${base}`)
  if (options.trustProxy.length > 0)
    console.log(`来自 ${options.trustProxy.join('、')} 的请求按 X-Forwarded-For 识别客户端地址`)
  console.log(
    options.hostSim
      ? '已开启模拟 App 宿主（注入原生桥，以测试账号登录）：所有页面'
      : '模拟 App 宿主（注入原生桥）：加 --host-sim 重新启动（仅限回环地址）',
  )

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    console.log(`收到 ${signal}，正在关闭…`)
    // fastify's onClose hook closes the database after in-flight requests finish.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
