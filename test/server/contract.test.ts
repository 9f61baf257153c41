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
    const params: Record<string, string> = {
      id: '1',
      pageId: 'app-home',
      key: 'ETF_ACCOUNT_IDS',
      token: 'dev-token-10001',
    }
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
    const res = await other.inject({ method: 'GET', url: '/etf-admin/front/porcelain/queryPorcelainList' })
    expect(res.statusCode).toBe(200)
    const old = await other.inject({ method: 'GET', url: '/community-admin/front/porcelain/queryPorcelainList' })
    expect(old.statusCode).toBe(404)
    await other.close()
  })
})

describe('endpoints no screen used (docs/product.md §7.5)', () => {
  it.each([
    ['GET', '/community-admin/front/userFollow/relation/dev-token-10001/acc-10002'],
    ['POST', '/community-admin/front/uerInfo/CRH-CM-IN2312'],
    ['POST', '/community-admin/front/uerInfo/queryLiveInfoByAccountId'],
    ['POST', '/community-admin/front/uerInfo/findAccountId'],
    ['POST', '/community-admin/front/pubContent/appGetViewList'],
    ['GET', '/account/query_outer_account.json'],
    ['GET', '/community-admin/front/public/getHomePageUrl/acc-10002'],
    ['GET', '/community-admin/front/public/getVersion'],
    ['POST', '/community-admin/front/thirdSystem/getNewArticleByAccount'],
  ] as const)('%s %s is not served', async (method, url) => {
    const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) })
    expect(res.statusCode).toBe(404)
  })
})
