import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { DETAIL_TEXTS } from '@/components/article'
import CommentDetailPage from '@/community/commentDetail/index'
import { api as fake, resetFakeApi } from '../../article/fake-api'
import {
  DEV,
  flush,
  makeArticle,
  makeComment,
  makeReply,
  makeStores,
  pageOf,
  renderWithStores,
  setRoute,
  setupPlatform,
  typeInto,
} from '../../article/support'

jest.mock('@/api', () => jest.requireActual('../../article/fake-api'))

const PATH = 'community/commentDetail/index'

function open(params: Record<string, string>, loggedIn = true) {
  setRoute(PATH, params)
  return renderWithStores(<CommentDetailPage />, makeStores(loggedIn))
}

const THREAD = makeComment({
  commentId: 'c7',
  content: '主评论',
  replyCount: 1,
  replies: [makeReply({ commentId: 'r1', parentId: 'c7', content: '第一条回复' })],
})

beforeEach(() => {
  resetFakeApi()
  fake.article.appInfo.mockResolvedValue(makeArticle({ pubType: 5 }))
})

describe('comment detail: states', () => {
  it('shows the loading view while the comment is looked up', async () => {
    setupPlatform()
    open({ commentId: 'c7', articleId: '42' })
    expect(await screen.findByTestId('loading-view', {}, { timeout: 2000 })).toBeTruthy()
  })

  it('shows a clear message for a missing id', async () => {
    setupPlatform()
    open({ commentId: 'c7' })
    expect((await screen.findByTestId('empty-view')).textContent).toBe(DETAIL_TEXTS.badLink)
    expect(fake.article.comments).not.toHaveBeenCalled()
  })

  it('pages through the article comments and says "not found" when the comment is not there', async () => {
    setupPlatform()
    fake.article.comments.mockResolvedValueOnce(pageOf([makeComment({ commentId: 'a' })], true))
    fake.article.comments.mockResolvedValueOnce(pageOf([makeComment({ commentId: 'b' })], false))
    open({ commentId: 'c7', articleId: '42' })
    expect((await screen.findByTestId('empty-view')).textContent).toBe(DETAIL_TEXTS.missing)
    expect(fake.article.comments).toHaveBeenCalledTimes(2)
    expect(fake.article.comments).toHaveBeenLastCalledWith({
      articleId: '42',
      accountId: DEV.accountId,
      pageNum: 2,
      pageSize: 100,
    })
  })

  it('shows the error view on a failed load and retries', async () => {
    setupPlatform()
    fake.article.comments.mockRejectedValueOnce(new Error('offline'))
    fake.article.comments.mockResolvedValueOnce(pageOf([THREAD]))
    open({ commentId: 'c7', articleId: '42' })
    fireEvent.click(await screen.findByTestId('error-view'))
    expect(await screen.findByText('主评论')).toBeTruthy()
  })
})

describe('comment detail: thread and replying', () => {
  it('shows the comment, its replies and the reply count', async () => {
    setupPlatform()
    fake.article.comments.mockResolvedValue(pageOf([THREAD]))
    open({ commentId: 'c7', articleId: '42' })
    expect(await screen.findByText('主评论')).toBeTruthy()
    expect(screen.getByText('第一条回复')).toBeTruthy()
    expect(screen.getByText('全部回复 1')).toBeTruthy()
  })

  it('says when replies beyond the first ones are not shown', async () => {
    setupPlatform()
    fake.article.comments.mockResolvedValue(pageOf([{ ...THREAD, replyCount: 5 }]))
    open({ commentId: 'c7', articleId: '42' })
    expect((await screen.findByTestId('replies-hidden')).textContent).toBe('另有4条较新的回复暂未显示')
  })

  it('shows an empty state for a comment without replies', async () => {
    setupPlatform()
    fake.article.comments.mockResolvedValue(pageOf([{ ...THREAD, replyCount: 0, replies: [] }]))
    open({ commentId: 'c7', articleId: '42' })
    expect(await screen.findByTestId('replies-empty')).toBeTruthy()
  })

  it('replies to the comment: the reply appears and the composer clears', async () => {
    setupPlatform()
    fake.article.comments.mockResolvedValue(pageOf([THREAD]))
    fake.publish.publishComment.mockResolvedValue(makeReply({ commentId: 'r2', parentId: 'c7', content: '我的回复' }))
    const { container } = open({ commentId: 'c7', articleId: '42' })
    await screen.findByText('主评论')
    act(() => typeInto(container, '我的回复'))
    fireEvent.click(screen.getByTestId('comment-send'))
    expect(await screen.findByText('我的回复')).toBeTruthy()
    expect(fake.publish.publishComment).toHaveBeenCalledWith({
      ...DEV,
      articleId: '42',
      content: '我的回复',
      parentId: 'c7',
    })
    expect(screen.getByText('全部回复 2')).toBeTruthy()
    expect(screen.getByTestId('textarea-counter').textContent).toBe('0/140')
  })

  it('replies to a reply after tapping it', async () => {
    setupPlatform()
    fake.article.comments.mockResolvedValue(pageOf([THREAD]))
    fake.publish.publishComment.mockResolvedValue(makeReply({ commentId: 'r3' }))
    const { container } = open({ commentId: 'c7', articleId: '42' })
    await screen.findByText('第一条回复')
    fireEvent.click(screen.getAllByTestId('comment-content')[1])
    await flush()
    act(() => typeInto(container, '回复回复'))
    fireEvent.click(screen.getByTestId('comment-send'))
    await waitFor(() =>
      expect(fake.publish.publishComment).toHaveBeenCalledWith(
        expect.objectContaining({ parentId: 'r1', content: '回复回复' }),
      ),
    )
  })

  it('back tells the app to go back and reload the previous page', async () => {
    const { calls } = setupPlatform()
    fake.article.comments.mockResolvedValue(pageOf([THREAD]))
    open({ commentId: 'c7', articleId: '42' })
    await screen.findByText('主评论')
    fireEvent.click(screen.getByTestId('nav-bar-back'))
    expect(calls.goBack).toHaveBeenCalledWith({ refresh: true })
  })
})
