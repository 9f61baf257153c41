/** The pure parts of scripts/size.ts, and the weapp measurement over the real build. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  budgetRow,
  distFileFor,
  formatKB,
  gzipSize,
  KB,
  measureWeapp,
  partitionPackages,
  entryScriptFiles,
  wireSize,
} from '../../scripts/size'
import { requireWeappBuild, WEAPP_DIST } from './support'

describe('partitionPackages', () => {
  const files = [
    { path: 'app.js', bytes: 100 },
    { path: 'pages/index/index.js', bytes: 10 },
    { path: 'community/home/index.js', bytes: 20 },
    { path: 'community/common.js', bytes: 5 },
    { path: 'community-extra/a.js', bytes: 7 },
    { path: 'subPackages-stock/pages/stock/stock.js', bytes: 30 },
    { path: 'project.config.json', bytes: 999 },
  ]

  test('a file belongs to the subpackage whose root is a whole-segment prefix of its path', () => {
    const sizes = partitionPackages(files, ['community/', '/subPackages-stock/'])
    expect(sizes.subPackages).toEqual([
      { root: 'community', bytes: 25, files: 2 },
      { root: 'subPackages-stock', bytes: 30, files: 1 },
    ])
    // community-extra is not under community/; project.config.json is never uploaded.
    expect(sizes.main).toEqual({ bytes: 117, files: 3 })
  })

  test('a nested root takes its files from the parent root', () => {
    const sizes = partitionPackages(
      [
        { path: 'a/b/x.js', bytes: 1 },
        { path: 'a/y.js', bytes: 2 },
      ],
      ['a', 'a/b'],
    )
    expect(sizes.subPackages).toEqual([
      { root: 'a', bytes: 2, files: 1 },
      { root: 'a/b', bytes: 1, files: 1 },
    ])
  })

  test('no subpackages: everything is main', () => {
    expect(partitionPackages(files, []).main.bytes).toBe(100 + 10 + 20 + 5 + 7 + 30)
  })
})

describe('H5 helpers', () => {
  test('the entry scripts are the files page-chunks.json names; a build without them is refused', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'size-entry-'))
    try {
      fs.writeFileSync(path.join(dist, 'page-chunks.json'), JSON.stringify({ pages: {}, entry: ['static/js/a.js'] }))
      expect(entryScriptFiles(dist)).toEqual([path.join(dist, 'static/js/a.js')])
      fs.writeFileSync(path.join(dist, 'page-chunks.json'), JSON.stringify({ pages: {} }))
      expect(() => entryScriptFiles(dist)).toThrow('names no entry scripts')
    } finally {
      fs.rmSync(dist, { recursive: true, force: true })
    }
  })

  test('URLs map to files under the public path only, never outside the dist folder', () => {
    const dist = path.resolve('/tmp/h5')
    expect(distFileFor('/community/static/js/a.js?v=1', '/community/', dist)).toBe(path.join(dist, 'static/js/a.js'))
    expect(distFileFor('/other/a.js', '/community/', dist)).toBeUndefined()
    expect(distFileFor('/community/../../etc/passwd', '/community/', dist)).toBeUndefined()
  })

  test('gzip size is smaller than a repetitive input and formatting is in KiB', () => {
    expect(gzipSize(Buffer.from('a'.repeat(10_000)))).toBeLessThan(200)
    expect(formatKB(1536)).toBe('1.5 KB')
  })

  test('the wire size is the precompressed .br beside a file, else the same brotli computed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wire-size-'))
    const file = path.join(dir, 'a.js')
    const content = Buffer.from('console.log("wire");'.repeat(500))
    fs.writeFileSync(file, content)
    const computed = wireSize(file, content)
    expect(computed).toBeLessThan(gzipSize(content))
    expect(wireSize(file, content)).toBe(computed)
    fs.writeFileSync(`${file}.br`, Buffer.alloc(7))
    expect(wireSize(file, content)).toBe(7)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('a budget row is over only when above the budget', () => {
    expect(budgetRow('x', 170 * KB, 170 * KB).ok).toBe(true)
    expect(budgetRow('x', 170 * KB + 1, 170 * KB).ok).toBe(false)
  })
})

test('the real weapp build: every file counted once, main package has app.js', () => {
  requireWeappBuild()
  const sizes = measureWeapp(WEAPP_DIST)
  expect(sizes.main.files).toBeGreaterThan(0)
  expect(sizes.main.bytes).toBeGreaterThan(0)
  for (const s of sizes.subPackages) expect(s.files).toBeGreaterThan(0)
})
