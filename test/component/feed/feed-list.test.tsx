import './observer-stub'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { Dynamic, PraiseResult, QuoteRow } from '@shared/api'
import { fakeApi as api } from '../../support/store-env'
import { ESTIMATED_CARD_HEIGHT_PX, FEED_TEXTS, FeedList, SEGMENT_SIZE } from '@/components/feed'
import { ACTION_TEXTS, TEXTS } from '@/config/constants'
import { resetFeedOpenEnv } from '@/navigation'
import { pendingLinkQuestion } from '@/navigation/link-prompt'
import { OUTSIDE_LINK_TEXTS } from '@/navigation/outside-link'
import { RequestError } from '@/http/types'
import { requireLogin } from '@/startup'
import { StoreProvider, type RootStore } from '@/stores'
import { deferred, dynamic, flush, makeStores, setupPlatform } from '../pages/follow/page-harness'
import { laterTap } from '../../support/taps'

jest.mock('@/startup', () => ({ ...jest.requireActual('@/startup'), requireLogin: jest.fn(() => true) }))

const like = jest.mocked(api.like)
const quote = jest.mocked(api.quote)
const article = jest.mocked(api.article)

let stores: RootStore
let calls: ReturnType<typeof setupPlatform>['calls']

beforeEach(() => {
  jest.clearAllMocks()
  jest.mocked(requireLogin).mockReturnValue(true)
  quote.query.mockResolvedValue([])
  calls = setupPlatform().calls
  stores = makeStores(true)
  resetFeedOpenEnv()
})

/** The feed shows the dynamics store's entities, as every page hands them over. */
async function renderFeed(items: Dynamic[]) {
  const entities = items.map((item) => stores.dynamics.get(stores.dynamics.ingest(item))!)
  await act(async () => {
    render(
      <StoreProvider store={stores}>
        <FeedList items={entities} />
      </StoreProvider>,
    )
  })
  await flush()
}

const card = (id: string) => screen.getAllByTestId('feed-card').find((c) => c.getAttribute('data-id') === id)!

describe('FeedList cards', () => {
  it('renders every kind with its label, and decodes emoji entities in the text', async () => {
    await renderFeed([
      dynamic('1', { pubType: 2, title: '文章标题', summary: '文章摘要 &#128512;' }),
      dynamic('2', { pubType: 5, title: '', summary: '一条帖子' }),
      dynamic('3', { pubType: 7, title: '', summary: '股评内容' }),
      dynamic('4', { pubType: 8, isNews: 1, title: '资讯标题' }),
      dynamic('5', { pubType: 3, title: '直播标题', liveStatus: 'live', supplier: 3, webinarId: 'W1' }),
      dynamic('6', { pubType: 6, title: '视频标题', duration: 65, images: ['/c.png'] }),
      dynamic('7', {
        pubType: 4,
        title: '分享标题',
        shareUrl: '/community/articleDetail/index?articleId=9&source=article',
      }),
    ])
    const kinds = screen.getAllByTestId('feed-card').map((c) => c.getAttribute('data-kind'))
    expect(kinds).toEqual(['article', 'post', 'stockComment', 'news', 'live', 'shortVideo', 'link'])
    expect(screen.getByText('文章摘要 😀')).toBeTruthy()
    const meta = (id: string) => card(id).querySelector('.feed-card__meta')?.textContent ?? ''
    expect(meta('p1')).not.toContain('·')
    expect(meta('p3')).toMatch(/· 股评$/)
    expect(meta('p4')).toMatch(/· 资讯$/)
    expect(meta('p5')).toMatch(/· 直播$/)
    expect(within(card('p5')).getByText(FEED_TEXTS.liveOn)).toBeTruthy()
    expect(within(card('p6')).getByText('1:05')).toBeTruthy()
    expect(meta('p7')).toMatch(/· 分享$/)
  })

  it('shows the big-V mark, at most three images, counts formatted, and text never as markup', async () => {
    await renderFeed([
      dynamic('1', {
        author: { nickName: '大V', avatar: '/a.png', kind: 'bigV' },
        images: ['/1.png', '/2.png', '/3.png', '/4.png'],
        praiseCount: 12345,
        commentCount: 7,
        summary: '<b>不是标签</b>',
      }),
    ])
    const c = card('p1')
    expect(within(c).getByText(FEED_TEXTS.bigV)).toBeTruthy()
    expect(c.querySelectorAll('.feed-card__image')).toHaveLength(3)
    // The counts beside their icons; each control names itself in full.
    expect(within(c).getByTestId('like-button').textContent).toBe('1.23w')
    expect(within(c).getByTestId('like-button').getAttribute('aria-label')).toBe(`${FEED_TEXTS.like} 1.23w`)
    expect(within(c).getByTestId('comment-count').getAttribute('aria-label')).toBe(`${FEED_TEXTS.comment} 7`)
    expect(within(c).getByText('<b>不是标签</b>')).toBeTruthy()
    expect(c.querySelector('b')).toBeNull()
  })

  it('colours stock tags by the sign of the live rise, asking the quotes of visible cards once', async () => {
    const rows: QuoteRow[] = [
      { code: 'SH600519', up_rose: 123, price: 1 },
      { code: 'SZ000001', up_rose: -50, price: 1 },
    ]
    quote.query.mockResolvedValue(rows)
    await renderFeed([
      dynamic('1', { stocks: [{ code: 'SH600519', name: '贵州茅台' }], topics: [{ topicId: 't1', title: '#白酒#' }] }),
      dynamic('2', { stocks: [{ code: 'SZ000001', name: '平安银行' }] }),
      dynamic('3', { stocks: [{ code: 'SH600519', name: '贵州茅台' }] }),
    ])
    expect(quote.query).toHaveBeenCalledTimes(1)
    expect(quote.query.mock.calls[0][0]).toEqual(['SH600519', 'SZ000001'])
    const tags = screen.getAllByTestId('stock-tag')
    expect(tags[0].textContent).toBe('贵州茅台 +1.23%')
    expect(tags[0].getAttribute('data-direction')).toBe('rise')
    expect(tags[1].textContent).toBe('平安银行 -0.50%')
    expect(tags[1].getAttribute('data-direction')).toBe('fall')
    expect(screen.getByText('#白酒#')).toBeTruthy()
  })

  it('greys a taken-down item and toasts when it is tapped, liking included', async () => {
    await renderFeed([dynamic('1', { offShelf: true, pubType: 2 })])
    const c = card('p1')
    expect(c.className).toContain('feed-card--off-shelf')
    await act(async () => fireEvent.click(within(c).getByTestId('like-button')))
    await flush()
    expect(like.toggle).not.toHaveBeenCalled()
    expect(calls.toast).toHaveBeenCalledWith(TEXTS.contentTakenDown)
    expect(calls.navigateTo).not.toHaveBeenCalled()
  })
})

describe('liking from a card', () => {
  const result = (praised: boolean, praiseCount: number): PraiseResult => ({ praised, praiseCount })

  it('moves the count at once, takes the server answer, and ignores taps while the request runs', async () => {
    const answer = deferred<PraiseResult>()
    like.toggle.mockReturnValue(answer.promise)
    await renderFeed([dynamic('1', { praiseCount: 4 })])
    const button = screen.getByTestId('like-button')
    await act(async () => fireEvent.click(button))
    expect(button.textContent).toBe('5')
    expect(button.getAttribute('data-praised')).toBe('1')
    await act(async () => fireEvent.click(button))
    expect(like.toggle).toHaveBeenCalledTimes(1)
    expect(like.toggle).toHaveBeenCalledWith(
      { accountId: 'dev-10001', token: 'dev-token-10001', userCode: '' },
      { pubType: 5, forId: 'f1' },
      false,
    )
    await act(async () => answer.resolve(result(true, 9)))
    expect(button.textContent).toBe('9')
    // The in-progress mark is gone: the next tap un-likes.
    like.toggle.mockResolvedValue(result(false, 8))
    laterTap()
    await act(async () => fireEvent.click(button))
    await flush()
    expect(like.toggle).toHaveBeenLastCalledWith(expect.anything(), expect.anything(), true)
    expect(button.textContent).toBe('8')
  })

  it('rolls the count back when the server says no, with a toast; a lost network says so (§8.5)', async () => {
    like.toggle.mockRejectedValueOnce(new RequestError(TEXTS.requestError, 'business', 500))
    await renderFeed([dynamic('1', { praiseCount: 4, praised: false })])
    const button = screen.getByTestId('like-button')
    await act(async () => fireEvent.click(button))
    await flush()
    expect(button.textContent).toBe('4')
    expect(button.getAttribute('data-praised')).toBe('0')
    expect(calls.toast).toHaveBeenCalledWith(ACTION_TEXTS.failed)

    calls.toast.mockClear()
    like.toggle.mockRejectedValueOnce(new RequestError('offline', 'network'))
    await act(async () => fireEvent.click(button))
    await flush()
    expect(button.textContent).toBe('4')
    expect(button.getAttribute('data-praised')).toBe('0')
    expect(calls.toast).toHaveBeenCalledWith(ACTION_TEXTS.offline)
  })

  it('needs login: without it nothing is sent and nothing changes', async () => {
    jest.mocked(requireLogin).mockReturnValue(false)
    stores = makeStores(false)
    await renderFeed([dynamic('1', { praiseCount: 4 })])
    const button = screen.getByTestId('like-button')
    await act(async () => fireEvent.click(button))
    expect(like.toggle).not.toHaveBeenCalled()
    expect(button.textContent).toBe('4')
  })
})

describe('opening a card by pubType', () => {
  const tap = async (id: string) => {
    await act(async () => fireEvent.click(card(id)))
    await flush()
  }

  it('opens articles and posts on their detail page', async () => {
    await renderFeed([dynamic('11', { pubType: 2 }), dynamic('12', { pubType: 5 })])
    await tap('p11')
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/articleDetail/index?articleId=11&source=article')
    await tap('p12')
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/articleDetail/index?articleId=12&source=post')
  })

  it('opens a shared link of this product as its page, asks about another site, refuses a trick', async () => {
    await renderFeed([
      dynamic('1', { pubType: 4, shareUrl: '/community/articleDetail/index?articleId=9&source=article' }),
      dynamic('2', { pubType: 4, shareUrl: 'https://other.example.com/x' }),
      dynamic('3', { pubType: 4, shareUrl: 'https://eastmoney.com@evil.example.com/x' }),
    ])
    await tap('p1')
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/articleDetail/index?articleId=9&source=article')
    // docs/product.md §2.6: a site nobody vouched for is asked about first (the sheet), never opened at once.
    await tap('p2')
    expect(pendingLinkQuestion()?.url).toBe('https://other.example.com/x')
    pendingLinkQuestion()?.answer(null)
    await flush()
    await tap('p3')
    expect(calls.navigateTo).toHaveBeenCalledTimes(1)
    expect(calls.toast).toHaveBeenCalledWith(OUTSIDE_LINK_TEXTS.refused)
  })

  it('looks up pubType 7/8 first, then opens what the info says', async () => {
    article.infoByArticleId.mockResolvedValue({ source: 'post', title: 't', orgArtId: '77', linkUrl: null })
    await renderFeed([dynamic('3', { pubType: 7 })])
    await tap('p3')
    expect(article.infoByArticleId).toHaveBeenCalledWith('3', 'dev-10001')
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/articleDetail/index?articleId=77&source=post')
  })

  it('a stock comment opens its stock’s board (docs/product.md §4.17); unbuilt pages say so', async () => {
    article.infoByArticleId.mockResolvedValue({
      source: 'stock',
      title: 't',
      orgArtId: null,
      linkUrl: '/community/stockCommit/index?code=SH600519&articleId=2743',
    })
    await renderFeed([dynamic('3', { pubType: 7 })])
    await tap('p3')
    expect(calls.navigateTo).toHaveBeenLastCalledWith('/community/stockCommit/index?code=SH600519&articleId=2743')
  })

  it('a lookup that fails is content that cannot be opened', async () => {
    article.infoByArticleId.mockRejectedValue(new RequestError('gone', 'business', 404))
    await renderFeed([dynamic('3', { pubType: 8 })])
    await tap('p3')
    expect(calls.toast).toHaveBeenCalledWith(TEXTS.contentTakenDown)
    expect(calls.navigateTo).not.toHaveBeenCalled()
  })

  it('a live room outside the app says to watch it in the app', async () => {
    await renderFeed([dynamic('5', { pubType: 3, supplier: 3, webinarId: 'W1' })])
    await tap('p5')
    expect(calls.toast).toHaveBeenCalledWith('请在App内观看直播')
    expect(calls.openUrl).not.toHaveBeenCalled()
  })

  it('in the mini-program, lives, short videos and news are blocked', async () => {
    const previous = process.env.TARO_ENV
    process.env.TARO_ENV = 'weapp'
    resetFeedOpenEnv()
    try {
      await renderFeed([dynamic('6', { pubType: 6 })])
      await tap('p6')
      expect(calls.toast).toHaveBeenCalledWith(TEXTS.viewInApp)
      expect(calls.navigateTo).not.toHaveBeenCalled()
    } finally {
      process.env.TARO_ENV = previous
      resetFeedOpenEnv()
    }
  })
})

const feedOf = (count: number) => Array.from({ length: count }, (_, i) => dynamic(String(i + 1)))

/**
 * Scrolls the page element the list sits in (Taro's H5 page), lets the list's frame-throttled reader run, then the
 * task that moves the window.
 */
async function scrollPage(page: HTMLElement, top: number) {
  Object.defineProperty(page, 'scrollTop', { value: top, configurable: true })
  await act(async () => {
    fireEvent.scroll(page)
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  await flush()
}

async function renderFeedInPage(items: Dynamic[]) {
  const entities = items.map((item) => stores.dynamics.get(stores.dynamics.ingest(item))!)
  await act(async () => {
    render(
      <StoreProvider store={stores}>
        <div className="taro_page">
          <FeedList items={entities} />
        </div>
      </StoreProvider>,
    )
  })
  await flush()
  return document.querySelector<HTMLElement>('.taro_page')!
}

describe('segment windowing', () => {
  it('renders the cards of the segments near the viewport only; the rest are two spacers', async () => {
    await renderFeed(feedOf(100))
    const list = screen.getByTestId('feed-list')
    expect(list.getAttribute('data-count')).toBe('100')
    expect(screen.getAllByTestId('feed-card').length).toBeLessThanOrEqual(40)
    const below = list.querySelector<HTMLElement>('.feed-list__spacer--below')!
    expect(parseFloat(below.style.height)).toBeGreaterThan(0)
  })

  it('holds as many elements with 5,000 items as with 100 (issue 38: the nodes grew with the list)', async () => {
    const elementsFor = async (count: number) => {
      await renderFeed(feedOf(count))
      const n = screen.getByTestId('feed-list').querySelectorAll('*').length
      cleanup()
      return n
    }
    expect(await elementsFor(5000)).toBe(await elementsFor(100))
  })

  it('on H5, a move that gains a segment and leaves one draws the new one first and lets the old go in the next task', async () => {
    const page = await renderFeedInPage(feedOf(200))
    const list = screen.getByTestId('feed-list')
    expect(list.getAttribute('data-window')).toBe('0-2')
    // Each window the list stood at, with the segments it held then.
    const stood: string[] = []
    const watch = new MutationObserver(() => {
      const drawn = [...list.querySelectorAll(':scope > .feed-segment')].map((segment) => segment.id.split('-s')[1])
      stood.push(`${list.getAttribute('data-window')}: ${drawn.join(' ')}`)
    })
    watch.observe(list, { attributes: true, attributeFilter: ['data-window'] })
    // Into segment 1 (at the estimated height), going down: the window moves from 0-2 to 1-3.
    await scrollPage(page, SEGMENT_SIZE * ESTIMATED_CARD_HEIGHT_PX + 100)
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))))
    watch.disconnect()
    expect(stood).toEqual(['0-3: 0 1 2 3', '1-3: 1 2 3'])
    const above = parseFloat(list.querySelector<HTMLElement>('.feed-list__spacer--above')!.style.height)
    expect(above).toBe(SEGMENT_SIZE * ESTIMATED_CARD_HEIGHT_PX)
  })

  it('in the mini-program, moves the segments through the same places as the reader scrolls (no list-wide setData)', async () => {
    const previous = process.env.TARO_ENV
    process.env.TARO_ENV = 'weapp'
    try {
      const page = await renderFeedInPage(feedOf(200))
      const list = screen.getByTestId('feed-list')
      const places = () => [...list.querySelectorAll(':scope > .feed-segment')]
      const before = places()
      expect(before).toHaveLength(3)
      // Far down (into segment 12 of 20 at the estimated height): other cards, in the same elements; going down,
      // the next segments are drawn ahead.
      const segment = SEGMENT_SIZE * ESTIMATED_CARD_HEIGHT_PX
      await scrollPage(page, 12 * segment + 100)
      expect(list.getAttribute('data-window')).toBe('12-14')
      expect(places()).toHaveLength(3)
      places().forEach((place, i) => expect(place).toBe(before[i]))
      const shown = screen.getAllByTestId('feed-card').map((c) => Number(c.getAttribute('data-id')!.slice(1)))
      expect(Math.min(...shown)).toBe(12 * SEGMENT_SIZE + 1)
      expect(Math.max(...shown)).toBe(15 * SEGMENT_SIZE)
      expect(parseFloat(list.querySelector<HTMLElement>('.feed-list__spacer--above')!.style.height)).toBe(12 * segment)
    } finally {
      process.env.TARO_ENV = previous
    }
  })
})
