import { createHash } from 'node:crypto'

/**
 * The security headers of the H5 site, as plain data: the reference server applies them through
 * @fastify/helmet, and a static deployment (nginx) can print the same values from here.
 *
 * What the built app needs, and why each source is there:
 * - scripts: the bundles on our origin, plus the inline rem script Taro writes into index.html
 *   (allowed by its hash, computed from the served page, never by 'unsafe-inline');
 * - styles: Taro's H5 runtime and its components inject <style> tags and style attributes at run
 *   time, so inline styles cannot be avoided;
 * - images: our origin, data: and blob: (generated covers, previews) and https: (article images and
 *   avatars live on the broker's CDN in production);
 * - media: the short-video clips on our origin (/static-videos) and blob: for players;
 * - frames: the web-view page shows allow-listed https pages (src/config/webview-allowlist.ts
 *   decides which; the CSP only keeps them to https);
 * - connect: the API on the same origin, and blob: (H5 reads a picked photo's blob address to upload it).
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'https:'],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
} as const satisfies Record<string, readonly string[]>

/** Who may frame the site: the broker's own pages by default; a deployment may name its app shells. */
export const DEFAULT_FRAME_ANCESTORS: readonly string[] = ["'self'"]

export const REFERRER_POLICY = 'strict-origin-when-cross-origin'

/** Headers besides the CSP, by name (helmet sets these; nginx adds them verbatim). */
export const STATIC_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': REFERRER_POLICY,
} as const

/** 'sha256-…' sources for every inline <script> of a page, so exactly those may run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`)
  }
  return hashes
}

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(
  frameAncestors: readonly string[] = DEFAULT_FRAME_ANCESTORS,
  scriptHashes: readonly string[] = [],
): string {
  const directives: Record<string, readonly string[]> = {
    ...CSP_DIRECTIVES,
    'script-src': [...CSP_DIRECTIVES['script-src'], ...scriptHashes],
    'frame-ancestors': frameAncestors,
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
