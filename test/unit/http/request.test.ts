import { DURATIONS, TEXTS } from '@/config/constants'
import { registerToast, request, shapeRequest } from '@/http/request'
import { registerSessionGetter } from '@/http/session'
import { RequestError } from '@/http/types'
import { taroRequest } from './taro-request-mock'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { request: jest.requireActual('./taro-request-mock').taroRequest },
}))

const toast = jest.fn()
registerToast(toast)

function answer(statusCode: number, data: unknown) {
  taroRequest.mockResolvedValueOnce({ statusCode, data, header: {} })
}

function lastCall() {
  return taroRequest.mock.calls[taroRequest.mock.calls.length - 1][0] as {
    url: string
    method: string
    header: Record<string, string>
    data?: unknown
    timeout?: number
  }
}

beforeEach(() => {
  taroRequest.mockReset()
  toast.mockReset()
  process.env.API_BASE_MAIN = 'https://main.example'
  process.env.API_BASE_FUND = 'https://fund.example'
  delete process.env.API_BASE_LIVE
})

describe('request forms', () => {
  it('postJson sends the object as JSON', async () => {
    answer(200, { code: '200', data: 1 })
    await expect(request({ url: '/x', form: 'postJson', data: { a: 1 } })).resolves.toEqual({ code: '200', data: 1 })
    expect(lastCall()).toMatchObject({
      url: 'https://main.example/x',
      method: 'POST',
      data: { a: 1 },
      header: { 'Content-Type': 'application/json;charset=UTF-8' },
    })
  })
  it('postUrlencoded puts the fields in the body, postUrlencodedQuery in the query', async () => {
    answer(200, {})
    await request({ url: '/x', form: 'postUrlencoded', data: { a: 1, b: 'c d' } })
    expect(lastCall()).toMatchObject({
      method: 'POST',
      data: 'a=1&b=c%20d',
      header: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    })
    answer(200, {})
    await request({ url: '/x', form: 'postUrlencodedQuery', data: { a: 1 } })
    expect(lastCall()).toMatchObject({ url: 'https://main.example/x?a=1', method: 'POST', data: '' })
  })
  it('postForm sends multipart fields', async () => {
    answer(200, {})
    await request({ url: '/sig', form: 'postForm', data: { funcNo: '1000003' }, base: 'fund' })
    const call = lastCall()
    const boundary = /boundary=(.+)$/.exec(call.header['Content-Type'])?.[1] as string
    expect(call.url).toBe('https://fund.example/sig')
    expect(call.data).toBe(
      `--${boundary}\r\nContent-Disposition: form-data; name="funcNo"\r\n\r\n1000003\r\n--${boundary}--\r\n`,
    )
  })
  it('getJson and getUrlencoded put the payload in the query and send no body', async () => {
    answer(200, {})
    await request({ url: '/t', form: 'getJson', data: { date: '2026-11-22' } })
    expect(lastCall()).toMatchObject({ url: 'https://main.example/t?date=2026-11-22', method: 'GET' })
    expect('data' in lastCall()).toBe(false)
    answer(200, {})
    await request({ url: 'https://ext.example/etf', form: 'getUrlencoded', base: 'none' })
    expect(lastCall()).toMatchObject({
      url: 'https://ext.example/etf',
      method: 'GET',
      header: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    })
  })
  it('shapes every form (pure)', () => {
    expect(shapeRequest('postJson', '/u', undefined).body).toEqual({})
  })
})

describe('timeout', () => {
  it('passes none by default so the framework default applies, and a positive one when asked', async () => {
    answer(200, {})
    await request({ url: '/x', form: 'getJson' })
    expect('timeout' in lastCall()).toBe(false)
    answer(200, {})
    await request({ url: '/x', form: 'getJson', timeout: 0 })
    expect('timeout' in lastCall()).toBe(false)
    answer(200, {})
    await request({ url: '/x', form: 'getJson', timeout: 5000 })
    expect(lastCall().timeout).toBe(5000)
  })
})

describe('session headers', () => {
  it('are added for admin paths only, from the registered getter', async () => {
    const off = registerSessionGetter(() => ({ token: 'tok', userCode: 'uc', cid: 'cid' }))
    answer(200, {})
    await request({ url: '/community-admin/front/topic/queryTopicAll', form: 'postJson' })
    expect(lastCall().header).toMatchObject({ token: 'tok', userCode: 'uc', cid: 'cid' })
    answer(200, {})
    await request({ url: '/api/live/v2/getLives', form: 'getJson' })
    expect(lastCall().header.token).toBeUndefined()
    off()
  })

  it('go to the live service too, whose lists carry the viewer’s reminders, but not to a live address given whole', async () => {
    process.env.API_BASE_LIVE = 'https://live.example'
    const off = registerSessionGetter(() => ({ token: 'tok', userCode: 'uc', cid: 'cid' }))
    answer(200, {})
    await request({ url: '/api/live/v2/getLives', form: 'getUrlencoded', base: 'live', data: { accountId: 'a1' } })
    expect(lastCall().url).toBe('https://live.example/api/live/v2/getLives?accountId=a1')
    expect(lastCall().header).toMatchObject({ token: 'tok', userCode: 'uc', cid: 'cid' })
    answer(200, {})
    await request({ url: 'https://elsewhere.example/api/live/v2/getLives', form: 'getJson', base: 'live' })
    expect(lastCall().header.token).toBeUndefined()
    off()
  })
})

describe('response handling', () => {
  it('toasts the msg of a success response with code 500 for 2 s and still resolves', async () => {
    answer(200, { code: '500', msg: '系统繁忙' })
    await expect(request({ url: '/x', form: 'postJson' })).resolves.toEqual({ code: '500', msg: '系统繁忙' })
    expect(toast).toHaveBeenCalledWith('系统繁忙', DURATIONS.toastMs)
  })
  it('rejects a failed response with a business error', async () => {
    answer(500, { msg: 'boom' })
    await expect(request({ url: '/x', form: 'postJson' })).rejects.toMatchObject({
      kind: 'business',
      message: 'boom',
      status: 500,
    })
    answer(502, null)
    await expect(request({ url: '/x', form: 'postJson' })).rejects.toMatchObject({ message: TEXTS.requestError })
    expect(toast).not.toHaveBeenCalled()
  })
  it('rejects a network failure with kind network, without a toast', async () => {
    taroRequest.mockRejectedValueOnce({ errMsg: 'request:fail timeout' })
    const error = await request({ url: '/x', form: 'postJson' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestError)
    expect(error).toMatchObject({ kind: 'network', message: 'request:fail timeout' })
    taroRequest.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await expect(request({ url: '/x', form: 'postJson' })).rejects.toMatchObject({
      kind: 'network',
      message: 'Failed to fetch',
    })
    taroRequest.mockRejectedValueOnce(undefined)
    await expect(request({ url: '/x', form: 'postJson' })).rejects.toMatchObject({
      kind: 'network',
      message: 'network error',
    })
    expect(toast).not.toHaveBeenCalled()
  })
})
