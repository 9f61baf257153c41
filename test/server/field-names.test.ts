/**
 * Every field the server validates has a Chinese name (types/field-names.ts), so no validation message names a
 * field the way the code spells it.
 */
import type { FastifyInstance } from 'fastify'
import { FIELD_NAMES } from '@shared/field-names'
import { REQUEST_SCHEMAS, type JsonSchema } from '../../server/routes/define'
import { call, DEV, errorBody, makeServer } from './helpers'

let app: FastifyInstance

beforeAll(async () => {
  ;({ app } = await makeServer())
})

afterAll(async () => {
  await app.close()
})

/** The dotted paths of a schema's fields; a list's items share the list's path. */
function fieldPaths(schema: JsonSchema | null | undefined, prefix = ''): string[] {
  if (!schema || typeof schema !== 'object') return []
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const own = Object.entries(properties).flatMap(([name, child]) => [
    prefix + name,
    ...fieldPaths(child, `${prefix}${name}.`),
  ])
  return [...own, ...fieldPaths(schema.items as JsonSchema | undefined, prefix)]
}

it('names every field of every request in Chinese', () => {
  expect(REQUEST_SCHEMAS.size).toBeGreaterThan(80)
  const paths = new Set([...REQUEST_SCHEMAS.values()].flatMap((schema) => fieldPaths(schema)))
  const unnamed = [...paths].filter((path) => !(path in FIELD_NAMES))
  expect(unnamed).toEqual([])
})

it.each([
  ['a missing field', { ...DEV, content: '看好' }, '缺少内容编号'],
  ['an over-long comment', { ...DEV, articleId: '1', content: '涨'.repeat(141) }, '内容不能超过 140 字'],
  ['a blank comment', { ...DEV, articleId: '1', content: '   ' }, '内容不能为空'],
  ['a malformed id', { ...DEV, articleId: 'x', content: '看好' }, '内容编号格式不正确'],
])('answers %s in Chinese', async (_case, payload, message) => {
  const answer = await call(app, 'publish.publishComment', payload)
  expect(answer.status).toBe(400)
  expect(errorBody(answer.raw).msg).toBe(message)
})
