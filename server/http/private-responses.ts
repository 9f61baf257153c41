/**
 * An answer computed for one person (their token in the headers, or an account or token named in the
 * request) must not be kept by a browser cache or a shared proxy: `Cache-Control: no-store`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'

const PERSONAL_FIELDS = ['token', 'accountId', 'userCode'] as const

function names(source: unknown): boolean {
  if (!source || typeof source !== 'object') return false
  return PERSONAL_FIELDS.some((field) => {
    const value = (source as Record<string, unknown>)[field]
    return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
  })
}

export function isPersonal(request: FastifyRequest): boolean {
  const header = request.headers.token
  return (typeof header === 'string' && header !== '') || names(request.query) || names(request.body)
}

export function registerPrivateResponses(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '')
    if (type.includes('json') && isPersonal(request)) reply.header('cache-control', 'no-store')
    return payload
  })
}
