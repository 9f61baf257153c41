/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost/community/"}
 */
import { BOOT_ANSWERS_ELEMENT_ID } from '@shared/boot-answers'
// The build's TypeScript hook for types/ is Taro's (esbuild), which cannot load in jsdom; Jest compiles types/ itself.
jest.mock('../../../config/register-types', () => ({}))
import { EARLY_CALLS_GLOBAL } from '@shared/first-calls'
import {
  firstScreenLoader,
  LOADER_PARTS,
  loaderConfig,
  whenAppFails,
  type StartedCall,
} from '../../../config/first-screen-loader'
import { TEXTS } from '@/config/constants'
import { resolveEnv } from '../../../config/env'

const PAGES = {
  'pages/index/index': ['static/css/362.a.css', 'static/js/362.b.js'],
  'community/articleDetail/index': ['static/js/248.c.js'],
}
const SCRIPTS = ['/community/static/js/922.a.js', '/community/static/js/app.b.js']
const CONFIG = loaderConfig(PAGES, SCRIPTS, resolveEnv({}))
const fetchMock = jest.fn()

function open(address: string, head = '') {
  window.history.replaceState(null, '', address)
  document.head.innerHTML = head
  delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL]
  fetchMock.mockReset()
  fetchMock.mockResolvedValue({ status: 200, json: () => Promise.resolve({ code: '200', data: 1 }) })
  window.fetch = fetchMock
  firstScreenLoader(CONFIG, window, LOADER_PARTS)
}

/** The entry page's files the loader asked for: stylesheets linked, scripts preloaded (the app's own left out). */
const preloads = () =>
  [...document.head.querySelectorAll('link')]
    .filter((l) => !SCRIPTS.includes(l.getAttribute('href') ?? ''))
    .map((l) => `${l.getAttribute('as') ?? l.rel} ${l.getAttribute('href')}`)
const started = () => ((window as unknown as Record<string, StartedCall[]>)[EARLY_CALLS_GLOBAL] ?? []) as StartedCall[]
const asked = () => started().map((c) => `${c.method} ${c.url}${c.body ? ` ${c.body}` : ''}`)

afterEach(() => window.sessionStorage.clear())

describe('index.html’s first-screen loader', () => {
  it('preloads the entry page’s chunks: home for the bare base, the route for a deep link, nothing elsewhere', () => {
    open('/community/')
    expect(preloads()).toEqual([
      'style /community/static/css/362.a.css',
      'stylesheet /community/static/css/362.a.css',
      'script /community/static/js/362.b.js',
    ])
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
    expect(preloads()).toHaveLength(3)
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
    firstScreenLoader(CONFIG, window, LOADER_PARTS)
    await expect(started()[0].answer).resolves.toBeNull()
  })
})

describe('the lead it draws where index.html is a static file, and the start of the app', () => {
  const BANNER = '/static-covers/9001.svg'
  const home = { modules: [{ type: 'banner', config: { images: [BANNER] } }] }
  const article = {
    title: '标题<b>不是标签</b>',
    author: { nickName: '作者&amp;' },
    html: '<p>第一段<b>加粗</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script><h2>小标题</h2><ul><li>一项</li></ul>',
  }

  function openWith(address: string, data: unknown, status = 200, never = false) {
    document.body.innerHTML = '<div id="app"></div><div class="boot-loading" role="status">加载中...</div>'
    window.history.replaceState(null, '', address)
    document.head.innerHTML = ''
    delete (window as unknown as Record<string, unknown>)[EARLY_CALLS_GLOBAL]
    fetchMock.mockReset()
    if (never) fetchMock.mockReturnValue(new Promise(() => {}))
    else fetchMock.mockResolvedValue({ status, json: () => Promise.resolve({ code: '200', data }) })
    window.fetch = fetchMock
    firstScreenLoader(CONFIG, window, LOADER_PARTS)
  }
  const appScripts = () => [...document.head.querySelectorAll('script')].map((s) => `${s.src} ${s.async}`)
  const settle = async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve()
  }
  const twoFrames = () => jest.advanceTimersByTime(50)

  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('draws home’s search box and banner from the early page.info answer, then starts the app', async () => {
    openWith('/community/', home)
    expect(appScripts()).toEqual([])
    await settle()
    const lead = document.querySelector('.boot-loading > .boot-lead')
    expect(lead?.querySelector('.search-entry')).not.toBeNull()
    expect(lead?.querySelector('.home-banner img')?.getAttribute('src')).toBe(BANNER)
    expect(lead?.querySelector('.nav-bar-spacer')).not.toBeNull()
    twoFrames()
    expect(appScripts()).toEqual(SCRIPTS.map((src) => `http://localhost${src} false`))
  })

  it('leaves the bar’s room out when the opener hides the bar, and draws nothing from a strange image address', async () => {
    openWith('/community/?navigationBarHidden=1', home)
    await settle()
    expect(document.querySelector('.boot-lead')).not.toBeNull()
    expect(document.querySelector('.nav-bar-spacer')).toBeNull()
    openWith('/community/', { modules: [{ type: 'banner', config: { images: ['javascript:alert(1)'] } }] })
    await settle()
    expect(document.querySelector('.boot-lead')).toBeNull()
    // No lead to wait for: the app starts at once.
    expect(appScripts()).toHaveLength(2)
  })

  it('draws an article’s text only: its markup, pictures and scripts never reach the page', async () => {
    openWith('/community/community/articleDetail/index?articleId=3000', article)
    await settle()
    const lead = document.querySelector('.boot-lead')
    expect(lead?.querySelector('.article-detail__title')?.textContent).toBe('标题<b>不是标签</b>')
    expect(lead?.querySelector('.article-author__name')?.textContent).toBe('作者&amp;')
    const body = lead?.querySelector('.article-html')
    expect([...(body?.children ?? [])].map((e) => `${e.tagName} ${e.textContent}`)).toEqual([
      'P 第一段加粗',
      'H2 小标题',
      'LI 一项',
    ])
    expect(lead?.querySelectorAll('img, script, b, [onerror]')).toHaveLength(0)
  })

  it('draws nothing from a failed answer or for an article taken down, and starts the app at once', async () => {
    openWith('/community/', home, 500)
    await settle()
    expect(document.querySelector('.boot-lead')).toBeNull()
    expect(appScripts()).toHaveLength(2)
    openWith('/community/community/articleDetail/index?articleId=3000', { ...article, offShelf: true })
    await settle()
    expect(document.querySelector('.boot-lead')).toBeNull()
    expect(appScripts()).toHaveLength(2)
  })

  it('starts the app on its timer when the lead’s answer is slow', () => {
    openWith('/community/', home, 200, true)
    jest.advanceTimersByTime(CONFIG.answerLatestMs - 1)
    expect(appScripts()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(appScripts()).toHaveLength(2)
  })

  it('waits for a lead the server drew into the HTML, and starts the app even when the loader itself fails', () => {
    document.body.innerHTML =
      '<div id="app"></div><div class="boot-loading"><div class="boot-lead"><p>已画好</p></div></div>'
    window.history.replaceState(null, '', '/community/?accountId=a')
    document.head.innerHTML = ''
    firstScreenLoader(CONFIG, window, LOADER_PARTS)
    expect(appScripts()).toEqual([])
    twoFrames()
    expect(appScripts()).toHaveLength(2)

    document.head.innerHTML = ''
    document.body.innerHTML = '<div id="app"></div>'
    const broken = {
      ...LOADER_PARTS,
      startCalls: () => {
        throw new Error('old engine')
      },
    }
    firstScreenLoader(CONFIG, window, broken)
    expect(appScripts()).toHaveLength(2)
  })

  it('says why when one of the app’s scripts does not load, instead of loading for ever', async () => {
    openWith('/community/', { modules: [] })
    await settle()
    const scripts = [...document.head.querySelectorAll('script')]
    expect(scripts).toHaveLength(2)
    scripts[1].dispatchEvent(new Event('error'))
    scripts[0].dispatchEvent(new Event('error'))
    const told = document.querySelectorAll('.boot-loading > .boot-failed')
    expect([...told].map((e) => e.textContent)).toEqual([TEXTS.loadFailed])
    expect(document.querySelector('.boot-loading')?.textContent).toBe(TEXTS.loadFailed)
  })
})

describe('when the app’s scripts do not load', () => {
  /** A window whose network state, reloads and listeners the test holds. */
  function phone(onLine: boolean, body: string) {
    document.body.innerHTML = `<div id="app"></div><div class="boot-loading" role="status">${body}</div>`
    const listeners: Record<string, () => void> = {}
    const reload = jest.fn()
    const win = {
      document,
      navigator: { onLine },
      location: { reload },
      addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
    } as unknown as Window & typeof globalThis
    return { fail: whenAppFails(CONFIG, win), reload, listeners }
  }
  const message = () => document.querySelector<HTMLElement>('.boot-loading > .boot-failed')

  it('without the network: says so, and loads the page again when it returns', () => {
    const { fail, reload, listeners } = phone(false, '加载中...')
    fail()
    expect(message()?.textContent).toBe(`${TEXTS.noNetwork}\n${TEXTS.needsNetwork}`)
    expect(message()?.getAttribute('role')).toBe('alert')
    expect(reload).not.toHaveBeenCalled()
    listeners.online()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('with the network: 加载失败，点击重试, and a tap loads the page again; a drawn lead stays under it', () => {
    const { fail, reload } = phone(true, '<div class="boot-lead"><p>已画好的正文</p></div>加载中...')
    fail()
    expect(message()?.textContent).toBe(TEXTS.loadFailed)
    expect(document.querySelector('.boot-loading')?.textContent).toBe(`已画好的正文${TEXTS.loadFailed}`)
    message()?.click()
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
