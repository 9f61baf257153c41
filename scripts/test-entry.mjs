// `npm test` on a fresh clone: install what is missing, then run every check (scripts/test.ts).
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ensureDependencies, root } from './ensure-deps.mjs'

ensureDependencies()
const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'test.ts')], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(r.status ?? 1)
