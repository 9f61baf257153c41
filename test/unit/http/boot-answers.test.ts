/**
 * @jest-environment jsdom
 */
import { BOOT_ANSWERS_ELEMENT_ID, bootAnswersJson } from '@shared/boot-answers'
import { EARLY_CALLS_GLOBAL } from '@shared/first-calls'
import { resetBootAnswers, takeBootAnswer, takeEarlyAnswer } from '@/http/boot-answers'
import { registerSessionGetter } from '@/http/session'
import { answeredAtBoot, request } from '@/http/request'
import { taroRequest } from './taro-request-mock'

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { request: jest.requireActual('./taro-request-mock').taroRequest },
}))

const PATH = '/community-admin/act/page/common/info/app-home'
const BODY = { code: '200', success: true, data: { pageId: 'app-home', title: '</script><!-- 社区' } }

function writeBlock(text: string) {
  document.body.innerHTML = `<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">${text}</script>`
  resetBootAnswers()
}

afterEach(() => {
  document.body.innerHTML = ''
  resetBootAnswers()
})

describe('answers the HTML carried for the first calls', () => {
  it('answers the first GET of a call once, whatever its origin; later calls ask the server', () => {
    writeBlock(bootAnswersJson({ [PATH]: BODY }))
    expect(takeBootAnswer('POST', PATH)).toBeUndefined()
    expect(takeBootAnswer('GET', `https://example.com${PATH}#top`)).toEqual({ statusCode: 200, data: BODY })
    expect(takeBootAnswer('GET', PATH)).toBeUndefined()
    expect(takeBootAnswer('GET', '/community-admin/other')).toBeUndefined()
  })

  it('takes the query as part of the call: an answer for no account never answers a call naming one', () => {
    writeBlock(bootAnswersJson({ [PATH]: BODY, [`${PATH}?accountId=7`]: { ...BODY, data: 'for 7' } }))
    expect(takeBootAnswer('GET', `${PATH}?accountId=1`)).toBeUndefined()
    expect(takeBootAnswer('GET', `${PATH}?accountId=7`)?.data).toEqual({ ...BODY, data: 'for 7' })
    expect(takeBootAnswer('GET', PATH)?.data).toEqual(BODY)
  })

  it('keeps text that looks like markup inside the block', () => {
    const json = bootAnswersJson({ [PATH]: BODY })
    expect(json).not.toContain('</script')
    expect(json).not.toContain('<!--')
    writeBlock(json)
    expect(takeBootAnswer('GET', PATH)?.data).toEqual(BODY)
  })

  it('lets the HTTP layer settle the first call from the block, and send the next one', async () => {
    writeBlock(bootAnswersJson({ [PATH]: BODY }))
    taroRequest.mockReset()
    taroRequest.mockResolvedValue({ statusCode: 200, data: { code: '200', success: true, data: 'fresh' }, header: {} })
    await expect(request({ url: PATH, form: 'getJson', data: {} })).resolves.toEqual(BODY)
    expect(taroRequest).not.toHaveBeenCalled()
    await expect(request({ url: PATH, form: 'getJson', data: {} })).resolves.toMatchObject({
      data: 'fresh',
    })
    expect(taroRequest).toHaveBeenCalledTimes(1)
  })

  it('settles an answer for a render that cannot wait, once, by the rule every answer meets', () => {
    writeBlock(bootAnswersJson({ [PATH]: BODY }))
    expect(answeredAtBoot({ url: PATH, form: 'getJson', data: {} })).toEqual(BODY)
    expect(answeredAtBoot({ url: PATH, form: 'getJson', data: {} })).toBeUndefined()
    expect(answeredAtBoot({ url: PATH, form: 'getJson', data: { accountId: '1' } })).toBeUndefined()
  })

  it('asks the server when there is no block or it does not parse', () => {
    expect(takeBootAnswer('GET', PATH)).toBeUndefined()
    writeBlock('{not json')
    expect(takeBootAnswer('GET', PATH)).toBeUndefined()
    writeBlock('["a list"]')
    expect(takeBootAnswer('GET', PATH)).toBeUndefined()
  })
})

describe('answers to calls the page’s loader started early', () => {
  const FEED = '/community-admin/front/articleInfo/CRH-CM-IN2310.json'
  const ok = (data: unknown) => ({ statusCode: 200, data: { code: '200', success: true, data } })
  type Started = { method: string; url: string; body?: string; answer: Promise<unknown> }
  const started = (calls: Started[]) => ((window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL] = calls)

  afterEach(() => delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL])

  it('answers the call of the same method, address and body once, whatever the order of its keys', async () => {
    started([
      { method: 'POST', url: FEED, body: '{"tab":"recommend","pageNum":1}', answer: Promise.resolve(ok('feed')) },
    ])
    expect(takeEarlyAnswer('GET', FEED, undefined)).toBeUndefined()
    expect(takeEarlyAnswer('POST', FEED, { tab: 'latest', pageNum: 1 })).toBeUndefined()
    await expect(takeEarlyAnswer('POST', `http://x${FEED}`, { pageNum: 1, tab: 'recommend' })).resolves.toEqual(
      ok('feed'),
    )
    expect(takeEarlyAnswer('POST', FEED, { pageNum: 1, tab: 'recommend' })).toBeUndefined()
  })

  it('gives null for an answer that failed or was no success, so the caller asks the server', async () => {
    started([
      { method: 'GET', url: PATH, answer: Promise.resolve(null) },
      { method: 'GET', url: `${PATH}?a=1`, answer: Promise.resolve({ statusCode: 502, data: 'bad gateway' }) },
      { method: 'GET', url: `${PATH}?a=2`, answer: Promise.reject(new Error('gone')) },
    ])
    await expect(takeEarlyAnswer('GET', PATH, '')).resolves.toBeNull()
    await expect(takeEarlyAnswer('GET', `${PATH}?a=1`, undefined)).resolves.toBeNull()
    await expect(takeEarlyAnswer('GET', `${PATH}?a=2`, undefined)).resolves.toBeNull()
  })

  it('lets the HTTP layer settle a call from the answer on its way, and ask when it failed', async () => {
    taroRequest.mockReset()
    taroRequest.mockResolvedValue({ statusCode: 200, data: { code: '200', success: true, data: 'fresh' }, header: {} })
    let arrive: (value: unknown) => void = () => undefined
    started([
      { method: 'GET', url: PATH, answer: new Promise((resolve) => (arrive = resolve)) },
      { method: 'POST', url: FEED, body: '{}', answer: Promise.resolve(null) },
    ])
    const first = request({ url: PATH, form: 'getUrlencoded' })
    arrive(ok('early'))
    await expect(first).resolves.toMatchObject({ data: 'early' })
    expect(taroRequest).not.toHaveBeenCalled()
    await expect(request({ url: FEED, form: 'postJson', data: {} })).resolves.toMatchObject({ data: 'fresh' })
    expect(taroRequest).toHaveBeenCalledTimes(1)
  })

  it('never answers a call that carries a session: the loader asked without one', async () => {
    taroRequest.mockReset()
    taroRequest.mockResolvedValue({ statusCode: 200, data: { code: '200', success: true, data: 'mine' }, header: {} })
    started([{ method: 'GET', url: PATH, answer: Promise.resolve(ok('a visitor’s')) }])
    const stop = registerSessionGetter(() => ({ token: 't', userCode: 'u' }))
    try {
      await expect(request({ url: PATH, form: 'getUrlencoded' })).resolves.toMatchObject({ data: 'mine' })
    } finally {
      stop()
    }
  })

  it('finds nothing when the loader started nothing', () => {
    expect(takeEarlyAnswer('GET', PATH, undefined)).toBeUndefined()
    started('not a list' as unknown as Started[])
    expect(takeEarlyAnswer('GET', PATH, undefined)).toBeUndefined()
  })
})
