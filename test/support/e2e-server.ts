/**
 * The reference server with a fresh seeded database, serving the H5 build, on a free loopback port.
 * Browser tests run against it as a person would against `npm start`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildServer } from '../../server/app'
import { clockFrom } from '../../server/china-day'

/** H5_DIST points the browser tests at another H5 build (a scratch build); dist/h5 by default. */
export const DIST_H5 = resolve(process.env.H5_DIST ?? resolve(__dirname, '../../dist/h5'))

export interface RunningServer {
  app: FastifyInstance
  /** e.g. http://127.0.0.1:40123 (no trailing slash) */
  origin: string
  /** the site: origin + '/community/' */
  site: string
  close(): Promise<void>
}

export async function startServer(
  options: {
    hostSim?: boolean
    writeLimits?: boolean
    now?: number
    trustProxy?: readonly string[]
    /** Hooks and routes a suite adds before the server listens (the WebKit suite's watcher). */
    prepare?: (app: FastifyInstance) => void
  } = {},
): Promise<RunningServer> {
  if (!existsSync(join(DIST_H5, 'index.html'))) throw new Error(`${DIST_H5} is missing: run npm run build:h5 first`)
  const dir = mkdtempSync(join(tmpdir(), 'community-e2e-'))
  const app = await buildServer({
    dbPath: join(dir, 'community.db'),
    distDir: DIST_H5,
    hostSim: options.hostSim,
    writeLimits: options.writeLimits,
    trustProxy: options.trustProxy,
    // A fixed "now" (seed and clock) makes time-bound rules, like the guessing cut-off, independent of the real hour.
    seedNow: options.now,
    now: options.now === undefined ? undefined : clockFrom(options.now),
  })
  options.prepare?.(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address !== 'object') throw new Error('server did not bind a port')
  const origin = `http://127.0.0.1:${address.port}`
  return {
    app,
    origin,
    site: `${origin}/community/`,
    async close() {
      await app.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
