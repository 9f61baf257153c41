import type { FastifyInstance } from 'fastify'
import helmet from '@fastify/helmet'
import { REFERENCE_SERVER_SOURCES, REFERRER_POLICY, cspDirectives } from '../security-headers'

/**
 * Helmet's headers on every response, with the site's CSP (security-headers.ts). index.html
 * replaces the CSP with one that also names its inline scripts' hashes (static.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, frameAncestors: readonly string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives({ ...REFERENCE_SERVER_SOURCES, frameAncestors }),
    },
    referrerPolicy: { policy: REFERRER_POLICY },
    // A loopback dev server on another port loads avatars and videos from here: same site, other origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // No TLS here; the terminator in front of a real deployment sends HSTS.
    strictTransportSecurity: false,
  })
}
