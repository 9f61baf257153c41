import type { Clock } from '../china-day'
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import { badRequest } from '../http/envelope'
import { fieldName } from '@shared/field-names'
import { ENDPOINTS, type EndpointKey, type EndpointRequest, type EndpointResponse } from '@shared/api'
import { REQUESTS, type RequestKey, type Requests } from '@shared/requests'
import { id, isFlag, str } from '@shared/requests/fields'
import type { Static, TSchema } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { DB } from '../db'
import type { WriteLimits } from '../http/limits'

export { VISIBLE_TEXT } from '@shared/requests/fields'

export interface RouteContext {
  db: DB
  productId: string
  /** `/{product}-admin` */
  admin: string
  /** Where uploaded images are stored. */
  uploadDir: string
  limits: WriteLimits
  /** "Now" for time-bound rules (the guessing cut-off); tests fix it. */
  now: Clock
}

export type JsonSchema = Record<string, unknown>

type Handler<K extends EndpointKey, Input = EndpointRequest<K>> = (
  input: Input,
  request: FastifyRequest,
  params: Record<string, string>,
) => EndpointResponse<K> | Promise<EndpointResponse<K>>

/** Every endpoint's request schema, as registered: what a field-name check or a fuzz test walks. */
export const REQUEST_SCHEMAS = new Map<EndpointKey, JsonSchema | null>()

/**
 * Registers one endpoint of the contract's table: the path and method come from ENDPOINTS, so a path is spelled only
 * in types/api.ts. The schema validates the merged query+body (POST) or the query (GET); handlers receive the
 * validated, coerced input. An endpoint with a definition in types/requests takes its schema from there and its
 * input type from the same schema; the others still pass a schema of their own while the areas move there.
 */
export function define<K extends RequestKey>(
  app: FastifyInstance,
  ctx: RouteContext,
  key: K,
  handler: Handler<K, Static<Requests[K]>>,
): void
export function define<K extends Exclude<EndpointKey, RequestKey>>(
  app: FastifyInstance,
  ctx: RouteContext,
  key: K,
  schema: JsonSchema | null,
  handler: Handler<K>,
): void
export function define(
  app: FastifyInstance,
  ctx: RouteContext,
  key: EndpointKey,
  schemaOrHandler: JsonSchema | null | Handler<RequestKey, never>,
  legacyHandler?: Handler<EndpointKey, never>,
): void {
  // The overloads above pair each key with its handler's type; this only dispatches to them, and goes with the
  // second overload once every area's requests are in types/requests.
  if (typeof schemaOrHandler === 'function') defineTyped(app, ctx, key as RequestKey, schemaOrHandler as never)
  else if (legacyHandler) defineLegacy(app, ctx, key, schemaOrHandler, legacyHandler as never)
}

function urlOf(ctx: RouteContext, key: EndpointKey): string {
  return ENDPOINTS[key].path.replace('{product}', ctx.productId).replace(/\{(\w+)\}/g, ':$1')
}

function defineTyped<K extends RequestKey>(
  app: FastifyInstance,
  ctx: RouteContext,
  key: K,
  handler: Handler<K, Static<Requests[K]>>,
): void {
  route(app, ctx, key, REQUESTS[key], handler)
}

/**
 * The route of a schema from types/requests: Fastify validates the input against it and the TypeBox type provider
 * gives the handler the schema's static type, so the two cannot drift.
 */
function route<S extends TSchema, R>(
  app: FastifyInstance,
  ctx: RouteContext,
  key: EndpointKey,
  schema: S,
  handler: (input: Static<S>, request: FastifyRequest, params: Record<string, string>) => R,
): void {
  const method = ENDPOINTS[key].method
  REQUEST_SCHEMAS.set(key, schema)
  const common = {
    url: urlOf(ctx, key),
    preValidation: refuseLooseFields(looseField(schema), method),
    preHandler: ctx.limits.hooksFor(key),
  }
  const typed = app.withTypeProvider<TypeBoxTypeProvider>()
  if (method === 'GET')
    typed.route({
      ...common,
      method,
      schema: { querystring: schema },
      handler: (r) => handler(r.query, r, paramsOf(r)),
    })
  else typed.route({ ...common, method, schema: { body: schema }, handler: (r) => handler(r.body, r, paramsOf(r)) })
}

function defineLegacy<K extends EndpointKey>(
  app: FastifyInstance,
  ctx: RouteContext,
  key: K,
  schema: JsonSchema | null,
  handler: Handler<K>,
): void {
  const spec = ENDPOINTS[key]
  REQUEST_SCHEMAS.set(key, schema)
  const validation = schema ? (spec.method === 'GET' ? { querystring: schema } : { body: schema }) : undefined
  app.route({
    method: spec.method,
    url: urlOf(ctx, key),
    schema: validation,
    preValidation: refuseLooseFields(looseField(schema), spec.method),
    preHandler: ctx.limits.hooksFor(key),
    handler: async (request) => {
      const input = (spec.method === 'GET' ? request.query : request.body) ?? {}
      return handler(input as EndpointRequest<K>, request, paramsOf(request))
    },
  })
}

const paramsOf = (request: FastifyRequest) => (request.params ?? {}) as Record<string, string>

function refuseLooseFields(
  find: (input: Record<string, unknown>) => string | undefined,
  method: string,
): preValidationAsyncHookHandler[] {
  return [
    async (request) => {
      const input = (method === 'GET' ? request.query : request.body) as Record<string, unknown> | undefined
      const loose = input && typeof input === 'object' ? find(input) : undefined
      if (loose) throw badRequest(`${fieldName(loose)}取值无效`)
    },
  ]
}

// ---- schema building blocks -----------------------------------------------------------------

// The builders of types/requests/fields.ts, for the areas still passing their own schema to define(). The legacy
// obj/authObj/pageObj below take a list of required fields instead of opt(); they go when every area has moved.
export { CANONICAL_ID, id, int, numericId, str, text, zeroOne } from '@shared/requests/fields'

/** The top-level fields of a schema whose type is one of these. */
function fieldsOfType(schema: JsonSchema | null, test: (property: JsonSchema) => boolean): string[] {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>
  return Object.keys(properties).filter((key) => test(properties[key]))
}

/**
 * What Ajv's coercion would quietly accept: null or a boolean for a 0/1 flag (read as 0 or 1), an
 * array or object for a text or number field (a one-item array is read as its item), and text that
 * reads as ±Infinity ('Infinity', '1e400') for a number field: Ajv coerces it and then skips
 * minimum and maximum, which it checks for finite numbers only, so the page size reached SQLite.
 */
function looseField(schema: JsonSchema | null): (input: Record<string, unknown>) => string | undefined {
  const flags = fieldsOfType(schema, isFlag)
  const scalars = fieldsOfType(schema, (p) => !isFlag(p) && ['string', 'integer', 'number'].includes(String(p.type)))
  const numbers = fieldsOfType(schema, (p) => ['integer', 'number'].includes(String(p.type)))
  return (input) =>
    flags.find((f) => input[f] === null || typeof input[f] === 'boolean') ??
    scalars.find((f) => typeof input[f] === 'object' && input[f] !== null) ??
    numbers.find((f) => typeof input[f] === 'string' && Math.abs(Number(input[f])) === Infinity)
}
export const strArray = (items: JsonSchema, maxItems: number): JsonSchema => ({ type: 'array', items, maxItems })

export const PAGE_FIELDS = {
  pageNum: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const

export const AUTH_FIELDS = { accountId: id, token: str(128), userCode: str(128) } as const

export function obj(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', properties, required }
}

/**
 * The identity fields are typed but not `required`: a write without them is "not logged in"
 * (401 from requireCaller), not "bad input" (400).
 */
export const authObj = (properties: Record<string, JsonSchema>, required: string[] = []) =>
  obj({ ...AUTH_FIELDS, ...properties }, required)

export const pageObj = (properties: Record<string, JsonSchema> = {}, required: string[] = []) =>
  obj({ ...PAGE_FIELDS, accountId: id, ...properties }, required)

// ---- paging and formatting --------------------------------------------------------------------

// They live with the domain modules, which shape every answer; routes that still build pages find them here.
export { page, offsetOf, fmtDate, fmtDay, likePattern, scalarText } from '../domain/format'
