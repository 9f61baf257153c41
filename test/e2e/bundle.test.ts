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
const cssDir = join(DIST_H5, 'static', 'css')
const SRC = join(__dirname, '..', '..', 'src')

function stylesheetsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? stylesheetsUnder(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  )
}
const chunks = readdirSync(jsDir).filter((f) => f.endsWith('.js'))

describe('H5 code splitting', () => {
  it.each(Object.entries(SIGNATURES))('keeps %s in the shared library chunk only', (_lib, signature) => {
    const holders = chunks.filter((f) => readFileSync(join(jsDir, f), 'utf8').includes(signature))
    expect(holders).toEqual([expect.stringMatching(/^shared-libs\./)])
  })

  it('names every chunk with an 8-character content hash', () => {
    for (const f of chunks) expect(f).toMatch(/\.[0-9a-f]{8}\.js$/)
  })

  it('gives up loading a page chunk after TIMEOUTS.chunkLoadMs', () => {
    const app = chunks.find((f) => f.startsWith('app.'))!
    const runtime = readFileSync(join(jsDir, app), 'utf8')
    const timeout = /setTimeout\(onScriptComplete[^)]*\),([\de.]+)\)/.exec(runtime)
    expect(Number(timeout?.[1])).toBe(TIMEOUTS.chunkLoadMs)
  })

  // package.json sideEffects lets webpack drop unused modules; a stylesheet imported only by a
  // dropped module would vanish silently. Every stylesheet's first class rule must be in the build.
  it('ships every stylesheet of src/ in the built CSS', () => {
    const built = readdirSync(cssDir)
      .map((f) => readFileSync(join(cssDir, f), 'utf8'))
      .join('\n')
    for (const sheet of stylesheetsUnder(SRC)) {
      const selector = /(\.[\w-]+)\s*[{,:]/.exec(readFileSync(sheet, 'utf8'))?.[1]
      if (!selector) continue
      expect({ sheet: sheet.slice(SRC.length + 1), shipped: built.includes(selector) }).toEqual({
        sheet: sheet.slice(SRC.length + 1),
        shipped: true,
      })
    }
  })
})
