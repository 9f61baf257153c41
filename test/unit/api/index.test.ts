import type { RequestOptions } from '@/http/types'

const calls: RequestOptions[] = []

// The default instance must use the real HTTP layer and the build's product id; both are replaced
// here so the test needs neither Taro nor a network.
jest.mock('@/http', () => ({
  request: (options: RequestOptions) => {
    calls.push(options)
    return Promise.resolve({ code: '200', data: [] })
  },
  readHttpConfig: () => ({ bases: {}, productId: 'wealth' }),
}))

describe('default api instance', () => {
  it("calls '@/http' request with the configured product", async () => {
    const { api, createApi } = await import('@/api')
    expect(typeof createApi).toBe('function')
    await expect(api.misc.porcelainList()).resolves.toEqual([])
    expect(calls).toEqual([
      {
        url: '/wealth-admin/front/porcelain/queryPorcelainList',
        form: 'getUrlencoded',
        base: 'main',
        endpoint: 'misc.queryPorcelainList',
      },
    ])
  })
})
