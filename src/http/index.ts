/** The HTTP layer: what API modules import. */
export * from './types'
export { answeredAtBoot, request, registerToast, type Toast } from './request'
export { registerSessionGetter, type SessionGetter, type SessionHeaders } from './session'
export { readHttpConfig, type HttpConfig, type BaseAddresses } from './config'
export { ADMIN_PATH_SEGMENT, resolveUrl, needsSessionHeaders } from './url'
export { isSuccessResponse, judgeResponse } from './response'
