/**
 * On H5 the article page draws in steps (issue 38: the deep link's blocking time): first what the server's lead
 * drew (author, title, body), then one step per idle turn: the actions, the comments (a few at a time), the
 * composer. The mini-program (and the other tests here, with Jest's default module) draws all at once.
 */
import { act, screen } from '@testing-library/react'
import ArticleDetailPage from '@/community/articleDetail/index'
import { api as fake, resetFakeApi } from '../../article/fake-api'
import {
  makeArticle,
  makeComment,
  makeStores,
  pageOf,
  renderWithStores,
  setRoute,
  setupPlatform,
} from '../../article/support'

jest.mock('@/hooks/useProgressiveCount', () => jest.requireActual('@/hooks/useProgressiveCount.h5'))

const idle: (() => void)[] = []
const w = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown }

beforeEach(() => {
  resetFakeApi()
  idle.length = 0
  w.requestIdleCallback = (run: () => void) => idle.push(run)
  w.cancelIdleCallback = () => undefined
  fake.article.countRead.mockResolvedValue(101)
  fake.quote.query.mockResolvedValue([])
  fake.article.comments.mockResolvedValue(
    pageOf(Array.from({ length: 10 }, (_, i) => makeComment({ commentId: `c${i}`, content: `评论${i}` }))),
  )
  fake.article.appInfoAtBoot.mockImplementation((id: string) => (id === '42' ? makeArticle() : undefined))
})

afterEach(() => {
  delete w.requestIdleCallback
  delete w.cancelIdleCallback
})

const idleTurn = () => act(() => idle.shift()?.())
const shown = (testId: string) => screen.queryAllByTestId(testId).length

async function untilShown(testId: string) {
  while (shown(testId) === 0 && idle.length > 0) await idleTurn()
  expect(shown(testId)).toBe(1)
}

it('draws the lead’s part first, then the actions, the comments a few at a time, and the composer', async () => {
  setupPlatform()
  setRoute('community/articleDetail/index', { articleId: '42', source: 'article' })
  renderWithStores(<ArticleDetailPage />, makeStores(false))
  // The comments' answer arrives; nothing below the body is drawn until the browser is idle.
  await act(async () => undefined)
  expect(shown('article-title')).toBe(1)
  expect(shown('article-body')).toBe(1)
  expect([shown('article-actions'), shown('comment-list'), shown('comment-composer')]).toEqual([0, 0, 0])
  // Other parts of the page wait for idle turns too: each step is looked for turn by turn, in its order.
  await untilShown('article-actions')
  expect([shown('comment-list'), shown('comment-composer')]).toEqual([0, 0])
  await untilShown('comment-list')
  expect(shown('comment-composer')).toBe(0)
  expect(shown('comment-item')).toBeLessThanOrEqual(4)
  while (idle.length > 0) await idleTurn()
  expect(shown('comment-composer')).toBe(1)
  expect(shown('comment-item')).toBe(10)
})
