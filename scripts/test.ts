/**
 * `npm test`: every check of the project, in the order that builds each target once.
 * 1. static checks (types, lint, format, import direction)
 * 2. Jest: pure code, stores, components, the reference server (with the coverage floor)
 * 3. builds: H5 and weapp, once each
 * 4. size budgets on the builds
 * 5. Jest: weapp verification, browser end-to-end, the WeChat DevTools QA suite, then WebKit (the iOS web view's
 *    engine, test/webkit) on the same H5 build
 * It ends with one line: `test: N passed, N failed, N skipped`.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureChromium } from './chromium'
import { ensureNginx } from './nginx'
import { ensureWebKit } from './webkit'

interface JestJson {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  numTotalTests: number
  numRuntimeErrorTestSuites: number
  success: boolean
}

const totals = { passed: 0, failed: 0, skipped: 0 }
const failedStages: string[] = []
const timings: string[] = []
const outDir = mkdtempSync(join(tmpdir(), 'community-test-'))

function run(stage: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${stage}: ${cmd} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  timings.push(`${stage} ${((Date.now() - started) / 1000).toFixed(1)} s`)
  const ok = result.status === 0
  if (!ok) failedStages.push(stage)
  return ok
}

/** A check that is not a Jest suite counts as one test, so the closing line tells of it. */
function check(stage: string, cmd: string, args: string[], env?: NodeJS.ProcessEnv): boolean {
  const ok = run(stage, cmd, args, env)
  if (ok) totals.passed += 1
  else totals.failed += 1
  return ok
}

function jest(stage: string, projects: string[], extra: string[] = []): void {
  const started = Date.now()
  const file = join(outDir, `${stage}.json`)
  // --forceExit: a suite that fails half-way may leave a server or browser open; CI must not hang on it.
  run(stage, 'npx', [
    'jest',
    '--selectProjects',
    ...projects,
    '--json',
    `--outputFile=${file}`,
    '--forceExit',
    ...extra,
  ])
  if (!existsSync(file)) {
    totals.failed += 1
    return
  }
  const r = JSON.parse(readFileSync(file, 'utf8')) as JestJson
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  console.log(
    `${stage} tests: ${r.numPassedTests} of ${r.numTotalTests} passed, ${r.numFailedTests} failed in ${seconds} s`,
  )
  totals.passed += r.numPassedTests
  totals.failed += r.numFailedTests + r.numRuntimeErrorTestSuites
  totals.skipped += r.numPendingTests + r.numTodoTests
  if (!r.success && !failedStages.includes(stage)) failedStages.push(stage)
}

const skipBuild = process.env.SKIP_BUILD === '1'

check('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.'])
check('lint', 'npx', ['eslint', '.'])
check('format', 'npx', ['prettier', '--check', '.'])
check('imports', 'npx', ['depcruise', 'src', 'server', 'types', '--config', '.dependency-cruiser.cjs'])

jest('jest', ['unit', 'component', 'server'], ['--coverage'])

const built =
  skipBuild ||
  (check('build:h5', 'npm', ['run', 'build:h5']) &&
    check('build:weapp', 'npm', ['run', 'build:weapp'], { DEV_SHORTCUTS: '1' }))
if (built) {
  check('size', 'npx', ['tsx', 'scripts/size.ts'])
  // Browser tests need Chromium; the deploy smoke (test/e2e/nginx.test.ts) needs nginx; test/webkit needs WebKit.
  for (const [name, found] of [
    ['chromium', ensureChromium()],
    ['nginx', ensureNginx()],
    ['webkit', ensureWebKit()],
  ] as const) {
    if (found.ok) continue
    console.error(found.message)
    failedStages.push(name)
    totals.failed += 1
  }
  jest('after-build', ['weapp', 'e2e', 'qa'], ['--runInBand'])
  // WebKit on its own line: its count and time show beside the rest.
  jest('webkit', ['webkit'], ['--runInBand'])
}

console.log(`\ntimings: ${timings.join(', ')}`)
if (failedStages.length) console.log(`failed stages: ${failedStages.join(', ')}`)
console.log(`test: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedStages.length || totals.failed ? 1 : 0)
