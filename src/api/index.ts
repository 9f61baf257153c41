/** The API modules (docs/api.md). Import `api` in stores; build your own with `createApi` in tests. */
import { answeredAtBoot, readHttpConfig, request } from '@/http'
import { createApi } from './create'

export { createApi, type Api } from './create'
export { callData, callRaw, optionsFor, toPayload, withPage, businessError, type ApiContext, type Paged } from './core'
export { quoteRequest } from './quote'
export type { PraiseTarget } from './like'
export type { RouteConfigParams } from './route-config'

/** The app's instance: the real HTTP layer and the build's product id. */
export const api = createApi(request, readHttpConfig().productId, answeredAtBoot)
