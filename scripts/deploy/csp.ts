/**
 * The site's Content-Security-Policy, derived from what the build does: its inline scripts (Taro's rem
 * script in index.html, allowed by hash), the API base addresses it was built with (config/env.ts), the
 * web-view allow-list (pages/webview frames those hosts) and the origins content media come from.
 */
import { createHash } from 'node:crypto'
import { resolveEnv } from '../../config/env'
import { WEBVIEW_ALLOWED_HOSTS } from '../../src/config/webview-allowlist'

export interface CspInput {
  /** The built index.html. */
  indexHtml: string
  /** The build's environment (API_BASE_*), read the way the build reads it. */
  buildEnv: NodeJS.ProcessEnv
  /** Origins of content images and videos (the broker's CDN), e.g. https://cdn.example.com. */
  mediaOrigins: readonly string[]
  /** Who may frame the site: 'self', 'none' or origins. */
  frameAncestors: string
}

/** 'sha256-…' for every inline <script> of the page: the hash is over the exact text between the tags. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1])
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
}

/** The distinct origins of the absolute API base addresses; same-origin ('') bases need none. */
export function apiOrigins(buildEnv: NodeJS.ProcessEnv): string[] {
  const resolved = resolveEnv({ ...buildEnv, TARO_ENV: 'h5' })
  const bases = Object.entries(resolved)
    .filter(([key, value]) => key.startsWith('API_BASE_') && value)
    .map(([, value]) => new URL(value).origin)
  return [...new Set(bases)]
}

export function contentSecurityPolicy(input: CspInput): string {
  const media = input.mediaOrigins.join(' ')
  const frames = WEBVIEW_ALLOWED_HOSTS.flatMap((host) => [host, `*.${host}`]).join(' ')
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', ["'self'", ...inlineScriptHashes(input.indexHtml)].join(' ')],
    // Taro's components and the kit set style attributes; no script comes in through a style.
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', `'self' data: blob: ${media}`],
    ['media-src', `'self' blob: ${media}`],
    ['font-src', "'self' data:"],
    // blob: as in server/security-headers.ts: H5 reads a picked photo's blob address to upload it.
    ['connect-src', ["'self'", 'blob:', ...apiOrigins(input.buildEnv)].join(' ')],
    ['frame-src', frames],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', input.frameAncestors],
  ]
  return directives.map(([name, value]) => `${name} ${value.trim()}`).join('; ')
}
