import type { FastifyInstance } from 'fastify'
import { ENDPOINTS, fillPath, type EndpointKey } from '@shared/api'
import { makeServer } from './helpers'

let app: FastifyInstance
beforeAll(async () => {
  ;({ app } = await makeServer())
})
afterAll(() => app.close())

describe('the contract table', () => {
  it.each(Object.keys(ENDPOINTS) as EndpointKey[])('%s is served at its path and method', async (key) => {
    const spec = ENDPOINTS[key]
    const params: Record<string, string> = { id: '1', pageId: 'app-home', key: 'MOBILE_KEY', token: 'dev-token-10001' }
    const res = await app.inject({
      method: spec.method,
      url: fillPath(spec.path, 'community', params),
      ...(spec.method === 'POST' ? { payload: {} } : {}),
    })
    // Whatever the payload's fate (400/401/404 for a missing id), the route itself must exist and never 500.
    expect(res.body).not.toContain('接口不存在')
    expect(res.statusCode).toBeLessThan(500)
  })

  it('answers an unknown path with a 404 envelope', async () => {
    const res = await app.inject({ method: 'POST', url: '/community-admin/front/nope' })
    expect(res.statusCode).toBe(404)
    expect(JSON.parse(res.body)).toMatchObject({ code: '404', msg: '接口不存在' })
  })

  it('uses the configured product id in admin paths', async () => {
    const { app: other } = await makeServer(undefined, { productId: 'etf' })
    const res = await other.inject({ method: 'GET', url: '/etf-admin/front/public/getVersion' })
    expect(res.statusCode).toBe(200)
    const old = await other.inject({ method: 'GET', url: '/community-admin/front/public/getVersion' })
    expect(old.statusCode).toBe(404)
    await other.close()
  })
})
