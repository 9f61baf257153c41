/**
 * @jest-environment jsdom
 */
import { BOOT_ANSWERS_ELEMENT_ID, bootAnswersJson } from '@shared/boot-answers'
import { resetBootAnswers, takeBootAnswer } from '@/http/boot-answers'
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
