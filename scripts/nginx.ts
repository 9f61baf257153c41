/**
 * The nginx smoke test (test/e2e/nginx.test.ts) and `bench:lighthouse --nginx` run Debian's nginx with the
 * brotli_static module, installed the way scripts/chromium.ts installs Chromium: as root when missing, otherwise
 * with a line saying what to install. Both run deploy/nginx.conf as rendered for a site on loopback, from here.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { join } from 'node:path'
import { precompress } from './deploy/precompress'
import { DEBIAN_BROTLI_STATIC, readSettings, renderNginx, TEMPLATE_PATH } from './deploy/render-nginx'

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx'
export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static']

const installed = () => existsSync(NGINX_PATH) && existsSync(DEBIAN_BROTLI_STATIC)

export interface EnsureResult {
  ok: boolean
  message: string
}

export function ensureNginx(): EnsureResult {
  if (installed()) return { ok: true, message: NGINX_PATH }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    return {
      ok: false,
      message: `nginx not found at ${NGINX_PATH} (with ${DEBIAN_BROTLI_STATIC}). Install it with: sudo apt-get update && sudo apt-get install -y ${NGINX_PACKAGES.join(' ')} (or set NGINX_PATH).`,
    }
  }
  console.log(`nginx is missing: installing Debian ${NGINX_PACKAGES.join(' ')} (apt-get)...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
  const install =
    update.status === 0 && spawnSync('apt-get', ['install', '-y', ...NGINX_PACKAGES], { stdio: 'inherit', env })
  const ok = Boolean(install && install.status === 0 && installed())
  return {
    ok,
    message: ok ? NGINX_PATH : `apt-get install -y ${NGINX_PACKAGES.join(' ')} failed: see the output above.`,
  }
}

export interface NginxSiteOptions {
  /** The H5 build to serve, as nginx reads it (a precompressed copy: copyBuildForNginx). */
  distRoot: string
  /** pid, logs, temp files and the rendered config; readable by nginx's workers. */
  runDir: string
  /** The API upstream, http://host:port. */
  upstream: string
  /** Where the reference server's own media paths go (avatars, covers, uploads); none by default. */
  mediaUpstream?: string
  frameAncestors?: string
  /** Lines nginx writes to its stdout and stderr. */
  onOutput?: (text: string) => void
}

export interface RunningNginx {
  /** e.g. http://127.0.0.1:40123 (no trailing slash). */
  origin: string
  child: ChildProcess
  stop(): Promise<void>
}

/** A free loopback port, for nginx's `listen`. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * A copy of an H5 build under `dir` with its `.gz` and `.br` files, as a deployment has it. Started as root, nginx's
 * workers run as nobody: the folder must be readable by them.
 */
export function copyBuildForNginx(distDir: string, dir: string): string {
  chmodSync(dir, 0o755)
  const dist = join(dir, 'h5')
  cpSync(distDir, dist, { recursive: true })
  precompress(dist)
  return dist
}

/**
 * deploy/nginx.conf rendered for a site on a free loopback port (docs/deploy.md), run by Debian's nginx in the
 * foreground; resolves once it answers /community/.
 */
export async function startNginxSite(options: NginxSiteOptions): Promise<RunningNginx> {
  const port = await freePort()
  const settings = readSettings({
    NGINX_LISTEN: `127.0.0.1:${port}`,
    NGINX_DIST_ROOT: options.distRoot,
    NGINX_RUN_DIR: options.runDir,
    NGINX_UPSTREAM: options.upstream,
    ...(options.mediaUpstream ? { NGINX_MEDIA_UPSTREAM: options.mediaUpstream } : {}),
    ...(options.frameAncestors ? { NGINX_FRAME_ANCESTORS: options.frameAncestors } : {}),
  })
  const html = readFileSync(join(options.distRoot, 'index.html'), 'utf8')
  const conf = join(options.runDir, 'nginx.conf')
  writeFileSync(conf, renderNginx(readFileSync(TEMPLATE_PATH, 'utf8'), settings, html, {}))
  const errorLog = join(options.runDir, 'error.log')
  const child = spawn(NGINX_PATH, ['-p', options.runDir, '-e', errorLog, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const heard = (d: Buffer) => {
    output += d.toString()
    options.onOutput?.(d.toString())
  }
  child.stdout?.on('data', heard)
  child.stderr?.on('data', heard)
  const origin = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGQUIT')
    await exited
  }
  const deadline = Date.now() + 15_000
  let last = 'no answer'
  for (;;) {
    if (child.exitCode !== null) break
    const status = await fetch(`${origin}/community/`).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) return { origin, child, stop }
    if (status) last = `HTTP ${status}`
    if (Date.now() > deadline) break
    await new Promise((r) => setTimeout(r, 100))
  }
  await stop()
  const errors = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''
  throw new Error(`nginx for ${options.upstream} did not answer /community/ (${last}): ${output}${errors}`)
}
