/**
 * Writes `.gz` and `.br` beside every text file of the H5 build, for nginx's gzip_static and brotli_static
 * (deploy/nginx.conf): the files are compressed once at the highest levels instead of on every request.
 *
 *   npx tsx scripts/deploy/precompress.ts [dist dir, default dist/h5]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { PRECOMPRESSED_TEXT } from '../../server/precompressed'

/** Below this, the headers cost more than compression saves (nginx's gzip_min_length). */
export const MIN_BYTES = 1024

export interface Precompressed {
  file: string
  bytes: number
  gzip: number
  brotli: number
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return textFiles(full)
    return PRECOMPRESSED_TEXT.test(entry.name) ? [full] : []
  })
}

export function precompress(dist: string): Precompressed[] {
  return textFiles(dist)
    .map((file) => ({ file, body: readFileSync(file) }))
    .filter(({ body }) => body.length >= MIN_BYTES)
    .map(({ file, body }) => {
      const gz = gzipSync(body, { level: 9 })
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
      writeFileSync(`${file}.gz`, gz)
      writeFileSync(`${file}.br`, br)
      return { file: path.relative(dist, file), bytes: body.length, gzip: gz.length, brotli: br.length }
    })
}

if (require.main === module) {
  const dist = path.resolve(process.argv[2] ?? 'dist/h5')
  const done = precompress(dist)
  const sum = (key: 'bytes' | 'gzip' | 'brotli') => done.reduce((n, f) => n + f[key], 0)
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  console.log(
    `precompress: ${done.length} files in ${dist}: ${kb(sum('bytes'))} raw, ${kb(sum('gzip'))} gzip, ${kb(sum('brotli'))} brotli`,
  )
}
