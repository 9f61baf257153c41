import { act, fireEvent, screen } from '@testing-library/react'
import { fakeApi as api } from '../../../support/store-env'
import SearchPage, { SEARCH_TEXTS } from '@/community/search/index'
import { RECENT_SEARCH_KEY } from '@/stores'
import { TEXTS } from '@/config/constants'
import { createMemoryStorage, type KeyValueStorage } from '@/platform'
import {
  account,
  deferred,
  dynamic,
  flush,
  makeStores,
  pageOf,
  renderPage,
  setRoute,
  setupPlatform,
  VIEWER,
  wait,
} from '../follow/page-harness'

const search = jest.mocked(api.search)

let storage: KeyValueStorage

function start(stored?: string[]) {
  storage = createMemoryStorage()
  if (stored) storage.set(RECENT_SEARCH_KEY, JSON.stringify(stored))
  return setupPlatform({ localStorage: storage })
}

/** Taro's Input is a custom element: typing reaches onInput as an 'input' event with detail.value. */
function type(text: string) {
  const input = document.querySelector('taro-input-core') as HTMLElement
  act(() => {
    input.dispatchEvent(new CustomEvent('input', { detail: { value: text }, bubbles: true }))
  })
}

async function searchFor(text: string) {
  type(text)
  fireEvent.click(screen.getByTestId('search-action'))
  await flush()
}

const recentWords = () => screen.queryAllByTestId('recent-chip').map((chip) => chip.textContent)

const consoleError = console.error
beforeAll(() => {
  // jsdom never renders the inner <input> of Stencil's taro-input-core, so its value watcher throws
  // when the bound value changes. That is the test DOM, not the page: only that report is dropped.
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const first = args[0]
    if (first instanceof TypeError && first.stack?.includes('taro-input-core')) return
    consoleError(...args)
  })
})
afterAll(() => jest.restoreAllMocks())

beforeEach(() => {
  jest.clearAllMocks()
  search.hotWords.mockResolvedValue([])
  setRoute('community/search/index')
})

describe('search page', () => {
  it('shows the search bar with its placeholder and action, and no results yet', async () => {
    start()
    await renderPage(SearchPage, makeStores(false))
    expect(screen.getByTestId('search-action').textContent).toBe(TEXTS.searchAction)
    expect(document.querySelector('taro-input-core')?.getAttribute('placeholder')).toBe(TEXTS.searchPlaceholder)
    expect(screen.queryByTestId('recent-searches')).toBeNull()
    expect(search.queryColumn).not.toHaveBeenCalled()
  })

  it('finds content and shows it as feed cards', async () => {
    start()
    search.queryColumn.mockResolvedValue(pageOf([dynamic('1', { title: '半导体板块还能走多远？' })]))
    await renderPage(SearchPage, makeStores(true))
    await searchFor(' 半导体 ')
    expect(search.queryColumn).toHaveBeenCalledWith({
      keyword: '半导体',
      accountId: VIEWER.accountId,
      pageNum: 1,
      pageSize: 20,
    })
    expect(screen.getByTestId('feed-list')).toBeTruthy()
    expect(screen.getAllByTestId('feed-card')).toHaveLength(1)
    const title = screen.getByTestId('feed-card').querySelector('.feed-card__title')
    expect(title?.textContent).toBe('半导体板块还能走多远？')
    // The searched keyword is marked inside the title.
    expect(screen.getByTestId('search-hit').textContent).toBe('半导体')
  })

  it('opens a content result by its kind', async () => {
    const { calls } = start()
    search.queryColumn.mockResolvedValue(pageOf([dynamic('7', { pubType: 2, title: '白酒估值到底了吗' })]))
    await renderPage(SearchPage, makeStores(false))
    await searchFor('白酒')
    fireEvent.click(screen.getByTestId('feed-card'))
    await flush()
    expect(calls.navigateTo).toHaveBeenCalledWith(expect.stringContaining('/community/articleDetail/index?articleId=7'))
  })

  it('shows the loading view while searching', async () => {
    start()
    search.queryColumn.mockReturnValue(deferred<never>().promise)
    await renderPage(SearchPage, makeStores(false))
    await searchFor('白酒')
    await wait(250)
    expect(screen.getByTestId('loading-view')).toBeTruthy()
    // The results' shape in grey, not a spinner on a blank page.
    expect(screen.getAllByTestId('skeleton-card').length).toBeGreaterThan(0)
    expect(document.querySelector('.state-view__spinner')).toBeNull()
  })

  it('shows skeleton rows while searching accounts', async () => {
    start()
    search.queryColumn.mockResolvedValue(pageOf([]))
    search.queryUserList.mockReturnValue(deferred<never>().promise)
    await renderPage(SearchPage, makeStores(false))
    await searchFor('白酒')
    await act(async () => fireEvent.click(screen.getByTestId('search-tab-user')))
    await wait(250)
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0)
    expect(screen.queryByTestId('skeleton-card')).toBeNull()
    expect(document.querySelector('.state-view__spinner')).toBeNull()
  })

  it('says nothing was found', async () => {
    start()
    search.queryColumn.mockResolvedValue(pageOf([]))
    await renderPage(SearchPage, makeStores(false))
    await searchFor('不存在的词')
    expect(screen.getByText(SEARCH_TEXTS.noResults.content)).toBeTruthy()
    expect(search.queryColumn).toHaveBeenCalledWith(expect.objectContaining({ accountId: undefined }))
  })

  it('shows the error view when the search fails, and retries on tap', async () => {
    start()
    search.queryColumn
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(pageOf([dynamic('1', { title: '白酒估值' })]))
    await renderPage(SearchPage, makeStores(false))
    await searchFor('白酒')
    fireEvent.click(screen.getByTestId('error-view'))
    await flush()
    expect(screen.getByTestId('feed-card').querySelector('.feed-card__title')?.textContent).toBe('白酒估值')
    expect(search.queryColumn).toHaveBeenCalledTimes(2)
  })

  it('searches users on the 用户 tab, highlights the keyword and opens a user’s dynamics', async () => {
    const { calls } = start()
    search.queryColumn.mockResolvedValue(pageOf([]))
    search.queryUserList.mockResolvedValue(
      pageOf([account('bv1', { nickName: '价值发现者', verifiedTitle: '认证作者' })]),
    )
    await renderPage(SearchPage, makeStores(false))
    await searchFor('价值')
    fireEvent.click(screen.getByText('用户'))
    await flush()
    expect(search.queryUserList).toHaveBeenCalledWith({
      keyword: '价值',
      accountId: undefined,
      pageNum: 1,
      pageSize: 20,
    })
    const hit = screen.getByTestId('search-hit')
    expect(hit.textContent).toBe('价值')
    // Coloured by the .search-hit rule (primary colour from the theme variables).
    expect(hit.className).toContain('search-hit')
    expect(screen.getByText('认证作者')).toBeTruthy()
    fireEvent.click(screen.getByTestId('user-result'))
    await flush()
    // An account found opens its own page (the personal centre; an organisation's home for organisations).
    expect(calls.navigateTo).toHaveBeenCalledWith('/community/personalCenter/index?toAccountId=bv1')
  })

  it('loads more results', async () => {
    start()
    search.queryColumn
      .mockResolvedValueOnce(pageOf([dynamic('1', { title: '光伏一' })], true))
      .mockResolvedValueOnce(pageOf([dynamic('2', { title: '光伏二' })], false, 2))
    await renderPage(SearchPage, makeStores(false))
    await searchFor('光伏')
    fireEvent.click(screen.getByTestId('load-more'))
    await flush()
    expect(search.queryColumn).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '光伏', pageNum: 2 }))
    expect(screen.getAllByTestId('feed-card')).toHaveLength(2)
    expect(screen.getByTestId('load-more').getAttribute('data-state')).toBe('noMore')
  })
})

describe('topics, stocks and hot searches', () => {
  const topic = (topicId: string, title: string) => ({
    topicId,
    title,
    cover: '',
    intro: '',
    readCount: 12000,
    discussCount: 30,
    hot: false,
    isActivity: false,
    showPosition: null,
    startDate: null,
    endDate: null,
  })

  it('offers hot searches before a keyword, ranked, the top three marked, and searches one on tap', async () => {
    start(['旧词'])
    search.hotWords.mockResolvedValue([{ word: '贵州茅台' }, { word: '半导体' }, { word: '红利' }, { word: '光伏' }])
    search.queryColumn.mockResolvedValue(pageOf([]))
    await renderPage(SearchPage, makeStores(false))
    await flush()
    const hot = screen.getAllByTestId('hot-search')
    expect(hot.map((item) => item.textContent)).toEqual(['1贵州茅台', '2半导体', '3红利', '4光伏'])
    expect(document.querySelectorAll('.hot-searches__rank--top')).toHaveLength(3)
    expect(recentWords()).toEqual(['旧词'])
    fireEvent.click(hot[1])
    await flush()
    expect(search.queryColumn).toHaveBeenCalledWith(expect.objectContaining({ keyword: '半导体' }))
    expect(recentWords()).toEqual([])
  })

  it('hides hot searches when they cannot be loaded', async () => {
    start()
    search.hotWords.mockRejectedValue(new Error('down'))
    await renderPage(SearchPage, makeStores(false))
    await flush()
    expect(screen.queryByTestId('hot-searches')).toBeNull()
    expect(screen.getByTestId('search-action')).toBeTruthy()
  })

  it('finds topics on the 话题 tab, marks the word and opens the topic', async () => {
    const { calls } = start()
    search.queryColumn.mockResolvedValue(pageOf([]))
    jest.mocked(api.topic.queryTopicPage).mockResolvedValue(pageOf([topic('8', '#白酒估值到底了吗#')]))
    await renderPage(SearchPage, makeStores(false))
    await searchFor('白酒')
    fireEvent.click(screen.getByTestId('search-tab-topic'))
    await flush()
    expect(api.topic.queryTopicPage).toHaveBeenCalledWith(expect.objectContaining({ keyword: '白酒', pageNum: 1 }))
    expect(screen.getByTestId('topic-row').textContent).toContain('#白酒估值到底了吗#')
    expect(screen.getByTestId('search-hit').textContent).toBe('白酒')
    fireEvent.click(screen.getByTestId('topic-row'))
    await flush()
    expect(calls.navigateTo).toHaveBeenCalledWith('/topics/topicPage/index?topicId=8')
  })

  it('finds a stock by pinyin initials on the 股票 tab, shows its rise and opens the stock page', async () => {
    const { calls } = start()
    search.queryColumn.mockResolvedValue(pageOf([]))
    search.queryStock.mockResolvedValue(
      pageOf([{ code: 'SH600519', name: '贵州茅台', market: 'SH', initials: 'gzmt' }]),
    )
    jest.mocked(api.quote.query).mockResolvedValue([{ code: 'SH600519', name: '贵州茅台', up_rose: 125, price: 1500 }])
    await renderPage(SearchPage, makeStores(false))
    await searchFor('gzmt')
    fireEvent.click(screen.getByTestId('search-tab-stock'))
    await flush()
    expect(search.queryStock).toHaveBeenCalledWith(expect.objectContaining({ keyword: 'gzmt', pageNum: 1 }))
    const row = screen.getByTestId('stock-result')
    expect(row.textContent).toContain('贵州茅台')
    expect(screen.getByTestId('search-hit').textContent).toBe('GZMT')
    expect(row.querySelector('.stock-result__rise')?.textContent).toBe('+1.25%')
    fireEvent.click(row)
    await flush()
    expect(calls.navigateTo).toHaveBeenCalledWith(expect.stringContaining('SH600519'))
  })

  it('says what to try when no stock matches', async () => {
    start()
    search.queryColumn.mockResolvedValue(pageOf([]))
    search.queryStock.mockResolvedValue(pageOf([]))
    await renderPage(SearchPage, makeStores(false))
    await searchFor('zzzz')
    fireEvent.click(screen.getByTestId('search-tab-stock'))
    await flush()
    expect(screen.getByTestId('empty-view').textContent).toBe(SEARCH_TEXTS.noResults.stock)
  })
})

describe('keywords and tabs (docs/product.md §4.12)', () => {
  it('starts a new search on the tab that fits it, not the one the last search ended on', async () => {
    start()
    search.queryColumn.mockResolvedValue(pageOf([]))
    search.queryUserList.mockResolvedValue(pageOf([]))
    search.queryStock.mockResolvedValue(pageOf([]))
    jest.mocked(api.topic.queryTopicPage).mockResolvedValue(pageOf([]))
    await renderPage(SearchPage, makeStores(false))
    await searchFor('老张')
    fireEvent.click(screen.getByTestId('search-tab-user'))
    await flush()
    expect(search.queryUserList).toHaveBeenCalledTimes(1)
    await searchFor('#新能源#')
    expect(api.topic.queryTopicPage).toHaveBeenCalledWith(expect.objectContaining({ keyword: '#新能源#' }))
    expect(search.queryUserList).toHaveBeenCalledTimes(1)
    await searchFor('600519')
    expect(search.queryStock).toHaveBeenCalledWith(expect.objectContaining({ keyword: '600519' }))
    await searchFor('白酒')
    expect(search.queryColumn).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '白酒' }))
  })

  it('caps the keyword at the server limit of the tab on screen: 50 on 综合, 20 on 股票', async () => {
    start()
    search.queryColumn.mockResolvedValue(pageOf([]))
    search.queryStock.mockResolvedValue(pageOf([]))
    await renderPage(SearchPage, makeStores(false))
    await searchFor('字'.repeat(60))
    expect(search.queryColumn).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '字'.repeat(50) }))
    fireEvent.click(screen.getByTestId('search-tab-stock'))
    await flush()
    expect(search.queryStock).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '字'.repeat(20) }))
    type('股'.repeat(30))
    expect((document.querySelector('taro-input-core') as unknown as { value: string }).value).toBe('股'.repeat(20))
  })
})

describe('recent searches', () => {
  it('keeps searched words locally, newest first, without repeats', async () => {
    start(['旧词'])
    search.queryColumn.mockResolvedValue(pageOf([]))
    await renderPage(SearchPage, makeStores(false))
    expect(recentWords()).toEqual(['旧词'])
    await searchFor('白酒')
    await searchFor('光伏')
    await searchFor('白酒')
    expect(JSON.parse(storage.get(RECENT_SEARCH_KEY) ?? '[]')).toEqual(['白酒', '光伏', '旧词'])
    type('')
    await flush()
    expect(recentWords()).toEqual(['白酒', '光伏', '旧词'])
  })

  it('keeps at most ten', async () => {
    start(Array.from({ length: 10 }, (_, i) => `词${i}`))
    search.queryColumn.mockResolvedValue(pageOf([]))
    await renderPage(SearchPage, makeStores(false))
    await searchFor('新词')
    const stored = JSON.parse(storage.get(RECENT_SEARCH_KEY) ?? '[]') as string[]
    expect(stored).toHaveLength(10)
    expect(stored[0]).toBe('新词')
    expect(stored).not.toContain('词9')
  })

  it('searches a recent word when tapped', async () => {
    start(['煤炭', '黄金'])
    search.queryColumn.mockResolvedValue(pageOf([]))
    await renderPage(SearchPage, makeStores(false))
    fireEvent.click(screen.getByText('黄金'))
    await flush()
    expect(search.queryColumn).toHaveBeenCalledWith(expect.objectContaining({ keyword: '黄金' }))
    expect(JSON.parse(storage.get(RECENT_SEARCH_KEY) ?? '[]')).toEqual(['黄金', '煤炭'])
  })

  it('clears them all only after the confirm', async () => {
    start(['煤炭', '黄金'])
    await renderPage(SearchPage, makeStores(false))
    fireEvent.click(screen.getByTestId('recent-clear'))
    fireEvent.click(screen.getByTestId('modal-cancel'))
    expect(recentWords()).toEqual(['煤炭', '黄金'])
    fireEvent.click(screen.getByTestId('recent-clear'))
    expect(screen.getByTestId('modal').textContent).toContain(TEXTS.confirm)
    fireEvent.click(screen.getByTestId('modal-confirm'))
    expect(screen.queryByTestId('recent-searches')).toBeNull()
    expect(storage.get(RECENT_SEARCH_KEY)).toBeNull()
  })

  it('survives a broken stored copy', async () => {
    storage = createMemoryStorage()
    storage.set(RECENT_SEARCH_KEY, '{not json')
    setupPlatform({ localStorage: storage })
    await renderPage(SearchPage, makeStores(false))
    expect(screen.queryByTestId('recent-searches')).toBeNull()
  })
})
