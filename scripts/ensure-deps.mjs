// Plain Node (no dependencies), because it runs before anything is installed.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

export const root = new URL('..', import.meta.url).pathname
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

export function sh(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

/** `npm ci` when node_modules is missing, so the README's commands work on a fresh clone. */
export function ensureDependencies() {
  if (existsSync(join(root, 'node_modules', '.package-lock.json'))) return
  console.log('Installing dependencies (npm ci)...')
  sh(npm, ['ci', '--no-audit', '--no-fund'])
}
