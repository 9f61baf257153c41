/**
 * Offline reading through the HTTP layer (docs/product.md §8.5): answers of kept reads are copied, a read that fails
 * for want of network (or asked while the platform says the network is gone) is answered with its copy, marked with
 * the copy's time; personal reads and other accounts get nothing.
 */
import { copySavedAt, markCopy, passCopyMark } from '@/http/copy-mark'
import { flushCopies, forgetCopies, registerCopyOwner } from '@/http/offline'
import { request } from '@/http/request'
import { RequestError, type RequestOptions } from '@/http/types'
import { taroRequest } from './taro-request-mock'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { request: jest.requireActual('./taro-request-mock').taroRequest },
}))

const mockStored = new Map<string, string>()
jest.mock('@/platform/copy-storage', () => ({
  createCopyBackend: () => ({
    get: async (key: string) => mockStored.get(key),
    set: async (key: string, value: string) => void mockStored.set(key, value),
    del: async (key: string) => void mockStored.delete(key),
  }),
}))

let owner = 'A'
registerCopyOwner(() => owner)

const feedRead: RequestOptions = {
  url: '/community-admin/front/articleInfo/CRH-CM-IN2310.json',
  form: 'postJson',
  data: { tab: 'recommend', pageNum: 1, pageSize: 20, accountId: 'A' },
  endpoint: 'article.dynamicList',
}
const messagesRead: RequestOptions = {
  url: '/community-admin/front/personalMsg/list',
  form: 'postJson',
  data: { pageNum: 1, accountId: 'A' },
  endpoint: 'misc.messageList',
}

const navigatorOf = globalThis as unknown as { navigator?: { onLine?: boolean } }
const online = (on: boolean) =>
  Object.defineProperty(globalThis, 'navigator', { value: { onLine: on }, configurable: true, writable: true })

/** Copies are written a while after the first screen: the test writes what waits now, then reads the index. */
async function copiesWritten(count: number): Promise<void> {
  await flushCopies()
  const index = mockStored.get('offline-copies:index')
  const entries = index ? (JSON.parse(index) as { entries: unknown[] }).entries.length : 0
  if (entries < count) throw new Error(`${entries} copies written, ${count} expected`)
}

const networkDown = () => taroRequest.mockRejectedValueOnce({ errMsg: 'request:fail' })

beforeEach(() => {
  taroRequest.mockReset()
  owner = 'A'
  online(true)
  process.env.API_BASE_MAIN = 'https://main.example'
})
afterAll(() => {
  delete navigatorOf.navigator
})

describe('offline copies in the HTTP layer', () => {
  it('answers a failed read with the copy of its last answer, marked with the copy time', async () => {
    const body = { code: '200', data: { list: [{ articleId: '1' }], hasMore: true } }
    taroRequest.mockResolvedValueOnce({ statusCode: 200, data: body, header: {} })
    const fresh = await request(feedRead)
    expect(copySavedAt(fresh)).toBeUndefined()
    await copiesWritten(1)

    networkDown()
    const copy = await request<typeof body>(feedRead)
    expect(copy).toEqual(body)
    expect(copySavedAt(copy)).toEqual(expect.any(Number))
  })

  it('asks nothing while the browser says the network is gone, and still answers with the copy', async () => {
    online(false)
    const copy = await request(feedRead)
    expect(taroRequest).not.toHaveBeenCalled()
    expect(copySavedAt(copy)).toEqual(expect.any(Number))
    // A read never kept fails as a network failure.
    await expect(request({ ...feedRead, data: { ...feedRead.data, tab: 'latest' } })).rejects.toMatchObject({
      kind: 'network',
    })
  })

  it('never keeps personal reads: offline they fail as before', async () => {
    taroRequest.mockResolvedValueOnce({ statusCode: 200, data: { code: '200', data: { list: ['私信'] } }, header: {} })
    await request(messagesRead)
    await flushCopies()
    expect([...mockStored.values()].join('')).not.toContain('私信')
    networkDown()
    await expect(request(messagesRead)).rejects.toBeInstanceOf(RequestError)
  })

  it('another account gets none of the copies; a logout clears the account’s own', async () => {
    owner = 'B'
    networkDown()
    await expect(request(feedRead)).rejects.toMatchObject({ kind: 'network' })
    owner = 'A'
    await forgetCopies('A')
    networkDown()
    await expect(request(feedRead)).rejects.toMatchObject({ kind: 'network' })
  })

  it('a server refusal is not answered from a copy', async () => {
    taroRequest.mockResolvedValueOnce({ statusCode: 200, data: { code: '200', data: { list: [] } }, header: {} })
    await request(feedRead)
    await copiesWritten(1)
    taroRequest.mockResolvedValueOnce({ statusCode: 500, data: { code: '500', msg: '服务繁忙' }, header: {} })
    await expect(request(feedRead)).rejects.toMatchObject({ kind: 'business' })
  })
})

describe('reads outside the endpoint table, and owners that cannot say', () => {
  it('a request that names no endpoint is neither kept nor answered from a copy', async () => {
    const anonymous: RequestOptions = { url: '/somewhere', form: 'postJson', data: { pageNum: 1 } }
    taroRequest.mockResolvedValueOnce({ statusCode: 200, data: { code: '200', data: { secret: '不留' } }, header: {} })
    await request(anonymous)
    await flushCopies()
    expect([...mockStored.values()].join('')).not.toContain('不留')
    networkDown()
    await expect(request(anonymous)).rejects.toMatchObject({ kind: 'network' })
  })

  it('an owner getter that throws counts as a visitor; unregistering leaves a visitor', async () => {
    const stop = registerCopyOwner(() => {
      throw new Error('no session yet')
    })
    taroRequest.mockResolvedValueOnce({ statusCode: 200, data: { code: '200', data: { list: [] } }, header: {} })
    await request({ ...feedRead, data: { ...feedRead.data, tab: 'visitor' } })
    await copiesWritten(2)
    const index = JSON.parse(mockStored.get('offline-copies:index') ?? '{}') as { entries: { owner: string }[] }
    expect(index.entries.map((e) => e.owner)).toContain('')
    stop()
    registerCopyOwner(() => owner)
  })

  it('the mini-program has the copy store in its package', async () => {
    const { loadCopies } = await import('@/http/offline-loader.weapp')
    await expect(loadCopies()).resolves.toHaveProperty('keep')
  })
})

describe('copy marks', () => {
  it('pass from an answer to the data taken out of it, and only objects carry them', () => {
    const body = markCopy({ data: { list: [] } }, 7)
    expect(copySavedAt(passCopyMark(body, body.data))).toBe(7)
    expect(copySavedAt(passCopyMark({ data: 1 }, { fresh: true }))).toBeUndefined()
    expect(markCopy('text', 7)).toBe('text')
    expect(copySavedAt('text')).toBeUndefined()
    expect(copySavedAt(null)).toBeUndefined()
  })
})

describe('when copies are written', () => {
  it('not with the first screen: the copy store loads a while after, or at once when a copy is needed', async () => {
    jest.useFakeTimers()
    try {
      const before = mockStored.get('offline-copies:index')
      taroRequest.mockResolvedValueOnce({
        statusCode: 200,
        data: { code: '200', data: { list: ['later'] } },
        header: {},
      })
      const read = { ...feedRead, data: { ...feedRead.data, tab: 'later' } }
      await request(read)
      expect(mockStored.get('offline-copies:index')).toBe(before)
      // The network goes before the store was written: the read still finds the answer it just had.
      networkDown()
      await expect(request(read)).resolves.toMatchObject({ data: { list: ['later'] } })
    } finally {
      jest.useRealTimers()
    }
  })
})
