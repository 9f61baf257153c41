/**
 * The API paths the site's nginx proxies, derived from the endpoint table (types/api.ts), so a new
 * endpoint needs no edit here: each first path segment goes to the base that serves it. Where two bases
 * share a segment (`/servlet/json`: POST is the messaging-app signature on `main`, GET the fund servlet on
 * `fund`) the HTTP method tells them apart; a segment two bases share for the same method cannot be routed
 * by path and fails the render.
 */
import { ENDPOINTS, fillPath, type EndpointSpec, type WireBase } from '@shared/api'

export type UpstreamBase = Exclude<WireBase, 'none'>

export interface ApiLocation {
  /** `/community-admin/`, `/api/` ... */
  prefix: string
  /** The base serving every other method. */
  base: UpstreamBase
  /** Methods served by another base than `base`. */
  byMethod: Partial<Record<EndpointSpec['method'], UpstreamBase>>
}

function firstSegment(path: string): string {
  const segment = path.split('/')[1]
  if (!segment) throw new Error(`endpoint path without a segment: ${path}`)
  return `/${segment}/`
}

export function apiLocations(productId: string, endpoints: Record<string, EndpointSpec> = ENDPOINTS): ApiLocation[] {
  const bySegment = new Map<string, Map<EndpointSpec['method'], Set<UpstreamBase>>>()
  for (const spec of Object.values(endpoints)) {
    if (spec.base === 'none') continue
    // Only the first segment matters, and its one placeholder is {product}.
    const prefix = fillPath(firstSegment(spec.path), productId)
    const methods = bySegment.get(prefix) ?? new Map<EndpointSpec['method'], Set<UpstreamBase>>()
    methods.set(spec.method, (methods.get(spec.method) ?? new Set()).add(spec.base))
    bySegment.set(prefix, methods)
  }
  return [...bySegment.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([prefix, methods]) => {
      const single = new Map<EndpointSpec['method'], UpstreamBase>()
      for (const [method, bases] of methods) {
        if (bases.size > 1) throw new Error(`${method} ${prefix} is served by ${[...bases].join(' and ')}`)
        single.set(method, [...bases][0])
      }
      // The base with the most methods is the default; any other gets its methods split off.
      const counts = new Map<UpstreamBase, number>()
      for (const base of single.values()) counts.set(base, (counts.get(base) ?? 0) + 1)
      const base = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]
      const byMethod: ApiLocation['byMethod'] = {}
      for (const [method, other] of single) if (other !== base) byMethod[method] = other
      return { prefix, base, byMethod }
    })
}
