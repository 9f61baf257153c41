/**
 * The nginx smoke test (test/e2e/nginx.test.ts) runs Debian's nginx with the brotli_static module, installed
 * the way scripts/chromium.ts installs Chromium: as root when missing, otherwise with a line saying what to
 * install.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { DEBIAN_BROTLI_STATIC } from './deploy/render-nginx'

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
