// light-my-request (fastify.inject) requires `cookie` 2, which ships as ESM only; Jest's CommonJS
// runtime cannot load it. inject uses only stringifySetCookie, and only for request cookies.
jest.mock('cookie', () => ({
  stringifySetCookie: (c: { name: string; value: string }) => `${c.name}=${encodeURIComponent(c.value)}`,
}))

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { ENDPOINTS, fillPath, type EndpointKey, type EndpointResponse, type ErrorEnvelope } from '@shared/api'
import { buildServer } from '../../server/app'
import { clockFrom } from '../../server/china-day'

/** A fixed seed base so two seeded databases can be compared row for row (seed tests only). */
export const SEED_NOW = Date.parse('2026-11-20T04:00:00Z')

export const DEV = { accountId: 'dev-10001', token: 'dev-token-10001', userCode: 'dev-user-10001' } as const
/** Another seeded account, for "wrong token" and "not the author" cases. */
export const OTHER = { accountId: 'acc-10002', token: 'tok-10002', userCode: 'uc-10002' } as const

export const A = '/community-admin'

export function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'community-server-'))
}

export async function makeServer(
  dir = tempDir(),
  options: { distDir?: string; hostSim?: boolean; productId?: string; writeLimits?: boolean; now?: number } = {},
): Promise<{ app: FastifyInstance; dir: string; dbPath: string }> {
  const dbPath = path.join(dir, 'community.db')
  const app = await buildServer({
    dbPath,
    distDir: options.distDir ?? path.join(dir, 'no-dist'),
    // Seeded relative to now: open votes, upcoming lives and today’s round must stay open whenever the tests run.
    seedNow: options.now ?? Date.now(),
    now: options.now === undefined ? undefined : clockFrom(options.now),
    hostSim: options.hostSim,
    productId: options.productId,
    writeLimits: options.writeLimits,
  })
  return { app, dir, dbPath }
}

export async function post(app: FastifyInstance, url: string, payload: object = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload })
}

export async function get(app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url })
}

export interface Reply<K extends EndpointKey> {
  status: number
  body: EndpointResponse<K>
  raw: LightMyRequestResponse
}

/**
 * Calls an endpoint the way the app does: method and path from the contract's ENDPOINTS table,
 * GET payloads in the query string, POST payloads as JSON.
 */
export async function call<K extends EndpointKey>(
  app: FastifyInstance,
  key: K,
  payload: Record<string, unknown> = {},
  params: Record<string, string> = {},
): Promise<Reply<K>> {
  const spec = ENDPOINTS[key]
  const url = fillPath(spec.path, 'community', params)
  const res =
    spec.method === 'GET'
      ? await app.inject({
          method: 'GET',
          url,
          query: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])),
        })
      : await app.inject({ method: 'POST', url, payload })
  return { status: res.statusCode, body: JSON.parse(res.body) as EndpointResponse<K>, raw: res }
}

export const errorBody = (res: LightMyRequestResponse): ErrorEnvelope => JSON.parse(res.body) as ErrorEnvelope

export function expectError(res: LightMyRequestResponse, status: number): void {
  expect(res.statusCode).toBe(status)
  const b = errorBody(res)
  expect(b.code).toBe(String(status))
  expect(typeof b.msg).toBe('string')
  expect(b.msg.length).toBeGreaterThan(0)
  expect(res.body).not.toMatch(/at .*\.ts:\d+/) // never a stack trace
}
