import { IMAGE_DIMENSIONS_MESSAGE } from '@shared/content-limits'
import { registerToast } from '@/http/request'
import { registerSessionGetter } from '@/http/session'
import { RequestError } from '@/http/types'
import { uploadRequest } from '@/http/upload'

const mockUploadFile = jest.fn()
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { uploadFile: (o: unknown) => mockUploadFile(o) } }))

registerToast(jest.fn())

/** A Taro upload task: a promise with progress(), as Taro.uploadFile returns on both targets. */
function task(answer: Promise<{ statusCode: number; data: string }>, steps: number[] = []) {
  return Object.assign(answer, {
    progress(cb: (u: { progress: number }) => void) {
      for (const progress of steps) cb({ progress })
      return this
    },
  })
}

const options = {
  url: '/community-admin/front/upload/image',
  form: 'postForm' as const,
  file: { path: 'blob:photo', name: 'file' },
}

beforeEach(() => mockUploadFile.mockReset())

describe('uploadRequest', () => {
  it('sends the file with the session headers on admin paths, reports progress and reads the JSON answer', async () => {
    const off = registerSessionGetter(() => ({ token: 'tok', userCode: 'uc', cid: 'cid' }))
    mockUploadFile.mockReturnValue(
      task(
        Promise.resolve({ statusCode: 200, data: JSON.stringify({ code: '200', data: { url: '/x.png' } }) }),
        [40, 100],
      ),
    )
    const progress: number[] = []
    const body = await uploadRequest<{ data: { url: string } }>({ ...options, onProgress: (p) => progress.push(p) })
    expect(body.data.url).toBe('/x.png')
    expect(progress).toEqual([40, 100])
    const sent = mockUploadFile.mock.calls[0][0] as { filePath: string; name: string; header: Record<string, string> }
    expect(sent).toMatchObject({ filePath: 'blob:photo', name: 'file' })
    expect(sent.header).toMatchObject({ token: 'tok', userCode: 'uc' })
    // The platform writes the multipart content type with its own boundary.
    expect(Object.keys(sent.header).some((k) => k.toLowerCase() === 'content-type')).toBe(false)
    off()
  })

  it('a failed transfer is a network error; a refusal is the server’s business error', async () => {
    mockUploadFile.mockReturnValue(task(Promise.reject({ errMsg: 'uploadFile:fail timeout' })))
    await expect(uploadRequest(options)).rejects.toMatchObject({ kind: 'network' })
    mockUploadFile.mockReturnValue(
      task(Promise.resolve({ statusCode: 413, data: JSON.stringify({ code: '413', msg: '图片太大' }) })),
    )
    await expect(uploadRequest(options)).rejects.toBeInstanceOf(RequestError)
    // The server's own words reach the composer, which shows them (docs/api.md, Upload).
    const refusal = { code: '400', success: false, msg: IMAGE_DIMENSIONS_MESSAGE, error_info: IMAGE_DIMENSIONS_MESSAGE }
    mockUploadFile.mockReturnValue(task(Promise.resolve({ statusCode: 400, data: JSON.stringify(refusal) })))
    await expect(uploadRequest(options)).rejects.toMatchObject({ kind: 'business', message: IMAGE_DIMENSIONS_MESSAGE })
    mockUploadFile.mockReturnValue(task(Promise.resolve({ statusCode: 502, data: '<html>bad gateway</html>' })))
    await expect(uploadRequest(options)).rejects.toBeInstanceOf(RequestError)
    await expect(uploadRequest({ ...options, file: undefined })).rejects.toMatchObject({ kind: 'business' })
  })
})
