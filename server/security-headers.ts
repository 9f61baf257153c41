import { createHash } from 'node:crypto'

/**
 * The security headers of the H5 site, as plain data: the one definition of its Content-Security-Policy.
 * The reference server applies it through @fastify/helmet (http/security.ts) and on index.html
 * (static.ts); the nginx deployment prints it from the build (scripts/deploy/csp.ts fills in the
 * deployment's own origins). Only the sources below differ between the two.
 *
 * What the built app needs, and why each source is there:
 * - scripts: the bundles on our origin, plus the inline rem script Taro writes into index.html
 *   (allowed by its hash, computed from the served page, never by 'unsafe-inline');
 * - styles: Taro's H5 runtime and its components inject <style> tags and style attributes at run
 *   time, so inline styles cannot be avoided;
 * - images and media: our origin, data: (images) and blob: (generated covers, previews, players),
 *   plus where content images, avatars and videos live (the broker's CDN in production);
 * - frames: the web-view page shows trusted https sites (docs/product.md §2.6);
 * - connect: the API on the same origin or its configured origins, and blob: (H5 reads a picked
 *   photo's blob address to upload it);
 * - workers: the site's own service worker, /community/sw.js (docs/product.md §8.6). The worker runs under the
 *   policy sent with its script (serviceWorkerDirectives), where fetching content images on a page's behalf is
 *   a connection: its connect-src names the media origins too.
 */
export interface CspSources {
  /** 'sha256-…' of the page's inline scripts. */
  scriptHashes?: readonly string[]
  /** Where content images and videos come from besides our origin. */
  mediaOrigins?: readonly string[]
  /** API origins other than our own. */
  apiOrigins?: readonly string[]
  /** What the web-view page may frame; none when empty. */
  frames?: readonly string[]
  /** Who may frame the site. */
  frameAncestors?: readonly string[]
}

/** Who may frame the site: the broker's own pages by default; a deployment may name its app shells. */
export const DEFAULT_FRAME_ANCESTORS: readonly string[] = ["'self'"]

/**
 * The reference server's own sources: content may carry any https image or video address (seeded
 * content and uploads are on our origin), and the web-view page decides itself which https pages to
 * show. A deployment names its CDN and the sites it may frame instead (scripts/deploy/csp.ts).
 */
export const REFERENCE_SERVER_SOURCES = {
  mediaOrigins: ['https:'],
  frames: ["'self'", 'https:'],
} as const satisfies CspSources

/** Every directive of the policy with its sources. */
export function cspDirectives(sources: CspSources = {}): Record<string, string[]> {
  const media = sources.mediaOrigins ?? []
  const frames = sources.frames ?? []
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...(sources.scriptHashes ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...media],
    'media-src': ["'self'", 'blob:', ...media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'blob:', ...(sources.apiOrigins ?? [])],
    'worker-src': ["'self'"],
    'frame-src': frames.length > 0 ? [...frames] : ["'none'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [...(sources.frameAncestors ?? DEFAULT_FRAME_ANCESTORS)],
  }
}

/** The policy of the service worker's script: the site's, with the media origins it fetches images from. */
export function serviceWorkerDirectives(sources: CspSources = {}): Record<string, string[]> {
  const directives = cspDirectives(sources)
  return { ...directives, 'connect-src': [...directives['connect-src'], ...(sources.mediaOrigins ?? [])] }
}

/** The header value of a policy. */
export function renderCsp(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/** Headers besides the CSP, by name (helmet sets these; nginx adds them verbatim). */
export const STATIC_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': REFERRER_POLICY,
} as const

/** 'sha256-…' sources for every inline <script> of a page (over the exact text between the tags), so exactly those may run. */
export function inlineScriptHashes(html: string): string[] {
  // Data blocks (type="application/json") are never run, so they need no hash.
  return [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1])
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
}

/** The reference server's policy for its service worker's script (static.ts). */
export function serviceWorkerSecurityPolicy(frameAncestors: readonly string[] = DEFAULT_FRAME_ANCESTORS): string {
  return renderCsp(serviceWorkerDirectives({ ...REFERENCE_SERVER_SOURCES, frameAncestors }))
}

/** The reference server's Content-Security-Policy header value. */
export function contentSecurityPolicy(
  frameAncestors: readonly string[] = DEFAULT_FRAME_ANCESTORS,
  scriptHashes: readonly string[] = [],
): string {
  return renderCsp(cspDirectives({ ...REFERENCE_SERVER_SOURCES, frameAncestors, scriptHashes }))
}
