/**
 * Every migrated request's one definition, by endpoint key: the server validates with it and `EndpointRequest<K>`
 * (types/api.ts) is its static type. Each area adds its own table here. Server-only at run time: the app imports
 * only types from this folder.
 */
import { SOCIAL_REQUESTS } from './social'

export const REQUESTS = {
  ...SOCIAL_REQUESTS,
} as const

export type Requests = typeof REQUESTS
export type RequestKey = keyof Requests
