/**
 * Response envelopes (docs/product.md §8). The client counts a response as success when `success` is true,
 * `code` is '200' or the HTTP status is 2xx, and shows `error_info`, else `msg`, on failure —
 * so errors carry a non-2xx status, success false and both message fields.
 */
export interface OkEnvelope<T> {
  code: '200'
  success: true
  msg: string
  data: T
}

export interface ErrorEnvelope {
  code: string
  success: false
  msg: string
  error_info: string
}

export function ok<T>(data: T, msg = '成功'): OkEnvelope<T> {
  return { code: '200', success: true, msg, data }
}

export function errorEnvelope(status: number, msg: string): ErrorEnvelope {
  return { code: String(status), success: false, msg, error_info: msg }
}

/** Thrown by handlers; the error handler turns it into an ErrorEnvelope with the same status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const MESSAGES = {
  unauthorized: '请先登录',
  badRequest: '请求参数有误',
  notFound: '请求的内容不存在',
  takenDown: '抱歉本内容已下架，无法查看详情',
  forbidden: '无权操作',
  serverError: '服务器开小差了，请稍后再试',
} as const

export const notFound = (what: string = MESSAGES.notFound) => new ApiError(404, what)
export const badRequest = (what: string) => new ApiError(400, what)
