import { DEFAULT_PRODUCT, ENDPOINTS, ENDPOINT_TYPES_COMPLETE, fillPath } from '@shared/api'
import { LIMITS, TEXTS } from '@/config/constants'
import { RequestError } from '@/http/types'
import { callData, callUpload, dataAtBoot, optionsFor, toPayload, withPage, type ApiContext } from '@/api/core'
import { createApi } from '@/api/create'
import { fakeRequest, ok } from './fake-request'

describe('endpoint table', () => {
  it('has a type entry for every endpoint', () => {
    expect(ENDPOINT_TYPES_COMPLETE).toBe(true)
  })

  it('keeps the docs/product.md §7.3 paths exactly', () => {
    const paths = Object.values(ENDPOINTS).map((e) => e.path)
    for (const path of [
      '/{product}-admin/act/page/common/info/{pageId}',
      '/{product}-admin/front/live/getLives',
      '/api/saveApptHis',
      '/api/live/v2/getLives',
      '/api/live/v2/getMyPageLive',
      '/api/live/v2/getLiveOpenType',
      '/{product}-admin/front/topic/queryTopicAll',
      '/{product}-admin/front/topicInfo/getActivityTopicOverview',
      '/{product}-admin/front/myFollowsController/myFollowUsersLastClickTime',
      '/{product}-admin/front/myFollowsController/clickMyFollowUsers',
      '/{product}-admin/front/myFollowsController/FollowCircles',
      '/{product}-admin/front/approve/praiseViewOrComment.do',
      '/cmapi/praiseViewOrComment.json',
      '/{product}-admin/front/uerInfo/queryBigVHomeInfo',
      '/{product}-admin/front/circle/findInformation',
      '/{product}-admin/business/searchColumnInformation/queryColumn',
      '/{product}-admin/business/searchColumnInformation/queryUserList',
      '/{product}-admin/front/porcelain/queryPorcelainList',
      '/{product}-admin/sys/tradingDay/getTradingDay',
      '/{product}-admin/sys/config/value/{key}',
      '/api/getInterfaceSwitch',
      '/servlet/json',
    ]) {
      expect(paths).toContain(path)
    }
  })

  it('uses each (method, path) once, so the server can register routes from it', () => {
    const seen = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`)
    // The servlet is one address for several function numbers: fund ranges/trends (GET) and signature (POST).
    expect(new Set(seen).size).toBe(seen.length)
  })

  it('fills the product and URI-encodes path parameters', () => {
    expect(fillPath('/{product}-admin/x/{id}', 'community', { id: 'a/b c' })).toBe('/community-admin/x/a%2Fb%20c')
    expect(() => fillPath('/{product}-admin/x/{id}', 'community')).toThrow('{id}')
  })
})

describe('core helpers', () => {
  it('drops undefined fields and keeps null, false, 0 and arrays', () => {
    expect(toPayload({ a: undefined, b: null, c: false, d: 0, e: ['x'] })).toEqual({
      b: null,
      c: false,
      d: 0,
      e: ['x'],
    })
  })

  it('defaults to page 1 and the default page size (LIMITS.pageSize)', () => {
    expect(withPage<{ topicId: string; pageNum: number; pageSize: number }>({ topicId: 't' })).toEqual({
      topicId: 't',
      pageNum: 1,
      pageSize: LIMITS.pageSize,
    })
    expect(withPage({ pageNum: 3, pageSize: 5 })).toEqual({ pageNum: 3, pageSize: 5 })
  })

  it('builds options with the product, form and base of the table', () => {
    const { request } = fakeRequest()
    expect(optionsFor({ request, product: 'etf' }, 'follow.lastClickTime', { accountId: '1' })).toEqual({
      url: '/etf-admin/front/myFollowsController/myFollowUsersLastClickTime',
      form: 'postJson',
      base: 'main',
      data: { accountId: '1' },
      endpoint: 'follow.lastClickTime',
    })
    expect(optionsFor({ request, product: 'etf' }, 'misc.queryPorcelainList')).not.toHaveProperty('data')
    // The endpoint's name and path parts tell the HTTP layer whether and how the read is kept offline (§8.5).
    expect(optionsFor({ request, product: 'etf' }, 'article.appInfo', {}, { id: 'a1' })).toMatchObject({
      endpoint: 'article.appInfo',
      params: { id: 'a1' },
    })
  })

  it('uses product "community" by default and another product when given', async () => {
    const fake = fakeRequest(() => ok({}))
    await createApi(fake.request).misc.porcelainList()
    await createApi(fake.request, 'fund').misc.porcelainList()
    expect(DEFAULT_PRODUCT).toBe('community')
    expect(fake.calls.map((c) => c.url)).toEqual([
      '/community-admin/front/porcelain/queryPorcelainList',
      '/fund-admin/front/porcelain/queryPorcelainList',
    ])
  })
})

describe('admin envelope', () => {
  const ctx = (body: unknown) => ({ request: fakeRequest(() => body).request, product: 'community' })

  it("resolves data when code is '200' (string or number) or success is true", async () => {
    await expect(callData(ctx(ok([1])), 'misc.getHotStock')).resolves.toEqual([1])
    await expect(callData(ctx({ code: 200, data: [2] }), 'misc.getHotStock')).resolves.toEqual([2])
    await expect(callData(ctx({ code: '0', success: true, data: [3] }), 'misc.getHotStock')).resolves.toEqual([3])
  })

  it('rejects a 2xx body with another code, preferring error_info, then msg', async () => {
    const a = callData(ctx({ code: '500', msg: 'busy', error_info: 'db down', data: null }), 'misc.getHotStock')
    await expect(a).rejects.toBeInstanceOf(RequestError)
    await expect(a).rejects.toMatchObject({ message: 'db down', kind: 'business' })
    await expect(callData(ctx({ code: '500', msg: 'busy', data: null }), 'misc.getHotStock')).rejects.toThrow('busy')
    await expect(callData(ctx({ data: [] }), 'misc.getHotStock')).rejects.toMatchObject({
      message: TEXTS.requestError,
      detail: expect.stringContaining('code none'),
    })
  })

  it('rejects an empty or unreadable body with the generic text for people and the reason for logs', async () => {
    for (const body of [null, 'oops']) {
      await expect(callData(ctx(body), 'misc.getHotStock')).rejects.toMatchObject({
        message: TEXTS.requestError,
        detail: 'misc.getHotStock: empty response',
      })
    }
  })

  it('passes HTTP-layer rejections through unchanged', async () => {
    const error = new RequestError('offline', 'network')
    const request = (() => Promise.reject(error)) as never
    await expect(callData({ request, product: 'community' }, 'misc.getHotStock')).rejects.toBe(error)
  })
})

describe('the answer the page carried (dataAtBoot)', () => {
  const withBoot = (answer: (url: string) => unknown): ApiContext => ({
    request: fakeRequest().request,
    product: 'community',
    atBoot: <T>(options: { url: string }) => answer(options.url) as T | undefined,
  })

  it('unwraps a carried success for the call it was carried for', () => {
    const seen: string[] = []
    const ctx = withBoot((url) => {
      seen.push(url)
      return ok({ id: 'a1' })
    })
    expect(dataAtBoot(ctx, 'article.appInfo', { accountId: 'u1' }, { id: 'a1' })).toEqual({ id: 'a1' })
    expect(seen).toEqual([fillPath(ENDPOINTS['article.appInfo'].path, 'community', { id: 'a1' })])
  })

  it('is undefined when nothing was carried, there is no boot answer at all, or the carried answer failed', () => {
    expect(
      dataAtBoot(
        withBoot(() => undefined),
        'misc.getHotStock',
      ),
    ).toBeUndefined()
    expect(dataAtBoot({ request: fakeRequest().request, product: 'community' }, 'misc.getHotStock')).toBeUndefined()
    expect(
      dataAtBoot(
        withBoot(() => ({ code: '500', msg: 'busy' })),
        'misc.getHotStock',
      ),
    ).toBeUndefined()
    expect(
      dataAtBoot(
        withBoot(() => null),
        'misc.getHotStock',
      ),
    ).toBeUndefined()
  })
})

describe('uploads (callUpload)', () => {
  it('sends the file with its progress callback to the upload endpoint and resolves the data', async () => {
    const fake = fakeRequest(() => ok({ url: '/static-uploads/x.png' }))
    const progress = jest.fn()
    const ctx = { request: fake.request, product: 'community' }
    await expect(callUpload(ctx, 'upload.image', { path: '/tmp/x.png', name: 'file' }, progress)).resolves.toEqual({
      url: '/static-uploads/x.png',
    })
    expect(fake.calls[0]).toMatchObject({ file: { path: '/tmp/x.png', name: 'file' }, onProgress: progress })
    expect(fake.calls[0]?.url).toBe(fillPath(ENDPOINTS['upload.image'].path, 'community'))
  })

  it("rejects a failed upload with the server's message", async () => {
    const fake = fakeRequest(() => ({ code: '400', msg: '图片格式不支持', data: null }))
    await expect(
      callUpload({ request: fake.request, product: 'community' }, 'upload.image', { path: '/x', name: 'file' }),
    ).rejects.toMatchObject({ message: '图片格式不支持', kind: 'business' })
  })
})
