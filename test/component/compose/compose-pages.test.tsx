/**
 * The composer's pages: the post page (login, draft prompt, counter, prefilled entries, send) and
 * the pages that add a stock, a topic or a circle to the same draft.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { CONTENT_LIMITS } from '@shared/content-limits'
import AddCirclePage from '@/community/addCircle/index'
import AddStockPage from '@/community/addStock/index'
import AddTopicPage from '@/community/addTopic/index'
import PostPage, { POST_TEXTS } from '@/community/post/index'
import { createMemoryStorage } from '@/platform'
import { DRAFT_STORAGE_KEY } from '@/stores/draft'
import { useComposer } from '@/stores/composer'
import {
  api,
  dynamic,
  flush,
  makeStores,
  pageOf,
  renderPage,
  setRoute,
  setupPlatform,
} from '../pages/follow/page-harness'

const topic = (topicId: string, title: string) => ({
  topicId,
  title,
  cover: '',
  intro: '',
  readCount: 1,
  discussCount: 1,
  hot: false,
  isActivity: false,
  showPosition: null,
  startDate: null,
  endDate: null,
})
const circle = (circleId: string, name: string, followed = false) => ({
  circleId,
  name,
  icon: '',
  intro: '',
  memberCount: 10,
  dynamicCount: 1,
  followed,
})

/** Taro's Textarea is a custom element: typing reaches onInput as an 'input' event with detail.value. */
function typeInto(testId: string, text: string) {
  const field = screen.getByTestId(testId)
  act(() => {
    field.dispatchEvent(new CustomEvent('input', { detail: { value: text }, bubbles: true }))
  })
}

/** Hands the page's composer (the app's one draft) to the test. */
function Probe({ onComposer }: { onComposer: (c: ReturnType<typeof useComposer>) => void }) {
  onComposer(useComposer())
  return null
}
beforeEach(() => {
  jest.clearAllMocks()
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue(undefined as never)
})

describe('post page', () => {
  it('asks a visitor to log in first', async () => {
    setupPlatform()
    setRoute('community/post/index')
    await renderPage(PostPage, makeStores(false))
    expect(screen.getByTestId('login-prompt').textContent).toContain(POST_TEXTS.loginNeeded)
    expect(screen.queryByTestId('post-send')).toBeNull()
  })

  it('counts characters, turns the counter red over the limit and refuses to send with the reason', async () => {
    const { calls } = setupPlatform()
    setRoute('community/post/index')
    await renderPage(PostPage, makeStores(true))
    typeInto('post-text', '字'.repeat(CONTENT_LIMITS.post + 1))
    const counter = screen.getByTestId('post-counter')
    expect(counter.textContent).toBe(`${CONTENT_LIMITS.post + 1}/${CONTENT_LIMITS.post}`)
    expect(counter.className).toContain('post-counter--over')
    fireEvent.click(screen.getByTestId('post-send'))
    await flush()
    expect(calls.toast).toHaveBeenLastCalledWith('内容不能超过 2000 字')
    expect(api.publish.publishView).not.toHaveBeenCalled()
  })

  it('starts with the topic, circle or stock its entry named', async () => {
    setupPlatform()
    setRoute('community/post/index', { topicId: '5', circleId: '2', code: 'sh600519', name: '贵州茅台' })
    api.topic.queryTopicInfo.mockResolvedValue({ ...topic('5', '白酒'), vote: null, participantAvatars: [] })
    api.circle.info.mockResolvedValue({ ...circle('2', '价值投资圈'), banner: '', notice: '', admins: [] } as never)
    await renderPage(PostPage, makeStores(true))
    await flush()
    expect(screen.getByTestId('compose-chip-stock').textContent).toContain('$贵州茅台$')
    expect(screen.getByTestId('compose-chip-topic').textContent).toContain('#白酒#')
    expect(screen.getByTestId('compose-chip-circle').textContent).toContain('◎价值投资圈')
  })

  it('offers to continue a draft left from before, or to start over', async () => {
    const storage = createMemoryStorage()
    storage.set(DRAFT_STORAGE_KEY, '昨天没写完的')
    setupPlatform({ localStorage: storage })
    setRoute('community/post/index')
    await renderPage(PostPage, makeStores(true))
    expect(screen.getByTestId('modal').textContent).toContain(POST_TEXTS.draftContent)
    fireEvent.click(screen.getByTestId('modal-cancel'))
    await flush()
    expect(storage.get(DRAFT_STORAGE_KEY)).toBeNull()
    expect(screen.queryByTestId('modal')).toBeNull()
  })

  it('sends a post with a vote and shows it in place of the composer', async () => {
    const platform = setupPlatform({ redirectTo: jest.fn(async () => undefined) })
    setRoute('community/post/index')
    api.publish.publishView.mockResolvedValue({ articleId: '77', pubId: '77' })
    api.article.appInfo.mockResolvedValue({ ...dynamic('77'), content: '看多', html: null, vote: null } as never)
    await renderPage(PostPage, makeStores(true))
    typeInto('post-text', '看多')
    fireEvent.click(screen.getByTestId('post-add-vote'))
    typeInto('vote-question', '明天呢？')
    for (const [i, text] of ['涨', '跌'].entries()) {
      const option = screen.getAllByTestId('vote-option')[i]
      act(() => {
        option.dispatchEvent(new CustomEvent('input', { detail: { value: text }, bubbles: true }))
      })
    }
    fireEvent.click(screen.getAllByTestId('vote-span')[0])
    fireEvent.click(screen.getByTestId('post-send'))
    await flush()
    expect(api.publish.publishView).toHaveBeenCalledWith(
      expect.objectContaining({
        content: '看多',
        vote: expect.objectContaining({ title: '明天呢？', options: ['涨', '跌'] }),
      }),
    )
    expect(platform.platform.redirectTo).toHaveBeenCalledWith('/community/articleDetail/index?articleId=77&source=post')
  })
})

describe('typing $ or # (docs/product.md §4.14)', () => {
  it('opens the stock or topic picker, and what is picked is attached and written where the key was', async () => {
    const { calls } = setupPlatform()
    setRoute('community/post/index')
    let composer!: ReturnType<typeof useComposer>
    await renderPage(
      () => (
        <>
          <Probe onComposer={(c) => (composer = c)} />
          <PostPage />
        </>
      ),
      makeStores(true),
    )
    typeInto('post-text', '看好')
    typeInto('post-text', '看好$')
    expect(calls.navigateTo.mock.calls.at(-1)?.[0]).toContain('/community/addStock/index')
    act(() => void composer.addStock({ code: 'SH600519', name: '贵州茅台' }))
    expect(composer.text).toBe('看好$贵州茅台(SH600519)$ ')
    expect(composer.stocks).toEqual([{ code: 'SH600519', name: '贵州茅台' }])
    expect((screen.getByTestId('post-text') as unknown as { value: string }).value).toBe('看好$贵州茅台(SH600519)$ ')

    typeInto('post-text', '看好$贵州茅台(SH600519)$ #')
    expect(calls.navigateTo.mock.calls.at(-1)?.[0]).toContain('/community/addTopic/index')
    act(() => void composer.addTopic({ topicId: '8', title: '新能源' }))
    expect(composer.text).toBe('看好$贵州茅台(SH600519)$ #新能源# ')
    expect(composer.topics.map((t) => t.topicId)).toEqual(['8'])
  })

  it('a pick from the toolbar, or after the key was typed over, is attached only', async () => {
    const { calls } = setupPlatform()
    setRoute('community/post/index')
    let composer!: ReturnType<typeof useComposer>
    await renderPage(
      () => (
        <>
          <Probe onComposer={(c) => (composer = c)} />
          <PostPage />
        </>
      ),
      makeStores(true),
    )
    typeInto('post-text', '$')
    typeInto('post-text', '$5')
    act(() => void composer.addStock({ code: 'SZ000001', name: '平安银行' }))
    expect(composer.text).toBe('$5')
    typeInto('post-text', '$5 #')
    fireEvent.click(screen.getByTestId('post-add-topic'))
    expect(calls.navigateTo.mock.calls.at(-1)?.[0]).toContain('/community/addTopic/index')
    act(() => void composer.addTopic({ topicId: '9', title: '#白酒#' }))
    expect(composer.text).toBe('$5 #')
    expect(composer.stocks.map((s) => s.code)).toEqual(['SZ000001'])
    expect(composer.topics.map((t) => t.topicId)).toEqual(['9'])
  })
})

describe('long articles', () => {
  const home = (kind: 'user' | 'bigV') => ({
    account: {
      accountId: 'dev-10001',
      nickName: '我',
      avatar: '',
      bio: '',
      kind,
      verifiedTitle: kind === 'bigV' ? '认证作者' : null,
      followers: 0,
      following: 0,
      followed: false,
    },
    articleCount: 0,
    liveCount: 0,
    videoCount: 0,
    praiseCount: 0,
  })

  it('a verified account switches to 长文 and sends a title and paragraphs', async () => {
    const { platform } = setupPlatform({ redirectTo: jest.fn(async () => undefined) })
    setRoute('community/post/index')
    api.bigV.homeInfo.mockResolvedValue(home('bigV') as never)
    api.article.createArticle.mockResolvedValue('88')
    api.article.appInfo.mockRejectedValue(new Error('later'))
    await renderPage(PostPage, makeStores(true))
    await flush()
    fireEvent.click(screen.getByTestId('post-mode-article'))
    typeInto('post-title', '年度复盘')
    typeInto('post-text', '第一段\n\n第二段')
    fireEvent.click(screen.getByTestId('post-send'))
    await flush()
    expect(api.article.createArticle).toHaveBeenCalledWith(
      expect.objectContaining({ title: '年度复盘', html: '<p>第一段</p><p>第二段</p>' }),
    )
    expect(platform.redirectTo).toHaveBeenCalledWith('/community/articleDetail/index?articleId=88&source=article')
  })

  it('an ordinary account writes posts only', async () => {
    setupPlatform()
    setRoute('community/post/index')
    api.bigV.homeInfo.mockResolvedValue(home('user') as never)
    await renderPage(PostPage, makeStores(true))
    await flush()
    expect(screen.queryByTestId('post-modes')).toBeNull()
  })
})

describe('adding to the post', () => {
  it('adds a stock found by pinyin initials and goes back; the hot stocks come first without a keyword', async () => {
    setupPlatform()
    setRoute('community/addStock/index')
    api.misc.hotStocks.mockResolvedValue([{ code: 'SZ000001', name: '平安银行', up_rose: 10, price: 10, heat: 1 }])
    api.search.queryStock.mockResolvedValue(
      pageOf([{ code: 'SH600519', name: '贵州茅台', market: 'SH', initials: 'gzmt' }]),
    )
    const stores = makeStores(true)
    let composer!: ReturnType<typeof useComposer>
    await renderPage(
      () => (
        <>
          <Probe onComposer={(c) => (composer = c)} />
          <AddStockPage />
        </>
      ),
      stores,
    )
    expect(screen.getByTestId('add-stock-hot').textContent).toContain('平安银行')
    const input = document.querySelector('taro-input-core') as HTMLElement
    act(() => {
      input.dispatchEvent(new CustomEvent('input', { detail: { value: 'gzmt' }, bubbles: true }))
    })
    fireEvent.click(screen.getByTestId('search-action'))
    await flush()
    fireEvent.click(screen.getByTestId('stock-result'))
    await flush()
    expect(composer.stocks).toEqual([{ code: 'SH600519', name: '贵州茅台' }])
    expect(Taro.navigateBack).toHaveBeenCalled()
  })

  it('shows the app watchlist inside the app', async () => {
    setupPlatform({ kind: 'native', getWatchlistStocks: jest.fn(async () => ['SH600036']) })
    setRoute('community/addStock/index')
    api.misc.hotStocks.mockResolvedValue([])
    api.quote.query.mockResolvedValue([{ code: 'SH600036', name: '招商银行', up_rose: 0, price: 30 }])
    await renderPage(AddStockPage, makeStores(true))
    await flush()
    expect(screen.getByTestId('add-stock-watchlist').textContent).toContain('招商银行')
  })

  it('adds a recommended topic, which is then among the recent ones', async () => {
    setupPlatform()
    setRoute('community/addTopic/index')
    api.topic.topicRecommend.mockResolvedValue(pageOf([topic('8', '#新能源#')]))
    const stores = makeStores(true)
    let composer!: ReturnType<typeof useComposer>
    await renderPage(
      () => (
        <>
          <Probe onComposer={(c) => (composer = c)} />
          <AddTopicPage />
        </>
      ),
      stores,
    )
    fireEvent.click(screen.getByTestId('topic-row'))
    await flush()
    expect(composer.topics).toEqual([{ topicId: '8', title: '#新能源#' }])
    expect(composer.recentTopics[0].topicId).toBe('8')
    expect(Taro.navigateBack).toHaveBeenCalled()
  })

  it('lists my circles, then all circles, and sets the one chosen', async () => {
    setupPlatform()
    setRoute('community/addCircle/index')
    api.follow.myFollowCircles.mockResolvedValue(pageOf([circle('1', '白酒圈', true)]))
    api.circle.all.mockResolvedValue(pageOf([circle('1', '白酒圈', true), circle('3', '新能源圈')]))
    const stores = makeStores(true)
    let composer!: ReturnType<typeof useComposer>
    await renderPage(
      () => (
        <>
          <Probe onComposer={(c) => (composer = c)} />
          <AddCirclePage />
        </>
      ),
      stores,
    )
    expect(screen.getByTestId('add-circle-mine').textContent).toContain('白酒圈')
    const all = screen.getByTestId('add-circle-all')
    fireEvent.click(all.querySelectorAll('[data-testid="circle-choice"]')[1])
    await flush()
    expect(composer.circle).toEqual({ circleId: '3', name: '新能源圈' })
  })
})
