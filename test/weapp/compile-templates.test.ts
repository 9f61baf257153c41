/**
 * WeChat's own WXML/WXSS compilers over the real build, and over broken copies of it (in temp dirs) to show
 * a syntax error fails with the file, line and column named.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { compileTemplates, formatProblem, parseWccErrors, parseWcscErrors } from '../../scripts/weapp/compile-templates'
import { requireWeappBuild, tempDir, WEAPP_DIST } from './support'

jest.setTimeout(60_000)

const SCRIPT = path.resolve(__dirname, '../../scripts/weapp/compile-templates.ts')

function brokenCopy(edit: (dir: string) => void): string {
  requireWeappBuild()
  const dir = tempDir('weapp-broken-')
  fs.cpSync(WEAPP_DIST, dir, { recursive: true })
  edit(dir)
  return dir
}

const cleanups: string[] = []
afterAll(() => cleanups.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

test('every WXML and WXSS file of the real build compiles clean', () => {
  requireWeappBuild()
  const report = compileTemplates(WEAPP_DIST)
  expect(report.problems.map(formatProblem)).toEqual([])
  expect(report.wxmlFiles).toContain('base.wxml')
  expect(report.wxmlFiles).toContain('pages/index/index.wxml')
})

test('a broken page template fails with its file, line and column', () => {
  const dir = brokenCopy((d) =>
    fs.appendFileSync(path.join(d, 'pages/index/index.wxml'), '\n<view>\n  <text>x</view>\n'),
  )
  cleanups.push(dir)
  const report = compileTemplates(dir)
  expect(report.problems).toEqual([
    expect.objectContaining({
      tool: 'wcc',
      file: 'pages/index/index.wxml',
      line: expect.any(Number),
      column: expect.any(Number),
    }),
  ])
})

test('a broken stylesheet fails with its file and position', () => {
  const dir = brokenCopy((d) => fs.appendFileSync(path.join(d, 'app.wxss'), '\n.broken { color: \n'))
  cleanups.push(dir)
  const report = compileTemplates(dir)
  expect(report.problems).toEqual([
    expect.objectContaining({ tool: 'wcsc', file: 'app.wxss', line: expect.any(Number) }),
  ])
})

test('a template import of a missing file is reported (wcc alone accepts it)', () => {
  const dir = brokenCopy((d) => fs.rmSync(path.join(d, 'base.wxml')))
  cleanups.push(dir)
  const files = compileTemplates(dir)
    .problems.filter((p) => p.tool === 'reference')
    .map((p) => p.file)
  expect(files).toEqual(expect.arrayContaining(['pages/index/index.wxml', 'comp.wxml']))
})

test('the CLI exits non-zero and names the file', () => {
  const dir = brokenCopy((d) => fs.appendFileSync(path.join(d, 'comp.wxml'), '\n<view wx:if="{{a}">x</view>\n'))
  cleanups.push(dir)
  const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx')
  const run = spawnSync(tsx, [SCRIPT, dir], { encoding: 'utf8' })
  expect(run.status).toBe(1)
  expect(run.stderr).toMatch(/^comp\.wxml:\d+:\d+: .+\[wcc\]$/m)
})

describe('error parsing', () => {
  test('wcc lines', () => {
    expect(parseWccErrors('a/b.wxml:2:13: expect end-tag `text`., near `view`\n')).toEqual([
      { tool: 'wcc', file: 'a/b.wxml', line: 2, column: 13, message: 'expect end-tag `text`., near `view`' },
    ])
  })
  test('wcsc lines, including missing imports', () => {
    const stderr =
      'ERR: a.wxss(2:12): unexpected token `$`\nb.wxss(2:5): error at token `}`\nERR: path `./x.wxss` not found from `c.wxss`.\n\nerror file count: 0\n'
    expect(parseWcscErrors(stderr)).toEqual([
      { tool: 'wcsc', file: 'a.wxss', line: 2, column: 12, message: 'unexpected token `$`' },
      { tool: 'wcsc', file: 'b.wxss', line: 2, column: 5, message: 'error at token `}`' },
      { tool: 'wcsc', file: 'c.wxss', message: '@import ./x.wxss not found' },
    ])
  })
})
