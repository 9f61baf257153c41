/**
 * The pill of live freshness (docs/product.md §4.20) on a page: it appears over the feed without moving it, a tap
 * puts the new items on top (each once) and scrolls there, and the app home's way into the community carries a dot.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { FreshCursor, FreshFeed } from '@shared/api'
import type { EventStreamHandlers } from '@/platform/event-stream'
import ConditionPage from '@/community/condition/index'
import HomePage from '@/pages/index/index'
import { SETTLE_MS } from '@/stores/freshness'
import { fakeApi as api } from '../../support/store-env'
import { flush, makeStores, pageOf, renderPage, setRoute, setupPlatform } from '../pages/follow/page-harness'
import { items, type FeedLoader } from '../pages/feed-pages/support'

const dynamicList = () => jest.mocked(api.article.dynamicList) as unknown as FeedLoader

/** The stream the page opened: the test plays the server's side of it. */
let mockStream: EventStreamHandlers | null = null
jest.mock('@/platform/event-stream', () => ({
  openEventStream: (_url: string, _headers: Record<string, string>, handlers: EventStreamHandlers) => {
    mockStream = handlers
    return { close: () => undefined }
  },
}))

beforeEach(() => {
  jest.useFakeTimers()
  jest.clearAllMocks()
  setupPlatform()
  mockStream = null
  jest
    .mocked(api.feed.streamRequest)
    .mockReturnValue({ url: '/community-admin/front/feed/stream', form: 'getUrlencoded' })
  // What the server says of the feed: where it stands, then nothing new yet (the test pushes what is).
  jest
    .mocked(api.feed.fresh)
    .mockImplementation(async (cursors: FreshCursor[]) =>
      cursors.map(({ feed, after }) => ({ feed, count: 0, articleIds: [], cursor: after ?? '10' })),
    )
})

afterEach(() => jest.useRealTimers())

const push = async (articleId: string, feeds: FreshFeed[]) => {
  await act(async () => mockStream?.onEvent({ event: 'fresh', data: JSON.stringify({ articleId, feeds }) }))
  await flush()
}
/** The page settles (the first connection waits for it), the stream opens and says so. */
const openStream = async () => {
  await act(async () => void jest.advanceTimersByTime(SETTLE_MS))
  await flush()
  await act(async () => mockStream?.onEvent({ event: 'ready', data: '{}' }))
  await flush()
}
const cardIds = () => screen.getAllByTestId('feed-card').map((card) => card.getAttribute('data-id'))

it('shows N 条新动态 over 最新 without touching the list, and a tap puts them on top, each once, and scrolls up', async () => {
  setRoute('community/condition/index')
  const scrolled = jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'pageScrollTo:ok' })
  dynamicList().mockResolvedValueOnce(pageOf(items(1, 10).reverse()))
  await renderPage(ConditionPage, makeStores(false))
  await openStream()
  const before = cardIds()
  expect(screen.queryByTestId('fresh-pill')).toBeNull()

  await push('11', ['tab:latest'])
  await push('12', ['tab:latest'])
  await push('12', ['tab:latest'])
  expect(screen.getByTestId('fresh-pill').textContent).toBe('2 条新动态')
  expect(cardIds()).toEqual(before)

  dynamicList().mockResolvedValueOnce(pageOf([...items(11, 2).reverse(), ...items(1, 10).reverse()].slice(0, 10)))
  await act(async () => fireEvent.click(screen.getByTestId('fresh-pill')))
  await flush()
  expect(cardIds().slice(0, 3)).toEqual(['p12', 'p11', 'p10'])
  expect(new Set(cardIds()).size).toBe(cardIds().length)
  expect(screen.queryByTestId('fresh-pill')).toBeNull()
  expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ scrollTop: 0 }))
})

it('puts a dot on the app home’s way into the community while 推荐 has items the home’s feed lacks', async () => {
  setRoute('pages/index/index')
  // Home's sections answer, so its feed shows with them (docs/product.md §2.9).
  jest.mocked(api.topic.topicRecommend).mockResolvedValue(pageOf([]))
  jest.mocked(api.misc.hotStocks).mockResolvedValue([])
  jest.mocked(api.misc.porcelainList).mockResolvedValue([])
  jest.mocked(api.misc.newTopicAndArticle).mockResolvedValue({ topic: null, articles: [] })
  jest.mocked(api.article.activities).mockResolvedValue(pageOf([]))
  dynamicList().mockResolvedValue(pageOf(items(1, 10).reverse()))
  await renderPage(HomePage, makeStores(false))
  await openStream()
  const entry = screen.getByTestId('home-more')
  expect(entry.querySelector('[data-testid="badge"]')).toBeNull()
  await push('11', ['tab:recommend'])
  expect(entry.querySelector('[data-testid="badge"]')).not.toBeNull()
  expect(screen.queryByTestId('fresh-pill')).toBeNull()
})
