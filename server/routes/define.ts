import type { Clock } from '../china-day'
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import { badRequest } from '../http/envelope'
import { fieldName } from '@shared/field-names'
import { ENDPOINTS, type EndpointKey, type EndpointRequest, type EndpointResponse } from '@shared/api'
import { REQUESTS, type RequestKey, type Requests } from '@shared/requests'
import { isFlag } from '@shared/requests/fields'
import type { Static, TSchema } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { DB } from '../db'
import type { WriteLimits } from '../http/limits'

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
 * in types/api.ts. An endpoint's request is defined once in types/requests: Fastify validates the merged query+body
 * (POST) or the query (GET) with it, and the handler receives the validated, coerced input typed by that same
 * schema. The few endpoints with no fields of their own (path parameters only, or a gateway that answers a
 * malformed request in its own envelope) pass `null` instead and read what they need themselves.
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
  schema: null,
  handler: Handler<K>,
): void
export function define(
  app: FastifyInstance,
  ctx: RouteContext,
  key: EndpointKey,
  schemaOrHandler: null | Handler<RequestKey, never>,
  legacyHandler?: Handler<EndpointKey, never>,
): void {
  // The overloads above pair each key with its handler's type; this only dispatches to them.
  if (typeof schemaOrHandler === 'function') defineTyped(app, ctx, key as RequestKey, schemaOrHandler as never)
  else if (legacyHandler) defineUnchecked(app, ctx, key, legacyHandler as never)
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

/** An endpoint without a schema: nothing is validated, and what the handler reads it checks itself. */
function defineUnchecked<K extends EndpointKey>(app: FastifyInstance, ctx: RouteContext, key: K, handler: Handler<K>) {
  const spec = ENDPOINTS[key]
  REQUEST_SCHEMAS.set(key, null)
  app.route({
    method: spec.method,
    url: urlOf(ctx, key),
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

// ---- what Ajv's coercion would let through -----------------------------------------------------

/** The top-level fields of a schema whose type is one of these. */
function fieldsOfType(schema: JsonSchema, test: (property: JsonSchema) => boolean): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  return Object.keys(properties).filter((key) => test(properties[key]))
}

/**
 * What Ajv's coercion would quietly accept: null or a boolean for a 0/1 flag (read as 0 or 1), an
 * array or object for a text or number field (a one-item array is read as its item), and text that
 * reads as ±Infinity ('Infinity', '1e400') for a number field: Ajv coerces it and then skips
 * minimum and maximum, which it checks for finite numbers only, so the page size reached SQLite.
 */
function looseField(schema: JsonSchema): (input: Record<string, unknown>) => string | undefined {
  const flags = fieldsOfType(schema, isFlag)
  const scalars = fieldsOfType(schema, (p) => !isFlag(p) && ['string', 'integer', 'number'].includes(String(p.type)))
  const numbers = fieldsOfType(schema, (p) => ['integer', 'number'].includes(String(p.type)))
  return (input) =>
    flags.find((f) => input[f] === null || typeof input[f] === 'boolean') ??
    scalars.find((f) => typeof input[f] === 'object' && input[f] !== null) ??
    numbers.find((f) => typeof input[f] === 'string' && Math.abs(Number(input[f])) === Infinity)
}

// A gateway route reads its own fields (no schema) with the domain's reading of a scalar.
export { scalarText } from '../domain/format'
