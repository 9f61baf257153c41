/**
 * The site's Content-Security-Policy for a deployment: the one definition in server/security-headers.ts,
 * with this deployment's sources filled in from what the build does: its inline scripts (Taro's rem
 * script in index.html, allowed by hash), the API base addresses it was built with (config/env.ts), the
 * sites the web-view page may frame (the broker's domains, BROKER_DOMAINS, and the partner sites the deployment
 * names in NGINX_FRAME_HOSTS, the server's trusted list: docs/deploy.md) and the origins content media come from.
 */
import { resolveEnv } from '../../config/env'
import { parseTrustedHosts } from '../../types/app-settings'
import { cspDirectives, inlineScriptHashes, renderCsp, serviceWorkerDirectives } from '../../server/security-headers'

export { inlineScriptHashes }

export interface CspInput {
  /** The built index.html. */
  indexHtml: string
  /** The build's environment (API_BASE_*), read the way the build reads it. */
  buildEnv: NodeJS.ProcessEnv
  /** Origins of content images and videos (the broker's CDN), e.g. https://cdn.example.com. */
  mediaOrigins: readonly string[]
  /** Who may frame the site: 'self', 'none' or origins, separated by spaces. */
  frameAncestors: string
}

/** The distinct origins of the absolute API base addresses; same-origin ('') bases need none. */
export function apiOrigins(buildEnv: NodeJS.ProcessEnv): string[] {
  const resolved = resolveEnv({ ...buildEnv, TARO_ENV: 'h5' })
  const bases = Object.entries(resolved)
    .filter(([key, value]) => key.startsWith('API_BASE_') && value)
    .map(([, value]) => new URL(value).origin)
  return [...new Set(bases)]
}

/** The sites the web-view page may frame: the broker's own domains and the partner sites of NGINX_FRAME_HOSTS. */
export function frameHosts(buildEnv: NodeJS.ProcessEnv): string[] {
  const broker = resolveEnv({ ...buildEnv, TARO_ENV: 'h5' }).BROKER_DOMAINS
  return [...new Set([...parseTrustedHosts(broker), ...parseTrustedHosts(buildEnv.NGINX_FRAME_HOSTS ?? '')])]
}

export function contentSecurityPolicy(input: CspInput, worker = false): string {
  return renderCsp(
    (worker ? serviceWorkerDirectives : cspDirectives)({
      scriptHashes: inlineScriptHashes(input.indexHtml),
      mediaOrigins: input.mediaOrigins,
      apiOrigins: apiOrigins(input.buildEnv),
      frames: frameHosts(input.buildEnv).flatMap((host) => [host, `*.${host}`]),
      frameAncestors: input.frameAncestors.split(/\s+/).filter(Boolean),
    }),
  )
}
