import type { FastifyError, FastifyInstance } from 'fastify'
import { ApiError, MESSAGES, errorEnvelope } from './envelope'

interface ValidationIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

/** Readable Chinese for the first schema violation, naming the field the client got wrong. */
export function validationMessage(issue: ValidationIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.')
  const field = (issue.params.missingProperty as string | undefined) ?? (path || '请求体')
  switch (issue.keyword) {
    case 'required':
      return `缺少必填参数：${field}`
    case 'maxLength':
      return `${field} 不能超过 ${String(issue.params.limit)} 个字符`
    case 'minLength':
      return issue.params.limit === 1 ? `${field} 不能为空` : `${field} 至少需要 ${String(issue.params.limit)} 个字符`
    case 'type':
      return `${field} 类型错误，应为 ${String(issue.params.type)}`
    case 'enum':
      return `${field} 取值无效，可选：${(issue.params.allowedValues as unknown[]).join('、')}`
    case 'pattern':
    case 'format':
      return `${field} 格式不正确`
    case 'minimum':
    case 'maximum':
      return `${field} 超出允许范围`
    case 'maxItems':
      return `${field} 数量过多`
    default:
      return `${MESSAGES.badRequest}：${field}`
  }
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
      const msg = status === 413 ? '请求内容过大' : status === 415 ? '不支持的请求格式' : MESSAGES.badRequest
      return reply.status(status).send(errorEnvelope(status, msg))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send(errorEnvelope(500, MESSAGES.serverError))
  })
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(errorEnvelope(404, '接口不存在'))
  })
}
