/**
 * Every migrated request's one definition, by endpoint key: the server validates with it and `EndpointRequest<K>`
 * (types/api.ts) is its static type. Each area adds its own table here. Server-only at run time: the app imports
 * only types from this folder.
 */
import { COMMUNITY_REQUESTS } from './communities'
import { CONTENT_REQUESTS } from './content'
import { FRESHNESS_REQUESTS } from './freshness'
import { MARKET_REQUESTS } from './markets'
import { MISC_REQUESTS } from './misc'
import { PEOPLE_REQUESTS } from './people'
import { SEARCH_REQUESTS } from './search'
import { SOCIAL_REQUESTS } from './social'

export const REQUESTS = {
  ...SOCIAL_REQUESTS,
  ...PEOPLE_REQUESTS,
  ...SEARCH_REQUESTS,
  ...MISC_REQUESTS,
  ...COMMUNITY_REQUESTS,
  ...MARKET_REQUESTS,
  ...CONTENT_REQUESTS,
  ...FRESHNESS_REQUESTS,
} as const

export type Requests = typeof REQUESTS
export type RequestKey = keyof Requests
