import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DIST_H5 } from '../support/e2e-server'
import { TIMEOUTS } from '@/config/constants'

// Strings that survive minification, one per library that every lazily loaded page uses.
const SIGNATURES: Record<string, string> = {
  mobx: '[MobX]',
  'mobx-react-lite': 'observerBatching',
  dayjs: '$isDayjsObject',
}

const jsDir = join(DIST_H5, 'static', 'js')
const chunks = readdirSync(jsDir).filter((f) => f.endsWith('.js'))

describe('H5 code splitting', () => {
  it.each(Object.entries(SIGNATURES))('keeps %s in the shared library chunk only', (_lib, signature) => {
    const holders = chunks.filter((f) => readFileSync(join(jsDir, f), 'utf8').includes(signature))
    expect(holders).toEqual([expect.stringMatching(/^shared-libs\./)])
  })

  it('names every chunk with an 8-character content hash', () => {
    for (const f of chunks) expect(f).toMatch(/\.[0-9a-f]{8}\.js$/)
  })

  it('gives up loading a page chunk after the spec timeout', () => {
    const app = chunks.find((f) => f.startsWith('app.'))!
    const runtime = readFileSync(join(jsDir, app), 'utf8')
    const timeout = /setTimeout\(onScriptComplete[^)]*\),([\de.]+)\)/.exec(runtime)
    expect(Number(timeout?.[1])).toBe(TIMEOUTS.chunkLoadMs)
  })
})
