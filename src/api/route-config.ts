import type { RouteConfigRequest } from '@shared/api'
import { callRaw, type ApiContext } from './core'

export interface RouteConfigParams {
  id: string
  clientType: string
  accountId: string
  /** Sent as JSON text; a string is sent as is. */
  params?: string | Record<string, unknown>
}

export function createRouteConfigApi(ctx: ApiContext) {
  return {
    /**
     * Tells the data domain which route function ran, for both platforms' configs. Fire-and-forget:
     * returns at once, never rejects, and a failure (even a synchronous throw) is dropped, because
     * this report must never hold up or break the navigation it describes.
     */
    report(input: RouteConfigParams): void {
      let data: RouteConfigRequest
      try {
        const params = typeof input.params === 'string' ? input.params : JSON.stringify(input.params ?? {})
        data = { id: input.id, clientType: input.clientType, accountId: input.accountId, params }
      } catch {
        return
      }
      for (const key of ['routeConfig.android', 'routeConfig.ios'] as const) {
        try {
          callRaw(ctx, key, data).catch(() => undefined)
        } catch {
          // A request function that throws instead of rejecting is still only a lost report.
        }
      }
    },
  }
}
