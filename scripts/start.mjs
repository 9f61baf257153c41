// `npm start`: one command on a fresh machine. Plain Node (no dependencies), because it may run
// before anything is installed: install if missing, build the H5 site if missing or stale,
// then run the reference API server, which creates and seeds its database on first run.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ensureDependencies, npm, root, sh } from './ensure-deps.mjs'

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const s = statSync(path)
  if (!s.isDirectory()) return s.mtimeMs
  return readdirSync(path).reduce((m, name) => Math.max(m, newestMtime(join(path, name))), s.mtimeMs)
}

ensureDependencies()

const builtAt = newestMtime(join(root, 'dist', 'h5', 'index.html'))
const sourceAt = Math.max(
  ...['src', 'config', 'types', 'package-lock.json', 'babel.config.js'].map((p) => newestMtime(join(root, p))),
)
if (!builtAt || sourceAt > builtAt) {
  console.log(builtAt ? 'Sources changed since the last build: rebuilding the H5 site...' : 'Building the H5 site...')
  sh(npm, ['run', 'build:h5'])
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
