/**
 * Renders deploy/nginx.conf for one site: settings from the environment (docs/deploy.md lists them), the API
 * locations from the endpoint table, the CSP from the built index.html.
 *
 *   NGINX_UPSTREAM=http://10.0.0.5:8080 NGINX_DIST_ROOT=/srv/community/current npx tsx scripts/deploy/render-nginx.ts --out /etc/nginx/community.conf
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ENDPOINTS, FRESH_LIMITS, fillPath, type EndpointSpec } from '@shared/api'
import { CONTENT_LIMITS } from '@shared/content-limits'
import { resolveEnv } from '../../config/env'
import { apiLocations, type ApiLocation, type UpstreamBase } from './api-routes'
import { contentSecurityPolicy } from './csp'
import { UPLOAD_URL_PREFIX } from '../../server/uploads'
import { STATIC_SECURITY_HEADERS } from '../../server/security-headers'
import { errorEnvelope } from '../../server/http/envelope'
import { FRAMEWORK_MESSAGES } from '../../server/http/errors'
import { STATIC_MESSAGES } from '../../server/static'

const ROOT = path.resolve(__dirname, '../..')
export const TEMPLATE_PATH = path.join(ROOT, 'deploy/nginx.conf')
export const DEBIAN_BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

/**
 * The reference server's own media paths (avatars, covers, short videos, uploaded post images). The broker's content carries
 * absolute CDN addresses instead, so these are proxied only when a media upstream is set (tests, demos).
 */
export const REFERENCE_MEDIA_PREFIXES = ['/static-avatars/', '/static-covers/', '/static-videos/', UPLOAD_URL_PREFIX]

/** The headers besides the CSP, as the reference server sends them. */
export const SECURITY_HEADERS = STATIC_SECURITY_HEADERS

/** Room for the upload form's other fields and part headers (a few hundred bytes) besides the image itself. */
export const UPLOAD_FORM_ALLOWANCE = 1 << 20

/** nginx's `client_max_body_size` on the image upload: an image at the composer's limit and its form. */
export const UPLOAD_BODY_BYTES = CONTENT_LIMITS.imageBytes + UPLOAD_FORM_ALLOWANCE

/** What nginx answers for a body over its limit: the reference server's own 413 envelope. */
export const BODY_TOO_LARGE = errorEnvelope(413, FRAMEWORK_MESSAGES[413])

export interface NginxSettings {
  /** `listen` argument: a port or address:port. */
  listen: string
  serverName: string
  /** The H5 build's folder (dist/h5 as deployed), absolute. */
  distRoot: string
  /** pid, logs and temp files. */
  runDir: string
  mimeTypes: string
  /** `http(s)://host[:port]` per API base. */
  upstreams: Partial<Record<UpstreamBase, string>>
  mediaUpstream: string | null
  mediaOrigins: string[]
  frameAncestors: string
  /** The dynamic module to load for brotli_static, or null. */
  brotliModule: string | null
  productId: string
}

const UPSTREAM_KEYS: Record<UpstreamBase, string> = {
  main: 'NGINX_UPSTREAM_MAIN',
  live: 'NGINX_UPSTREAM_LIVE',
  account: 'NGINX_UPSTREAM_ACCOUNT',
  fund: 'NGINX_UPSTREAM_FUND',
  ops: 'NGINX_UPSTREAM_OPS',
  community: 'NGINX_UPSTREAM_COMMUNITY',
}

const words = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean)

export function readSettings(env: NodeJS.ProcessEnv = process.env): NginxSettings {
  const upstreams: NginxSettings['upstreams'] = {}
  for (const [base, key] of Object.entries(UPSTREAM_KEYS) as [UpstreamBase, string][]) {
    const value = env[key] || env.NGINX_UPSTREAM
    if (value) upstreams[base] = value
  }
  const brotli = env.NGINX_BROTLI_MODULE ?? DEBIAN_BROTLI_STATIC
  return {
    listen: env.NGINX_LISTEN || '80',
    serverName: env.NGINX_SERVER_NAME || '_',
    distRoot: path.resolve(env.NGINX_DIST_ROOT || path.join(ROOT, 'dist/h5')),
    runDir: path.resolve(env.NGINX_RUN_DIR || '/var/lib/community-nginx'),
    mimeTypes: env.NGINX_MIME_TYPES || '/etc/nginx/mime.types',
    upstreams,
    mediaUpstream: env.NGINX_MEDIA_UPSTREAM || null,
    mediaOrigins: words(env.NGINX_MEDIA_ORIGINS),
    frameAncestors: env.NGINX_FRAME_ANCESTORS || "'self'",
    brotliModule: brotli !== 'off' && existsSync(brotli) ? brotli : null,
    productId: resolveEnv(env).PRODUCT_ID,
  }
}

const ORIGIN = /^https?:\/\/[\w.-]+(:\d+)?$/

/** A value written into the config may not end a directive or open a block. */
function checkValue(name: string, value: string): string {
  if (/[;{}\n\r"]/.test(value)) throw new Error(`nginx setting ${name} may not contain ; { } " or a line break`)
  return value
}

function upstreamOf(settings: NginxSettings, base: UpstreamBase): string {
  const value = settings.upstreams[base]
  if (!value) throw new Error(`no upstream for the ${base} base: set ${UPSTREAM_KEYS[base]} or NGINX_UPSTREAM`)
  if (!ORIGIN.test(value)) throw new Error(`${UPSTREAM_KEYS[base]} must be http(s)://host[:port], got ${value}`)
  return value
}

function locationBlock(location: ApiLocation, settings: NginxSettings): string[] {
  const lines = [`location ^~ ${location.prefix} {`]
  // proxy_pass inside `if` is one of the few safe uses of `if` in a location.
  for (const [method, base] of Object.entries(location.byMethod)) {
    lines.push(`  if ($request_method = ${method}) {`, `    proxy_pass ${upstreamOf(settings, base)};`, '  }')
  }
  lines.push(`  proxy_pass ${upstreamOf(settings, location.base)};`, '}')
  return lines
}

/** A size as nginx writes it, in whole kilobytes or megabytes. */
function nginxSize(bytes: number): string {
  if (bytes % (1 << 20) === 0) return `${bytes / (1 << 20)}m`
  return `${Math.ceil(bytes / 1024)}k`
}

/** The image upload's own location: the one path that takes more than the 1 MB every other body gets. */
function uploadLocationLines(settings: NginxSettings): string[] {
  const spec = ENDPOINTS['upload.image']
  return [
    `location = ${fillPath(spec.path, settings.productId)} {`,
    `  # An image of up to ${nginxSize(CONTENT_LIMITS.imageBytes)} (CONTENT_LIMITS.imageBytes) and its form.`,
    `  client_max_body_size ${nginxSize(UPLOAD_BODY_BYTES)};`,
    `  proxy_pass ${upstreamOf(settings, spec.base as UpstreamBase)};`,
    '}',
  ]
}

/** How long a quiet event stream stays open through nginx (the other API answers get 30 s). */
export const STREAM_READ_TIMEOUT = '1h'

/**
 * The event stream of new items (feed.stream, docs/product.md §4.20): each event goes to the reader as the server
 * writes it, never held back in nginx's buffers or compressed, and a quiet stream stays open.
 */
function streamLocationLines(settings: NginxSettings): string[] {
  const spec = ENDPOINTS['feed.stream']
  return [
    `location = ${fillPath(spec.path, settings.productId)} {`,
    `  # Server-Sent Events; the server's keep-alive comes every ${FRESH_LIMITS.heartbeatMs / 1000} s.`,
    '  proxy_buffering off;',
    '  proxy_cache off;',
    '  gzip off;',
    `  proxy_read_timeout ${STREAM_READ_TIMEOUT};`,
    `  proxy_pass ${upstreamOf(settings, spec.base as UpstreamBase)};`,
    '}',
  ]
}

function apiLocationLines(settings: NginxSettings): string[] {
  const lines = [
    ...uploadLocationLines(settings),
    ...streamLocationLines(settings),
    ...apiLocations(settings.productId).flatMap((location) => locationBlock(location, settings)),
  ]
  if (settings.mediaUpstream) {
    if (!ORIGIN.test(settings.mediaUpstream)) throw new Error('NGINX_MEDIA_UPSTREAM must be http(s)://host[:port]')
    for (const prefix of REFERENCE_MEDIA_PREFIXES) {
      lines.push(`location ^~ ${prefix} {`, `  proxy_pass ${settings.mediaUpstream};`, '}')
    }
  }
  return lines
}

/** The security headers; `worker`: those of the service worker's script, whose policy it fetches images under. */
function securityHeaderLines(
  settings: NginxSettings,
  indexHtml: string,
  buildEnv: NodeJS.ProcessEnv,
  worker = false,
): string[] {
  const csp = contentSecurityPolicy(
    {
      indexHtml,
      buildEnv,
      mediaOrigins: settings.mediaOrigins,
      frameAncestors: checkValue('NGINX_FRAME_ANCESTORS', settings.frameAncestors),
    },
    worker,
  )
  const headers = { ...SECURITY_HEADERS, 'Content-Security-Policy': csp }
  return Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`)
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * One `map` line per endpoint with `{token}` in its path: the logged path keeps the segments around the token
 * and shows '-' for it. Other placeholders before it match any segment; repeated slashes are matched too.
 */
export function tokenPathRedactions(productId: string, endpoints: Record<string, EndpointSpec> = ENDPOINTS): string[] {
  return Object.values(endpoints)
    .filter((spec) => spec.path.includes('{token}'))
    .map((spec) => {
      const before = spec.path.slice(0, spec.path.indexOf('{token}')).replace(/\{product\}/g, productId)
      const pattern = before
        .split(/(\{\w+\})/)
        .map((part) => (/^\{\w+\}$/.test(part) ? '[^/?]*' : escapeRegex(part).replace(/\//g, '/+')))
        .join('')
      return `"~^(?<community_head>${pattern})[^/?]*(?<community_tail>[^?]*)" $community_head-$community_tail;`
    })
}

/** Replaces each `{{name}}`; a placeholder alone on its line takes several lines at its indentation. */
export function fillTemplate(template: string, values: Record<string, string | string[]>): string {
  const used = new Set<string>()
  const out = template.replace(/^([ \t]*)\{\{(\w+)\}\}[ \t]*$|\{\{(\w+)\}\}/gm, (_m, indent, lineName, inlineName) => {
    const name = (lineName ?? inlineName) as string
    const value = values[name]
    if (value === undefined) throw new Error(`nginx template: no value for {{${name}}}`)
    used.add(name)
    if (lineName) return (Array.isArray(value) ? value : [value]).map((l) => (l ? indent + l : '')).join('\n')
    if (Array.isArray(value)) throw new Error(`nginx template: {{${name}}} takes lines, put it on its own line`)
    return value
  })
  const unused = Object.keys(values).filter((name) => !used.has(name))
  if (unused.length) throw new Error(`nginx template: unused settings ${unused.join(', ')}`)
  return out
}

export function renderNginx(
  template: string,
  settings: NginxSettings,
  indexHtml: string,
  buildEnv: NodeJS.ProcessEnv = process.env,
): string {
  return fillTemplate(template, {
    listen: checkValue('NGINX_LISTEN', settings.listen),
    serverName: checkValue('NGINX_SERVER_NAME', settings.serverName),
    distRoot: checkValue('NGINX_DIST_ROOT', settings.distRoot.replace(/\/+$/, '')),
    runDir: checkValue('NGINX_RUN_DIR', settings.runDir),
    mimeTypes: checkValue('NGINX_MIME_TYPES', settings.mimeTypes),
    brotliModule: settings.brotliModule
      ? `load_module ${checkValue('NGINX_BROTLI_MODULE', settings.brotliModule)};`
      : '',
    brotliStatic: settings.brotliModule
      ? 'brotli_static on;'
      : '# brotli_static: no brotli module (NGINX_BROTLI_MODULE)',
    securityHeaders: securityHeaderLines(settings, indexHtml, buildEnv),
    workerSecurityHeaders: securityHeaderLines(settings, indexHtml, buildEnv, true),
    hideUpstreamSecurityHeaders: [...Object.keys(SECURITY_HEADERS), 'Content-Security-Policy'].map(
      (name) => `proxy_hide_header ${name};`,
    ),
    bodyTooLargeEnvelope: JSON.stringify(BODY_TOO_LARGE),
    missingFileText: STATIC_MESSAGES.file,
    tokenPathRedactions: tokenPathRedactions(settings.productId),
    apiLocations: apiLocationLines(settings),
  })
}

/** Reads the template and the build, renders, and writes `--out` (or prints). */
export function renderFromEnvironment(env: NodeJS.ProcessEnv = process.env): { settings: NginxSettings; conf: string } {
  const settings = readSettings(env)
  const indexFile = path.join(settings.distRoot, 'index.html')
  if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: build the H5 site first (npm run build:h5)`)
  const conf = renderNginx(readFileSync(TEMPLATE_PATH, 'utf8'), settings, readFileSync(indexFile, 'utf8'), env)
  return { settings, conf }
}

if (require.main === module) {
  try {
    const { conf } = renderFromEnvironment()
    const outAt = process.argv.indexOf('--out')
    if (outAt > 0 && process.argv[outAt + 1]) writeFileSync(process.argv[outAt + 1], conf)
    else process.stdout.write(conf)
  } catch (error) {
    console.error(`render-nginx: ${(error as Error).message}`)
    process.exit(1)
  }
}
