/**
 * Browser tests use Debian's Chromium (no tool may download its own browser here).
 * Installs it when missing and we are root; otherwise says exactly what to install.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

/** Headless flags for this closed network: without them Chromium keeps reaching for hosts it cannot reach. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function ensureChromium(): { ok: boolean; message: string } {
  if (existsSync(CHROMIUM_PATH)) return { ok: true, message: CHROMIUM_PATH }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    return {
      ok: false,
      message: `Chromium not found at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    }
  }
  console.log('Chromium is missing: installing Debian chromium (apt-get)...')
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' })
  const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' })
  const ok = Boolean(install && install.status === 0 && existsSync(CHROMIUM_PATH))
  return { ok, message: ok ? CHROMIUM_PATH : 'apt-get install -y chromium failed: see the output above.' }
}
