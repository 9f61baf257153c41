import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError, MESSAGES, errorEnvelope } from './envelope'
import { MAX_CHARS, VISIBLE_TEXT } from './text-length'
import { fieldName } from '@shared/field-names'
import { tooLongMessage } from '@shared/text-length'

interface ValidationIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

/** Readable Chinese for the first schema violation, naming the field the client got wrong in Chinese. */
export function validationMessage(issue: ValidationIssue): string {
  const missing = issue.params.missingProperty as string | undefined
  const path = missing ? `${issue.instancePath}/${missing}` : issue.instancePath
  const field = path.replace(/^\//, '') ? fieldName(path) : '请求内容'
  const limit = String(issue.params.limit)
  switch (issue.keyword) {
    case 'required':
      return `缺少${field}`
    case MAX_CHARS:
      return tooLongMessage(field, Number(issue.params.limit))
    case 'maxLength':
      return `${field}不能超过 ${limit} 个字符`
    case 'minLength':
      return issue.params.limit === 1 ? `${field}不能为空` : `${field}至少需要 ${limit} 个字符`
    case 'type':
    case 'format':
      return `${field}格式不正确`
    case 'enum':
      return `${field}取值无效，可选：${(issue.params.allowedValues as unknown[]).join('、')}`
    case 'pattern':
      return issue.params.pattern === VISIBLE_TEXT ? `${field}不能为空` : `${field}格式不正确`
    case 'not':
      return `${field}含有不允许的字符`
    case 'minimum':
    case 'maximum':
      return `${field}超出允许范围`
    case 'maxItems':
      return `${field}数量过多`
    default:
      return `${MESSAGES.badRequest}：${field}`
  }
}

/**
 * Chinese for the errors Fastify and Node raise before a route runs, by HTTP status; the site's nginx answers
 * a body over its limit with the same 413 (scripts/deploy/render-nginx.ts).
 */
export const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: '请求地址或内容格式有误',
  408: '请求超时，请稍后再试',
  413: '请求内容过大',
  414: '请求地址过长',
  415: '不支持的请求格式',
  431: '请求头过大',
}

const frameworkMessage = (status: number): string => FRAMEWORK_MESSAGES[status] ?? MESSAGES.badRequest

/** Router-level failures (bad URL encoding, an over-long path parameter): Fastify's frameworkErrors option. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400)
  void reply.status(status).send(errorEnvelope(status, frameworkMessage(status)))
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers too large, a garbled
 * request line, a timeout): answered on the raw socket in the same envelope, then closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400
  const body = JSON.stringify(errorEnvelope(status, frameworkMessage(status)))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}

/** Every failure leaves as an envelope; a stack trace never reaches the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(errorEnvelope(error.status, error.message))
    }
    const fe = error as FastifyError
    if (fe.validation && fe.validation.length > 0) {
      return reply.status(400).send(errorEnvelope(400, validationMessage(fe.validation[0] as ValidationIssue)))
    }
    const status = fe.statusCode ?? 500
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type): keep the status, say it in Chinese.
      const msg = status === 413 || status === 415 ? frameworkMessage(status) : MESSAGES.badRequest
      return reply.status(status).send(errorEnvelope(status, msg))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send(errorEnvelope(500, MESSAGES.serverError))
  })
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(errorEnvelope(404, '接口不存在'))
  })
}
