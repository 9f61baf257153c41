import { TEXTS } from '@/config/constants'
import { failureMessage, isSuccessResponse, judgeResponse } from '@/http/response'
import { RequestError } from '@/http/types'

describe('isSuccessResponse (docs/product.md §8.1)', () => {
  it.each([
    [200, {}],
    [204, null],
    [299, 'text'],
    [500, { success: true }],
    [500, { code: '200' }],
    [400, { code: 200 }],
  ])('status %p body %p is a success', (status, body) => expect(isSuccessResponse(status, body)).toBe(true))
  it.each([
    [199, {}],
    [300, {}],
    [404, { success: 'true' }],
    [500, { code: '500' }],
    [0, undefined],
  ])('status %p body %p is a failure', (status, body) => expect(isSuccessResponse(status, body)).toBe(false))
})

describe('failureMessage', () => {
  it('prefers error_info, then msg, then the standard text', () => {
    expect(failureMessage({ error_info: 'E', msg: 'M' })).toBe('E')
    expect(failureMessage({ error_info: '', msg: 'M' })).toBe('M')
    expect(failureMessage({ msg: 404 })).toBe('404')
    expect(failureMessage('<html>')).toBe(TEXTS.requestError)
  })
})

describe('judgeResponse', () => {
  it('resolves a 200 response with code 500 and asks for its msg as a toast', () => {
    expect(judgeResponse(200, { code: '500', msg: '系统繁忙' })).toEqual({
      ok: true,
      body: { code: '500', msg: '系统繁忙' },
      toast: '系统繁忙',
    })
    expect(judgeResponse(200, { code: 500 })).toMatchObject({ ok: true, toast: null })
    expect(judgeResponse(200, { code: '200' })).toMatchObject({ ok: true, toast: null })
  })
  it('rejects a failed response with a business error carrying status and body', () => {
    const verdict = judgeResponse(500, { error_info: 'down' })
    expect(verdict.ok).toBe(false)
    const error = (verdict as { error: RequestError }).error
    expect(error).toBeInstanceOf(RequestError)
    expect(error).toMatchObject({ message: 'down', kind: 'business', status: 500, body: { error_info: 'down' } })
  })
})
