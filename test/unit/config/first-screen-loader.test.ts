/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost/community/"}
 */
import { BOOT_ANSWERS_ELEMENT_ID } from '@shared/boot-answers'
// The build's TypeScript hook for types/ is Taro's (esbuild), which cannot load in jsdom; Jest compiles types/ itself.
jest.mock('../../../config/register-types', () => ({}))
import { EARLY_CALLS_GLOBAL } from '@shared/first-calls'
import { firstScreenLoader, loaderConfig, loaderScript, type StartedCall } from '../../../config/first-screen-loader'
import { resolveEnv } from '../../../config/env'

const PAGES = {
  'pages/index/index': ['static/css/362.a.css', 'static/js/362.b.js'],
  'community/articleDetail/index': ['static/js/248.c.js'],
}
const CONFIG = loaderConfig(PAGES, resolveEnv({}))
const fetchMock = jest.fn()

function open(address: string, head = '') {
  window.history.replaceState(null, '', address)
  document.head.innerHTML = head
  delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL]
  fetchMock.mockReset()
  fetchMock.mockResolvedValue({ status: 200, json: () => Promise.resolve({ code: '200', data: 1 }) })
  window.fetch = fetchMock
  firstScreenLoader(CONFIG, window)
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (l) => `${l.getAttribute('as')} ${l.getAttribute('href')}`,
  )
const started = () => ((window as unknown as Record<string, StartedCall[]>)[EARLY_CALLS_GLOBAL] ?? []) as StartedCall[]
const asked = () => started().map((c) => `${c.method} ${c.url}${c.body ? ` ${c.body}` : ''}`)

afterEach(() => window.sessionStorage.clear())

describe('index.html’s first-screen loader', () => {
  it('preloads the entry page’s chunks: home for the bare base, the route for a deep link, nothing elsewhere', () => {
    open('/community/')
    expect(preloads()).toEqual(['style /community/static/css/362.a.css', 'script /community/static/js/362.b.js'])
    open('/community/community/articleDetail/index?articleId=3000')
    expect(preloads()).toEqual(['script /community/static/js/248.c.js'])
    open('/community/no/such/page')
    expect(preloads()).toEqual([])
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('starts home’s first calls as the pages make them, with no session', async () => {
    open('/community/index.html')
    expect(asked()).toEqual([
      'GET /community-admin/act/page/common/info/app-home',
      'POST /community-admin/front/articleInfo/CRH-CM-IN2310.json {"tab":"recommend","pageNum":1,"pageSize":20}',
      'GET /community-admin/front/porcelain/queryPorcelainList',
      'POST /community-admin/front/activity/list {"pageNum":1,"pageSize":20}',
      'POST /community-admin/front/sysTopic/queryNewTopicAndArticle {}',
      'POST /community-admin/front/topicInfo/topicRecommend {"pageNum":1,"pageSize":4}',
      'GET /community-admin/front/hotStock/getHotStock',
    ])
    expect(fetchMock.mock.calls[1][1]).toEqual({
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=UTF-8' },
      body: '{"tab":"recommend","pageNum":1,"pageSize":20}',
    })
    await expect(started()[0].answer).resolves.toEqual({ statusCode: 200, data: { code: '200', data: 1 } })
  })

  it('fills an article’s calls from the address, and starts none for an id the page would refuse', () => {
    open('/community/community/articleDetail/index?articleId=3000&source=article')
    expect(asked()).toEqual([
      'GET /community-admin/front/articleInfo/appInfo/3000',
      'POST /community-admin/front/articleInfo/getCommentByArticle {"articleId":"3000","pageNum":1,"pageSize":20}',
    ])
    open('/community/community/articleDetail/index?articleId=%22%3E%3Cx')
    expect(asked()).toEqual([])
    open('/community/community/articleDetail/index')
    expect(asked()).toEqual([])
  })

  it('starts nothing for a viewer the address names or the tab keeps', () => {
    open('/community/?accountId=acc-1&token=t')
    expect(fetchMock).not.toHaveBeenCalled()
    window.sessionStorage.setItem('token', 'kept')
    open('/community/')
    expect(fetchMock).not.toHaveBeenCalled()
    // The chunks are the same for everyone.
    expect(preloads()).toHaveLength(2)
  })

  it('asks for no call whose answer the HTML carries', () => {
    const carried = { '/community-admin/front/articleInfo/appInfo/3000': { code: '200' } }
    open(
      '/community/community/articleDetail/index?articleId=3000',
      `<script type="application/json" id="${BOOT_ANSWERS_ELEMENT_ID}">${JSON.stringify(carried)}</script>`,
    )
    expect(asked()).toEqual([expect.stringContaining('getCommentByArticle')])
  })

  it('answers null for a call that failed, never an unhandled rejection', async () => {
    window.history.replaceState(null, '', '/community/')
    fetchMock.mockReset()
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    window.fetch = fetchMock
    firstScreenLoader(CONFIG, window)
    await expect(started()[0].answer).resolves.toBeNull()
  })

  it('runs as the inline script the build writes', async () => {
    const script = await loaderScript(CONFIG)
    expect(script.length).toBeLessThan(4000)
    window.history.replaceState(null, '', '/community/')
    document.head.innerHTML = ''
    fetchMock.mockReset()
    fetchMock.mockResolvedValue({ status: 200, json: () => Promise.resolve({}) })
    window.fetch = fetchMock
    new Function('window', script)(window)
    expect(preloads()).toHaveLength(2)
    expect(fetchMock).toHaveBeenCalledTimes(7)
  })
})
