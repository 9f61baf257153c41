/**
 * Sending a local file (a post's image) with Taro.uploadFile, which builds the multipart body on
 * both targets and reports progress. A module of its own, imported by the composer only, so the
 * upload API's code loads with the pages that upload and not with the first screen.
 */
import Taro from '@tarojs/taro'
import { readHttpConfig } from './config'
import { networkMessage, settle, timeoutOption } from './request'
import { sessionHeaders } from './session'
import { RequestError, type Request, type RequestOptions } from './types'
import { needsSessionHeaders, resolveUrl } from './url'

export const uploadRequest: Request = async <T>(options: RequestOptions): Promise<T> => {
  const file = options.file
  if (!file) throw new RequestError('upload without a file', 'business')
  const { bases } = readHttpConfig()
  const target = resolveUrl(options.url, options.base, bases)
  let answer: Taro.uploadFile.SuccessCallbackResult
  try {
    const task = Taro.uploadFile({
      url: target,
      filePath: file.path,
      name: file.name,
      // The platform sets the multipart content type with its own boundary.
      header: needsSessionHeaders(target, options.base, bases) ? sessionHeaders() : {},
      formData: (options.data ?? {}) as Record<string, unknown>,
      ...timeoutOption(options.timeout),
    })
    const onProgress = options.onProgress
    if (onProgress) task.progress((update) => onProgress(update.progress))
    answer = await task
  } catch (error) {
    throw new RequestError(networkMessage(error), 'network', undefined, error)
  }
  let data: unknown = answer.data
  try {
    data = JSON.parse(answer.data)
  } catch {
    // Not JSON: judged as it is (a gateway's error page is a failed request).
  }
  return settle<T>({ statusCode: answer.statusCode, data })
}
