import type { FastifyInstance } from 'fastify'
import compress from '@fastify/compress'

/**
 * Compresses every answer the client accepts compression for (brotli, else gzip), API JSON included: the
 * seeded feed pages are tens of KB of repetitive JSON. The H5 build's own files arrive already compressed
 * (static.ts serves the `.br`/`.gz` the build wrote beside them); those carry a Content-Encoding and the
 * plugin leaves them alone. Brotli at quality 4 (the plugin's default) keeps the CPU cost per answer small.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 })
}
