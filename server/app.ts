import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import path from 'node:path'
import { openDatabase, type DB } from './db'
import { isSeeded, seedDatabase, type SeedResult } from './seed'
import { fillStockInitials } from './stock-initials'
import { registerFormParsers } from './http/parsers'
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/errors'
import { registerLoopbackCors } from './http/cors'
import { registerPrivateResponses } from './http/private-responses'
import { registerStatic } from './static'
import { firstScreen } from './first-screen'
import { registerVideos } from './videos'
import { registerRoutes } from './routes'
import { guardHostSim } from './host-sim/guard'
import { registerSecurityHeaders } from './http/security'
import { registerCompression } from './http/compression'
import { createWriteLimits } from './http/limits'
import { textLengthKeyword } from './http/text-length'
import { DEFAULT_FRAME_ANCESTORS } from './security-headers'
import { ENDPOINTS, fillPath } from '@shared/api'
import type { Clock } from './china-day'

export interface BuildOptions {
  /** SQLite file; created, migrated and seeded on first use. */
  dbPath: string
  /** The H5 build to serve under /community/ (need not exist). */
  distDir?: string
  /** `{product}` in `/{product}-admin/...`. */
  productId?: string
  /**
   * Inject the native-bridge simulator into every index.html. Only this flag turns it on, and the
   * server then refuses to listen beyond loopback and answers only loopback Host names (host-sim/guard.ts).
   */
  hostSim?: boolean
  /** CSP frame-ancestors sources: who may show the site in a frame (default 'self'). */
  frameAncestors?: readonly string[]
  /** Per-minute write budgets (http/limits.ts); on unless a load test turns them off. */
  writeLimits?: boolean
  /**
   * Addresses or CIDR ranges of the reverse proxies in front of the server (nginx). Only a request
   * whose peer is one of them has its client address read from X-Forwarded-For, so the per-address
   * budgets count people, not the proxy; anyone else's X-Forwarded-For is ignored. None by default.
   */
  trustProxy?: readonly string[]
  logger?: FastifyServerOptions['logger']
  /** Base for seeded dates; tests fix it. */
  seedNow?: number
  /** Uploaded images; beside the database unless given. */
  uploadDir?: string
  /** The clock for time-bound rules (guessing cut-off, round roll-over); the real one unless given. */
  now?: Clock
}

declare module 'fastify' {
  interface FastifyInstance {
    db: DB
    seedResult: SeedResult | null
  }
}

export async function buildServer(options: BuildOptions): Promise<FastifyInstance> {
  const productId = options.productId ?? 'community'
  const db = openDatabase(options.dbPath)
  const seedResult = isSeeded(db) ? null : seedDatabase(db, { now: options.seedNow })
  // A database seeded before stock search by pinyin initials gets them now.
  fillStockInitials(db)

  const app = Fastify({
    logger: options.logger ?? false,
    // The admin paths carry a trailing method name after a slash (…/topic/queryTopicAll) and some
    // clients add a trailing slash; both spell the same endpoint.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1 << 20,
    trustProxy: options.trustProxy && options.trustProxy.length > 0 ? [...options.trustProxy] : false,
    ajv: { plugins: [textLengthKeyword] },
    frameworkErrors,
    clientErrorHandler,
  })
  app.decorate('db', db)
  app.decorate('seedResult', seedResult)
  app.addHook('onClose', async () => {
    db.close()
  })

  const frameAncestors = options.frameAncestors ?? DEFAULT_FRAME_ANCESTORS
  await registerSecurityHeaders(app, frameAncestors)
  // Before anything else answers (CORS preflights, static files), so a foreign Host gets nothing.
  if (options.hostSim) guardHostSim(app)
  await registerCompression(app)
  await registerFormParsers(app)
  registerErrorHandling(app)
  registerPrivateResponses(app)
  registerLoopbackCors(app)

  // The app sends the same fields in the query or in the body depending on the request form
  // (docs/product.md §7.2), so POST handlers and their schemas see one merged object.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const query = (request.query ?? {}) as Record<string, unknown>
      const body =
        request.body && typeof request.body === 'object' && !Array.isArray(request.body)
          ? (request.body as Record<string, unknown>)
          : {}
      request.body = { ...query, ...body }
    }
    done()
  })

  const admin = `/${productId}-admin`
  const uploadDir = options.uploadDir ?? path.join(path.dirname(path.resolve(options.dbPath)), 'uploads')
  await registerRoutes(app, {
    db,
    productId,
    admin,
    uploadDir,
    limits: await createWriteLimits(app, db, options.writeLimits ?? true),
    now: options.now ?? Date.now,
  })
  await registerStatic(app, {
    distDir: options.distDir ?? path.resolve('dist/h5'),
    hostSim: options.hostSim ?? false,
    frameAncestors,
    quoteUrl: fillPath(ENDPOINTS['quote.query'].path, productId),
    firstScreen: (entry) => firstScreen(db, productId, entry),
  })
  registerVideos(app)
  return app
}
