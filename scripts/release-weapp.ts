/**
 * `npm run release:weapp -- --preview | --upload | --dry-run`: the mini-program build (dist/weapp) to WeChat
 * with miniprogram-ci. docs/deploy.md is the release engineer's guide.
 *
 * - `--preview` uploads a preview and writes its QR code; `--upload` uploads a version that then appears under
 *   版本管理 → 开发版本 in the WeChat admin console. Both need WeChat's servers and the upload key:
 *   WEAPP_APPID, WEAPP_PRIVATE_KEY_PATH, WEAPP_VERSION, WEAPP_DESC, optional WEAPP_ROBOT (1-30) and
 *   WEAPP_QRCODE (preview QR image path).
 * - `--dry-run` compiles dist/weapp with miniprogram-ci's own compiler, offline and without a key (the project
 *   attributes WeChat's servers would send are replaced by the package's defaults), and prints the package
 *   sizes of the compiled code, against WeChat's limit per package.
 */
import { mkdtempSync, readdirSync, readFileSync, rmdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as ci from 'miniprogram-ci'
import { formatKB, partitionPackages, WEAPP_HARD_LIMIT, type FileSize, type PackageSizes } from './size'
import { parentOf, processIds, readProc } from './proc'
import { readAppJson, subPackageRoots } from './weapp/app-json'

export const WEAPP_DIST = path.resolve(__dirname, '../dist/weapp')

/** What WeChat compiles for both the dry run and a release, so the dry run checks what is uploaded. */
export const COMPILE_SETTING = {
  es6: false,
  es7: false,
  minifyJS: false,
  // Template and style errors surface only with these on (docs/deploy.md, the dry run).
  minifyWXML: true,
  minifyWXSS: true,
  autoPrefixWXSS: true,
}

export type ReleaseMode = 'preview' | 'upload'

export interface ReleaseSettings {
  mode: ReleaseMode
  appid: string
  privateKeyPath: string
  version: string
  desc: string
  robot: number
  qrcodeOutputDest: string
}

const VERSION = /^\d+\.\d+\.\d+$/
const PLACEHOLDER_APPID = 'touristappid'

/** The release settings from the environment; throws one message naming every missing or wrong value. */
export function readReleaseSettings(mode: ReleaseMode, env: NodeJS.ProcessEnv = process.env): ReleaseSettings {
  const problems: string[] = []
  const appid = env.WEAPP_APPID ?? ''
  if (!/^wx[0-9a-f]{16}$/.test(appid)) problems.push(`WEAPP_APPID 应为小程序的 AppID（wx 加 16 位），现为 "${appid}"`)
  const privateKeyPath = env.WEAPP_PRIVATE_KEY_PATH ?? ''
  if (!privateKeyPath) problems.push('WEAPP_PRIVATE_KEY_PATH 未设置（小程序管理后台下载的代码上传密钥文件）')
  else if (!isFile(privateKeyPath)) problems.push(`WEAPP_PRIVATE_KEY_PATH 指向的文件不存在：${privateKeyPath}`)
  const version = env.WEAPP_VERSION ?? ''
  if (!VERSION.test(version)) problems.push(`WEAPP_VERSION 应为 x.y.z 形式的版本号，现为 "${version}"`)
  const desc = env.WEAPP_DESC ?? ''
  if (!desc.trim()) problems.push('WEAPP_DESC 未设置（本次版本的说明）')
  const robot = Number(env.WEAPP_ROBOT ?? '1')
  if (!Number.isInteger(robot) || robot < 1 || robot > 30) problems.push('WEAPP_ROBOT 应为 1 到 30 的整数')
  if (problems.length) throw new Error(`无法发布小程序：\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  return {
    mode,
    appid,
    privateKeyPath,
    version,
    desc,
    robot,
    qrcodeOutputDest: path.resolve(env.WEAPP_QRCODE || 'weapp-preview.jpg'),
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

export interface DryRunResult {
  distDir: string
  files: number
  sizes: PackageSizes
  /** The code package miniprogram-ci would upload (a zip), in bytes. */
  packageBytes: number
  /** Packages over WeChat's limit. */
  overLimit: string[]
}

/**
 * The compiler processes miniprogram-ci forks from this process: they idle for over a minute after a
 * compile and keep it (and a Jest run) alive, and miniprogram-ci reuses them, so they are ended only when
 * no compile follows (stopCompilerProcesses). Linux only (/proc); elsewhere they end on their own.
 */
function compilerChildren(): number[] {
  return processIds().filter(
    (pid) =>
      parentOf(pid) === process.pid && (readProc('/proc', String(pid), 'cmdline') ?? '').includes('miniprogram-ci'),
  )
}

/** Ends miniprogram-ci's compiler processes: after the last compile of this process. */
export function stopCompilerProcesses(): void {
  for (const pid of compilerChildren()) process.kill(pid, 'SIGTERM')
}

/**
 * miniprogram-ci leaves an empty folder named by a hash in the working directory on every compile: those
 * that appeared during `run` are removed.
 */
async function withoutLeftovers<T>(run: () => Promise<T>): Promise<T> {
  const stray = /^[0-9a-f]{32}$/
  const before = new Set(readdirSync(process.cwd()))
  try {
    return await run()
  } finally {
    for (const name of readdirSync(process.cwd())) {
      const full = path.join(process.cwd(), name)
      if (stray.test(name) && !before.has(name) && statSync(full).isDirectory() && readdirSync(full).length === 0) {
        rmdirSync(full)
      }
    }
  }
}

export async function dryRun(distDir = WEAPP_DIST): Promise<DryRunResult> {
  const config = JSON.parse(readFileSync(path.join(distDir, 'project.config.json'), 'utf8')) as {
    compileType?: string
    miniprogramRoot?: string
  }
  if (config.compileType !== 'miniprogram')
    throw new Error('dist/weapp/project.config.json: compileType 应为 miniprogram')
  const roots = subPackageRoots(readAppJson(distDir))
  const project = new ci.Project({
    appid: PLACEHOLDER_APPID,
    type: 'miniProgram',
    projectPath: distDir,
    // Never read offline: attr() answers what WeChat's servers would, so no key is needed.
    privateKey: 'dry-run',
    ignores: ['node_modules/**/*'],
    attr: async () => ci.DefaultProjectAttr,
  } as ConstructorParameters<typeof ci.Project>[0])
  const zip = path.join(mkdtempSync(path.join(tmpdir(), 'weapp-dry-run-')), 'code.zip')
  const compiled = await withoutLeftovers(() =>
    ci.getCompiledResult({ project, version: '0.0.0', setting: COMPILE_SETTING, onProgressUpdate: () => {} }, zip),
  )
  const files: FileSize[] = Object.entries(compiled).map(([file, content]) => ({
    path: file,
    bytes: typeof content === 'string' ? Buffer.byteLength(content) : content.length,
  }))
  const sizes = partitionPackages(files, roots)
  const overLimit = [
    ...(sizes.main.bytes > WEAPP_HARD_LIMIT ? ['main'] : []),
    ...sizes.subPackages.filter((p) => p.bytes > WEAPP_HARD_LIMIT).map((p) => p.root),
  ]
  return { distDir, files: files.length, sizes, packageBytes: statSync(zip).size, overLimit }
}

export function dryRunReport(result: DryRunResult): string {
  const rows = [
    ['main', result.sizes.main.files, result.sizes.main.bytes] as const,
    ...result.sizes.subPackages.map((p) => [p.root, p.files, p.bytes] as const),
  ]
  const total = rows.reduce((n, [, , bytes]) => n + bytes, 0)
  return [
    `release:weapp --dry-run: ${result.distDir} compiled offline by miniprogram-ci (no key, nothing uploaded)`,
    ...rows.map(
      ([name, files, bytes]) =>
        `  ${name.padEnd(20)} ${String(files).padStart(4)} files ${formatKB(bytes).padStart(10)}`,
    ),
    `  ${'total'.padEnd(20)} ${String(result.files).padStart(4)} files ${formatKB(total).padStart(10)}`,
    `  code package (zip): ${formatKB(result.packageBytes)}; WeChat's limit per package: ${formatKB(WEAPP_HARD_LIMIT)}`,
    ...(result.overLimit.length ? [`  over the limit: ${result.overLimit.join(', ')}`] : []),
  ].join('\n')
}

export async function release(settings: ReleaseSettings, distDir = WEAPP_DIST): Promise<string> {
  const project = new ci.Project({
    appid: settings.appid,
    type: 'miniProgram',
    projectPath: distDir,
    privateKeyPath: settings.privateKeyPath,
    ignores: ['node_modules/**/*'],
  })
  const common = {
    project,
    version: settings.version,
    desc: settings.desc,
    robot: settings.robot,
    setting: COMPILE_SETTING,
    onProgressUpdate: () => {},
  }
  if (settings.mode === 'preview') {
    await withoutLeftovers(() =>
      ci.preview({ ...common, qrcodeFormat: 'image', qrcodeOutputDest: settings.qrcodeOutputDest }),
    )
    return `预览已上传：二维码在 ${settings.qrcodeOutputDest}`
  }
  const result = await withoutLeftovers(() => ci.upload(common))
  const packages = (result.subPackageInfo ?? []).map((p) => `${p.name} ${formatKB(p.size)}`).join(', ')
  return `版本 ${settings.version} 已上传（${packages}）：在小程序管理后台「版本管理」提交审核`
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--dry-run')) {
    const result = await dryRun()
    console.log(dryRunReport(result))
    return result.overLimit.length ? 1 : 0
  }
  const mode = argv.includes('--upload') ? 'upload' : argv.includes('--preview') ? 'preview' : null
  if (!mode) {
    console.error('用法：npm run release:weapp -- --preview | --upload | --dry-run（见 docs/deploy.md）')
    return 2
  }
  console.log(await release(readReleaseSettings(mode)))
  return 0
}

if (require.main === module) {
  // miniprogram-ci keeps the process alive after a failure: exit explicitly either way.
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`release:weapp: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    },
  )
}
