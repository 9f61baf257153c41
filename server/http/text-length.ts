import type { Ajv, SchemaValidateFunction } from 'ajv'
import { decodeNonBmp } from '@shared/emoji-entities'
import { countChars } from '@shared/text-length'
import { MAX_CHARS } from '@shared/requests/fields'

// Defined with the request builders that use them (types/requests/fields.ts).
export { MAX_CHARS, VISIBLE_TEXT } from '@shared/requests/fields'

/**
 * Counts the text as the composer's counter does, after turning the emoji entities the app sends back into
 * characters (docs/product.md §5.1): a UTF-16 length would count one emoji as up to nine characters.
 */
const withinChars: SchemaValidateFunction = (limit: number, data: unknown): boolean => {
  if (typeof data !== 'string' || countChars(decodeNonBmp(data)) <= limit) return true
  withinChars.errors = [{ keyword: MAX_CHARS, message: 'too long', params: { limit } }]
  return false
}

/** An Ajv plugin for Fastify's `ajv.plugins` option. */
export function textLengthKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword({
    keyword: MAX_CHARS,
    type: 'string',
    schemaType: 'number',
    errors: true,
    validate: withinChars,
  })
}
