import type { Clock } from '../china-day'
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import { badRequest } from '../http/envelope'
import { VISIBLE_TEXT } from '../http/text-length'
import { fieldName } from '@shared/field-names'
import { ENDPOINTS, type EndpointKey, type EndpointRequest, type EndpointResponse } from '@shared/api'
import type { DB } from '../db'
import type { WriteLimits } from '../http/limits'

export { VISIBLE_TEXT }

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

type Handler<K extends EndpointKey> = (
  input: EndpointRequest<K>,
  request: FastifyRequest,
  params: Record<string, string>,
) => EndpointResponse<K> | Promise<EndpointResponse<K>>

/** Every endpoint's request schema, as registered: what a field-name check or a fuzz test walks. */
export const REQUEST_SCHEMAS = new Map<EndpointKey, JsonSchema | null>()

/**
 * Registers one endpoint of the contract's table: the path and method come from ENDPOINTS, so a
 * path is spelled only in types/api.ts. The schema validates the merged query+body (POST) or the
 * query (GET); handlers receive the validated, coerced input.
 */
export function define<K extends EndpointKey>(
  app: FastifyInstance,
  ctx: RouteContext,
  key: K,
  schema: JsonSchema | null,
  handler: Handler<K>,
): void {
  const spec = ENDPOINTS[key]
  const url = spec.path.replace('{product}', ctx.productId).replace(/\{(\w+)\}/g, ':$1')
  REQUEST_SCHEMAS.set(key, schema)
  const validation = schema ? (spec.method === 'GET' ? { querystring: schema } : { body: schema }) : undefined
  app.route({
    method: spec.method,
    url,
    schema: validation,
    preValidation: refuseLooseFields(looseField(schema), spec.method),
    preHandler: ctx.limits.hooksFor(key),
    handler: async (request) => {
      const input = (spec.method === 'GET' ? request.query : request.body) ?? {}
      return handler(input as EndpointRequest<K>, request, (request.params ?? {}) as Record<string, string>)
    },
  })
}

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

/** NUL ends strings in C libraries downstream and matches nothing a person typed. */
const NO_NUL: JsonSchema = { not: { type: 'string', pattern: '\\u0000' } }

export const str = (max = 64, min = 1): JsonSchema => ({
  type: 'string',
  minLength: min,
  maxLength: max,
  ...(min > 0 ? { pattern: VISIBLE_TEXT } : {}),
  ...NO_NUL,
})
/**
 * A text a person writes, limited in characters as the composer counts them (server/http/text-length.ts), not in
 * UTF-16 units; the request's body limit bounds what it costs on the wire.
 */
export const text = (maxChars: number): JsonSchema => ({
  type: 'string',
  minLength: 1,
  maxChars,
  pattern: VISIBLE_TEXT,
  ...NO_NUL,
})
export const id: JsonSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[\\w.-]+$' }
/** One spelling per number: no leading zeros, signs, exponents or fractions (0x1, 1e0, +1, 1.0, 01). */
export const CANONICAL_ID = '^(0|[1-9][0-9]{0,11})$'
export const numericId: JsonSchema = { type: 'string', pattern: CANONICAL_ID }
/**
 * A 0/1 flag. Ajv's coercion would read null as 0 and true as 1; flagFields() makes define()
 * refuse those before coercion, so only 0, 1, '0' and '1' pass.
 */
export const zeroOne: JsonSchema = { type: 'integer', enum: [0, 1] }

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
  const flags = fieldsOfType(schema, (p) => p === zeroOne)
  const scalars = fieldsOfType(schema, (p) => p !== zeroOne && ['string', 'integer', 'number'].includes(String(p.type)))
  const numbers = fieldsOfType(schema, (p) => ['integer', 'number'].includes(String(p.type)))
  return (input) =>
    flags.find((f) => input[f] === null || typeof input[f] === 'boolean') ??
    scalars.find((f) => typeof input[f] === 'object' && input[f] !== null) ??
    numbers.find((f) => typeof input[f] === 'string' && Math.abs(Number(input[f])) === Infinity)
}
export const int = (minimum: number, maximum: number): JsonSchema => ({ type: 'integer', minimum, maximum })
export const strArray = (items: JsonSchema, maxItems: number): JsonSchema => ({ type: 'array', items, maxItems })

/** A string or finite number as text; null for anything else (objects, arrays, booleans). */
export function scalarText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return value === undefined ? '' : null
}

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
export { page, offsetOf, fmtDate, fmtDay, likePattern } from '../domain/format'
