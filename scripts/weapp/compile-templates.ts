/**
 * Compiles every WXML and WXSS file of a weapp build with WeChat's own compilers (wcc, wcsc from
 * miniprogram-compiler), so template and style syntax errors surface on Linux, where DevTools cannot run.
 *
 *   npx tsx scripts/weapp/compile-templates.ts [distDir]     (default dist/weapp)
 *
 * Exit 0 when everything compiles; 1 with one `file:line:column: message` line per problem otherwise.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface CompileProblem {
  tool: 'wcc' | 'wcsc' | 'reference'
  /** Relative to the dist folder, forward slashes. */
  file: string
  line?: number
  column?: number
  message: string
}

export interface CompileReport {
  wxmlFiles: string[]
  wxsFiles: string[]
  wxssFiles: string[]
  problems: CompileProblem[]
}

type Tool = 'wcc' | 'wcsc'

const toolCache = new Map<Tool, string>()

/** Path of a runnable wcc/wcsc. The npm package ships them without the run bit. */
export function compilerPath(tool: Tool): string {
  const cached = toolCache.get(tool)
  if (cached) return cached
  const pkgDir = path.dirname(require.resolve('miniprogram-compiler/package.json'))
  const platformDir = process.platform === 'darwin' ? 'mac' : process.platform === 'win32' ? 'windows' : 'linux'
  let bin = path.join(pkgDir, 'bin', platformDir, process.platform === 'win32' ? `${tool}.exe` : tool)
  if (!fs.existsSync(bin)) throw new Error(`miniprogram-compiler has no ${tool} for ${process.platform}: ${bin}`)
  if (process.platform !== 'win32' && !isExecutable(bin)) {
    try {
      fs.chmodSync(bin, 0o755)
    } catch {
      // A read-only node_modules (e.g. a CI cache) cannot take the run bit: use a private copy instead.
      const copy = path.join(os.tmpdir(), `miniprogram-compiler-${process.getuid?.() ?? 0}`, tool)
      fs.mkdirSync(path.dirname(copy), { recursive: true })
      fs.copyFileSync(bin, copy)
      fs.chmodSync(copy, 0o755)
      bin = copy
    }
  }
  toolCache.set(tool, bin)
  return bin
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** Files under dir with the given extension, relative, forward slashes, sorted for stable output. */
export function listFiles(dir: string, ext: string): string[] {
  const out: string[] = []
  const walk = (rel: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(child)
      } else if (entry.name.endsWith(ext)) out.push(child)
    }
  }
  walk('')
  return out.sort()
}

interface ComponentJson {
  usingComponents?: Record<string, string>
}

function readJson(file: string): ComponentJson | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ComponentJson
  } catch {
    return undefined
  }
}

/**
 * wcc's custom-component argument: "<count> <file.wxml> <n> <tag...> ...", the form DevTools passes, so
 * custom-component tags compile the way they do there.
 */
function componentArg(distDir: string, wxmlFiles: string[]): string {
  const parts: string[] = []
  let count = 0
  for (const file of wxmlFiles) {
    const json = readJson(path.join(distDir, file.replace(/\.wxml$/, '.json')))
    const tags = Object.keys(json?.usingComponents ?? {})
    if (tags.length === 0) continue
    count++
    parts.push(file, String(tags.length), ...tags)
  }
  return [String(count), ...parts].join(' ')
}

export interface WccResult {
  status: number | null
  stdout: string
  stderr: string
}

export function runWcc(distDir: string, wxmlFiles: string[], wxsFiles: string[]): WccResult {
  const args = ['-d', '-cc', componentArg(distDir, wxmlFiles), ...wxmlFiles, ...wxsFiles, '-gn', '$gwx']
  const res = spawnSync(compilerPath('wcc'), args, { cwd: distDir, maxBuffer: 256 * 1024 * 1024 })
  if (res.error) throw res.error
  return { status: res.status, stdout: res.stdout.toString(), stderr: res.stderr.toString() }
}

function runWcsc(distDir: string, wxssFiles: string[]): WccResult {
  const res = spawnSync(compilerPath('wcsc'), ['-db', '-pc', '0', ...wxssFiles], {
    cwd: distDir,
    maxBuffer: 256 * 1024 * 1024,
  })
  if (res.error) throw res.error
  return { status: res.status, stdout: res.stdout.toString(), stderr: res.stderr.toString() }
}

/** wcc: "a.wxml:2:13: expect end-tag `text`., near `view`". */
export function parseWccErrors(stderr: string): CompileProblem[] {
  const problems: CompileProblem[] = []
  for (const raw of stderr.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    const m = /^(.+?\.(?:wxml|wxs)):(\d+):(\d+):\s*(.*)$/.exec(line)
    if (m) problems.push({ tool: 'wcc', file: m[1].replace(/^\.\//, ''), line: +m[2], column: +m[3], message: m[4] })
    else problems.push({ tool: 'wcc', file: '?', message: line })
  }
  return problems
}

/** wcsc: "ERR: a.wxss(2:12): unexpected token `$`" and "ERR: path `x` not found from `a.wxss`." */
export function parseWcscErrors(stderr: string): CompileProblem[] {
  const problems: CompileProblem[] = []
  for (const raw of stderr.split('\n')) {
    const line = raw.trim().replace(/^ERR:\s*/, '')
    if (!line || /^error file count/.test(line)) continue
    const pos = /^(.+?\.wxss)\((\d+):(\d+)\):\s*(.*)$/.exec(line)
    const missing = /^path `(.+?)` not found from `(.+?)`/.exec(line)
    if (pos) problems.push({ tool: 'wcsc', file: pos[1], line: +pos[2], column: +pos[3], message: pos[4] })
    else if (missing) problems.push({ tool: 'wcsc', file: missing[2], message: `@import ${missing[1]} not found` })
    else problems.push({ tool: 'wcsc', file: '?', message: line })
  }
  return problems
}

/** 1-based line/column of a string offset, for the reference problems we find ourselves. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: before[before.length - 1].length + 1 }
}

/**
 * wcc accepts `<import src>`/`<include src>`/`<wxs src>` pointing at nothing (it fails only at run time),
 * and a usingComponents entry is never read by it: check both, since a missing file means a broken package.
 */
export function checkReferences(distDir: string, wxmlFiles: string[]): CompileProblem[] {
  const problems: CompileProblem[] = []
  const resolve = (from: string, ref: string): string =>
    ref.startsWith('/') ? path.join(distDir, ref) : path.join(distDir, path.dirname(from), ref)
  for (const file of wxmlFiles) {
    const text = fs.readFileSync(path.join(distDir, file), 'utf8')
    const re = /<(import|include|wxs)\b[^>]*?\bsrc\s*=\s*["']([^"'{}]+)["']/g
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const target = resolve(file, m[2])
      const candidates = m[1] === 'wxs' ? [target] : [target, `${target}.wxml`]
      if (!candidates.some((c) => fs.existsSync(c) && fs.statSync(c).isFile())) {
        problems.push({
          tool: 'reference',
          file,
          ...position(text, m.index),
          message: `<${m[1]} src="${m[2]}"> not found`,
        })
      }
    }
  }
  for (const jsonFile of listFiles(distDir, '.json')) {
    const json = readJson(path.join(distDir, jsonFile))
    for (const [tag, ref] of Object.entries(json?.usingComponents ?? {})) {
      if (/^plugin(-private)?:\/\//.test(ref)) continue
      const base = resolve(jsonFile, ref)
      const found =
        ['.wxml', '.js'].every((ext) => fs.existsSync(base + ext)) ||
        ['.wxml', '.js'].every((ext) => fs.existsSync(path.join(base, `index${ext}`)))
      if (!found)
        problems.push({
          tool: 'reference',
          file: jsonFile,
          message: `usingComponents.${tag} → ${ref}: no .wxml/.js there`,
        })
    }
  }
  return problems
}

export function compileTemplates(distDir: string): CompileReport {
  if (!fs.existsSync(distDir)) throw new Error(`${distDir} not found: run npm run build:weapp first`)
  const wxmlFiles = listFiles(distDir, '.wxml')
  const wxsFiles = listFiles(distDir, '.wxs')
  const wxssFiles = listFiles(distDir, '.wxss')
  const problems: CompileProblem[] = []

  if (wxmlFiles.length > 0) {
    const all = runWcc(distDir, wxmlFiles, wxsFiles)
    if (all.status !== 0) {
      // wcc stops at the first error; compiling each file alone names every broken one.
      const seen = new Set<string>()
      // WXML files are compiled with every WXS module, which they may load; the WXS files alone last.
      const runs: [string, string[], string[]][] = wxmlFiles.map((f) => [f, [f], wxsFiles])
      if (wxsFiles.length > 0) runs.push([wxsFiles[0], [], wxsFiles])
      for (const [file, wxml, wxs] of runs) {
        const single = runWcc(distDir, wxml, wxs)
        if (single.status === 0) continue
        for (const p of parseWccErrors(single.stderr)) {
          const key = `${p.file}:${p.line}:${p.column}:${p.message}`
          if (!seen.has(key)) problems.push(p.file === '?' ? { ...p, file } : p)
          seen.add(key)
        }
      }
      if (problems.length === 0) problems.push(...parseWccErrors(all.stderr || `wcc exited ${all.status}`))
    }
  }

  if (wxssFiles.length > 0) {
    const res = runWcsc(distDir, wxssFiles)
    if (res.status !== 0) {
      const found = parseWcscErrors(res.stderr)
      problems.push(
        ...(found.length ? found : [{ tool: 'wcsc' as const, file: '?', message: `wcsc exited ${res.status}` }]),
      )
    }
  }

  problems.push(...checkReferences(distDir, wxmlFiles))
  return { wxmlFiles, wxsFiles, wxssFiles, problems }
}

export function formatProblem(p: CompileProblem): string {
  const where = p.line ? `${p.file}:${p.line}:${p.column ?? 0}` : p.file
  return `${where}: ${p.message} [${p.tool}]`
}

function main(): void {
  const distDir = path.resolve(process.argv[2] ?? 'dist/weapp')
  const report = compileTemplates(distDir)
  const counts = `${report.wxmlFiles.length} WXML, ${report.wxsFiles.length} WXS, ${report.wxssFiles.length} WXSS`
  if (report.problems.length === 0) {
    console.log(`compile-templates: ${counts} in ${path.relative(process.cwd(), distDir) || '.'} compiled clean`)
    return
  }
  for (const p of report.problems) console.error(formatProblem(p))
  console.error(`compile-templates: ${report.problems.length} problem(s) in ${counts}`)
  process.exitCode = 1
}

if (require.main === module) {
  try {
    main()
  } catch (err) {
    console.error(err instanceof Error ? err.message : err)
    process.exitCode = 1
  }
}
