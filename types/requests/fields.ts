/**
 * The building blocks of every request's one definition (types/requests/<area>.ts): each builder returns a TypeBox
 * schema, which the server validates with (Ajv, through Fastify) and from which both sides take the request's static
 * type (`EndpointRequest<K>` in types/api.ts). Only the server imports this at run time; the app imports types only,
 * so TypeBox never reaches the client bundle.
 */
import { Kind, Type, type Static, type TArray, type TProperties, type TSchema } from '@sinclair/typebox'

/** Text the server stores or searches must have a visible character; a required text of spaces is empty. */
export const VISIBLE_TEXT = '\\S'

/** NUL ends strings in C libraries downstream and matches nothing a person typed. */
export const NO_NUL = { not: { type: 'string', pattern: '\\u0000' } } as const

/** One spelling per number: no leading zeros, signs, exponents or fractions (0x1, 1e0, +1, 1.0, 01). */
export const CANONICAL_ID = '^(0|[1-9][0-9]{0,11})$'

/** The schema keyword for texts a person writes: `{ maxChars: 140 }`, counted as types/text-length.ts counts. */
export const MAX_CHARS = 'maxChars'

export const str = (max = 64, min = 1) =>
  Type.String({ minLength: min, maxLength: max, ...(min > 0 ? { pattern: VISIBLE_TEXT } : {}), ...NO_NUL })

/**
 * A text a person writes, limited in characters as the composer counts them (server/http/text-length.ts registers
 * the keyword), not in UTF-16 units; the request's body limit bounds what it costs on the wire.
 */
export const text = (maxChars: number) =>
  Type.String({ minLength: 1, [MAX_CHARS]: maxChars, pattern: VISIBLE_TEXT, ...NO_NUL })

export const id = Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\w.-]+$' })

export const numericId = Type.String({ pattern: CANONICAL_ID })

export const int = (minimum: number, maximum: number) => Type.Integer({ minimum, maximum })

export const strArray = <T extends TSchema>(items: T, maxItems: number, minItems = 0): TArray<T> =>
  Type.Array(items, { maxItems, ...(minItems > 0 ? { minItems } : {}) })

/**
 * One of a few fixed texts, as `{ type: 'string', enum }` (TypeBox's own unions would be `anyOf`, whose errors name
 * no allowed value): the refusal lists them (server/http/errors.ts).
 */
export const oneOf = <const T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: values })

/** The kind that marks a 0/1 flag, so the server finds flags by what they are, not by object identity. */
export const FLAG_KIND = 'ZeroOne'

/**
 * A 0/1 flag. Ajv's coercion would read null as 0 and true as 1; server/routes/define.ts refuses those before
 * coercion for every field of this kind, so only 0, 1, '0' and '1' pass.
 */
export const zeroOne = Type.Unsafe<0 | 1>({ [Kind]: FLAG_KIND, type: 'integer', enum: [0, 1] })

/** Whether a field's schema is a 0/1 flag (spread copies keep the kind). */
export const isFlag = (schema: unknown): boolean =>
  typeof schema === 'object' && schema !== null && (schema as { [Kind]?: unknown })[Kind] === FLAG_KIND

export const opt = Type.Optional

/**
 * Paging. Required with a default: Ajv fills a missing page from the default before it checks `required`
 * (Fastify's `useDefaults`), so a request may leave them out while the handler always has both.
 */
export const PAGE_FIELDS = {
  pageNum: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
}

/**
 * The identity fields are typed but optional: a write without them is "not logged in" (401 from requireCaller), not
 * "bad input" (400).
 */
export const AUTH_FIELDS = { accountId: opt(id), token: opt(str(128)), userCode: opt(str(128)) }

/** A request's fields; a field is required unless wrapped in `opt(...)`. */
export const obj = <P extends TProperties>(properties: P) => Type.Object(properties)

/** A write's fields beside the identity fields. */
export const authObj = <P extends TProperties>(properties: P) => Type.Object({ ...AUTH_FIELDS, ...properties })

/** A page of a list, read by a viewer who may name themselves (accountId). */
export const pageObj = <P extends TProperties>(properties: P) =>
  Type.Object({ ...PAGE_FIELDS, accountId: opt(id), ...properties })

export type { Static }
