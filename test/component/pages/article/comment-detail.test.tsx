import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { Comment, CommentThread, Reply } from '@shared/api'
import { REQUEST_ID_PATTERN } from '@shared/request-id'
import { DETAIL_TEXTS } from '@/components/article'
import CommentDetailPage from '@/community/commentDetail/index'
import { RequestError } from '@/http/types'
import { api as fake, resetFakeApi } from '../../article/fake-api'
import {
  DEV,
  deferred,
  flush,
  makeArticle,
  makeComment,
  makeReply,
  makeStores,
  renderWithStores,
  setRoute,
  setupPlatform,
  typeInto,
} from '../../article/support'

const PATH = 'community/commentDetail/index'

function open(params: Record<string, string>, loggedIn = true) {
  setRoute(PATH, params)
  return renderWithStores(<CommentDetailPage />, makeStores(loggedIn))
}

const replies = (from: number, to: number): Reply[] =>
  Array.from({ length: to - from + 1 }, (_, i) =>
    makeReply({ commentId: `r${from + i}`, parentId: 'c7', content: `第${from + i}条回复` }),
  )

const COMMENT = makeComment({
  commentId: 'c7',
  content: '主评论',
  replyCount: 1,
  replies: replies(1, 1),
})

/** One answer of the endpoint: the comment and one page of its replies. */
function thread(list: Reply[], options: { total?: number; pageNum?: number; hasMore?: boolean } = {}): CommentThread {
  const total = options.total ?? list.length
  const comment: Comment = { ...COMMENT, replyCount: total, replies: list.slice(0, 3) }
  return {
    comment,
    replies: { list, total, pageNum: options.pageNum ?? 1, pageSize: 20, hasMore: options.hasMore ?? false },
  }
}

const statusError = (status: number) => new RequestError('failed', 'business', status)

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

  it('shows a clear message for a missing or malformed id, without asking the server', async () => {
    setupPlatform()
    const { unmount } = open({ articleId: '42' })
    expect((await screen.findByTestId('empty-view')).textContent).toBe(DETAIL_TEXTS.badLink)
    unmount()
    open({ commentId: 'c7', articleId: '<script>' })
    expect((await screen.findByTestId('empty-view')).textContent).toBe(DETAIL_TEXTS.badLink)
    expect(fake.article.commentReplies).not.toHaveBeenCalled()
  })

  it('says the link is wrong when the server refuses the id (400)', async () => {
    setupPlatform()
    fake.article.commentReplies.mockRejectedValue(statusError(400))
    open({ commentId: 'abc', articleId: '42' })
    expect((await screen.findByTestId('empty-view')).textContent).toBe(DETAIL_TEXTS.badLink)
  })

  it('says the comment is gone on a 404, with no retry', async () => {
    setupPlatform()
    fake.article.commentReplies.mockRejectedValue(statusError(404))
    open({ commentId: 'c7', articleId: '42' })
    expect((await screen.findByTestId('empty-view')).textContent).toBe('评论不存在或已删除')
    expect(screen.queryByTestId('error-view')).toBeNull()
    expect(fake.article.commentReplies).toHaveBeenCalledTimes(1)
  })

  it('shows the error view on a failed load and retries', async () => {
    setupPlatform()
    fake.article.commentReplies.mockRejectedValueOnce(new RequestError('offline', 'network'))
    fake.article.commentReplies.mockResolvedValueOnce(thread(replies(1, 1)))
    open({ commentId: 'c7', articleId: '42' })
    fireEvent.click(await screen.findByTestId('error-view'))
    expect(await screen.findByText('主评论')).toBeTruthy()
    expect(fake.article.commentReplies).toHaveBeenCalledTimes(2)
  })
})

describe('comment detail: the thread', () => {
  it('loads the comment by id with the first page of replies, for the viewer', async () => {
    setupPlatform()
    fake.article.commentReplies.mockResolvedValue(thread(replies(1, 2)))
    open({ commentId: 'c7', articleId: '42' })
    expect(await screen.findByText('主评论')).toBeTruthy()
    expect(screen.getByText('第1条回复')).toBeTruthy()
    expect(screen.getByText('第2条回复')).toBeTruthy()
    expect(screen.getByTestId('reply-total').textContent).toBe('全部回复 2')
    // The replies are listed in full: no preview of the first ones under the comment.
    expect(screen.queryByTestId('reply-preview')).toBeNull()
    expect(fake.article.commentReplies).toHaveBeenCalledWith({
      commentId: 'c7',
      accountId: DEV.accountId,
      pageNum: 1,
      pageSize: 20,
    })
    expect(screen.getByTestId('load-more').getAttribute('data-state')).toBe('noMore')
  })

  it('asks without a viewer when logged out, and works without the articleId in the link', async () => {
    setupPlatform()
    fake.article.commentReplies.mockResolvedValue(thread(replies(1, 1)))
    open({ commentId: 'c7' }, false)
    expect(await screen.findByText('主评论')).toBeTruthy()
    expect(fake.article.commentReplies).toHaveBeenCalledWith({
      commentId: 'c7',
      accountId: undefined,
      pageNum: 1,
      pageSize: 20,
    })
    // The article (for the like endpoint's pubType) is looked up by the comment's own articleId.
    await waitFor(() => expect(fake.article.appInfo).toHaveBeenCalledWith('42', undefined))
  })

  it('shows an empty state for a comment without replies', async () => {
    setupPlatform()
    fake.article.commentReplies.mockResolvedValue(thread([]))
    open({ commentId: 'c7', articleId: '42' })
    expect(await screen.findByTestId('replies-empty')).toBeTruthy()
    expect(screen.getByTestId('reply-total').textContent).toBe('全部回复 0')
    expect(screen.queryByTestId('load-more')).toBeNull()
  })

  it('loads more replies page by page, oldest first, until the last', async () => {
    setupPlatform()
    fake.article.commentReplies.mockResolvedValueOnce(thread(replies(1, 20), { total: 25, hasMore: true }))
    const second = deferred<CommentThread>()
    fake.article.commentReplies.mockReturnValueOnce(second.promise)
    open({ commentId: 'c7', articleId: '42' })
    expect(await screen.findByText('第20条回复')).toBeTruthy()
    expect(screen.getByTestId('reply-total').textContent).toBe('全部回复 25')
    expect(screen.queryByText('第21条回复')).toBeNull()

    fireEvent.click(screen.getByTestId('load-more'))
    await flush()
    expect(screen.getByTestId('load-more').getAttribute('data-state')).toBe('loading')
    expect(fake.article.commentReplies).toHaveBeenLastCalledWith({
      commentId: 'c7',
      accountId: DEV.accountId,
      pageNum: 2,
      pageSize: 20,
    })
    await act(async () => second.resolve(thread(replies(21, 25), { total: 25, pageNum: 2 })))
    await flush()
    const shown = screen.getAllByTestId('comment-item').map((el) => el.getAttribute('data-comment-id'))
    expect(shown).toEqual(['c7', ...replies(1, 25).map((r) => r.commentId)])
    expect(screen.getByTestId('load-more').getAttribute('data-state')).toBe('noMore')
  })

  it('a failed page keeps what is shown and retries from the footer', async () => {
    setupPlatform()
    fake.article.commentReplies.mockResolvedValueOnce(thread(replies(1, 20), { total: 21, hasMore: true }))
    fake.article.commentReplies.mockRejectedValueOnce(new RequestError('offline', 'network'))
    fake.article.commentReplies.mockResolvedValueOnce(thread(replies(21, 21), { total: 21, pageNum: 2 }))
    open({ commentId: 'c7', articleId: '42' })
    await screen.findByText('第20条回复')
    fireEvent.click(screen.getByTestId('load-more'))
    await flush()
    expect(screen.getByTestId('load-more').getAttribute('data-state')).toBe('error')
    expect(screen.getByText('第1条回复')).toBeTruthy()
    expect(screen.queryByTestId('error-view')).toBeNull()
    fireEvent.click(screen.getByTestId('load-more'))
    expect(await screen.findByText('第21条回复')).toBeTruthy()
    expect(fake.article.commentReplies).toHaveBeenLastCalledWith(expect.objectContaining({ pageNum: 2 }))
  })
})

describe('comment detail: replying', () => {
  it('replies to the comment: the reply appears last, the count grows and the composer clears', async () => {
    setupPlatform()
    fake.article.commentReplies.mockResolvedValue(thread(replies(1, 1)))
    fake.publish.publishComment.mockResolvedValue(makeReply({ commentId: 'r9', parentId: 'c7', content: '我的回复' }))
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
      requestId: expect.stringMatching(new RegExp(REQUEST_ID_PATTERN)),
    })
    const shown = screen.getAllByTestId('comment-item').map((el) => el.getAttribute('data-comment-id'))
    expect(shown).toEqual(['c7', 'r1', 'r9'])
    expect(screen.getByTestId('reply-total').textContent).toBe('全部回复 2')
    expect(screen.getByTestId('textarea-counter').textContent).toBe('0/140')
  })

  it('a reply posted before the last page loads is shown once, where the server files it', async () => {
    setupPlatform()
    fake.article.commentReplies.mockResolvedValueOnce(thread(replies(1, 20), { total: 21, hasMore: true }))
    const mine = makeReply({ commentId: 'r22', parentId: 'c7', content: '我的回复' })
    fake.publish.publishComment.mockResolvedValue(mine)
    fake.article.commentReplies.mockResolvedValueOnce(thread([...replies(21, 21), mine], { total: 22, pageNum: 2 }))
    const { container } = open({ commentId: 'c7', articleId: '42' })
    await screen.findByText('第20条回复')
    act(() => typeInto(container, '我的回复'))
    fireEvent.click(screen.getByTestId('comment-send'))
    expect(await screen.findByText('我的回复')).toBeTruthy()
    expect(screen.getByTestId('reply-total').textContent).toBe('全部回复 22')
    fireEvent.click(screen.getByTestId('load-more'))
    expect(await screen.findByText('第21条回复')).toBeTruthy()
    const shown = screen.getAllByTestId('comment-item').map((el) => el.getAttribute('data-comment-id'))
    expect(shown.slice(-2)).toEqual(['r21', 'r22'])
    expect(screen.getAllByText('我的回复')).toHaveLength(1)
    expect(screen.getByTestId('reply-total').textContent).toBe('全部回复 22')
  })

  it('a failed reply keeps the text and adds nothing', async () => {
    const { calls } = setupPlatform()
    fake.article.commentReplies.mockResolvedValue(thread(replies(1, 1)))
    fake.publish.publishComment.mockRejectedValue(new RequestError('offline', 'network'))
    const { container } = open({ commentId: 'c7', articleId: '42' })
    await screen.findByText('主评论')
    act(() => typeInto(container, '发不出去'))
    fireEvent.click(screen.getByTestId('comment-send'))
    await flush()
    expect(calls.toast).toHaveBeenCalled()
    expect(screen.getByTestId('textarea-counter').textContent).toBe('4/140')
    expect(screen.getByTestId('reply-total').textContent).toBe('全部回复 1')
    expect(screen.getAllByTestId('comment-item')).toHaveLength(2)
  })

  it('replies to a reply after tapping it', async () => {
    setupPlatform()
    fake.article.commentReplies.mockResolvedValue(thread(replies(1, 1)))
    fake.publish.publishComment.mockResolvedValue(makeReply({ commentId: 'r3' }))
    const { container } = open({ commentId: 'c7', articleId: '42' })
    await screen.findByText('第1条回复')
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

  it('logged out in a plain browser, sending asks to open the app and sends nothing', async () => {
    const { calls } = setupPlatform()
    fake.article.commentReplies.mockResolvedValue(thread(replies(1, 1)))
    const { container } = open({ commentId: 'c7', articleId: '42' }, false)
    await screen.findByText('主评论')
    act(() => typeInto(container, '想回复'))
    fireEvent.click(screen.getByTestId('comment-send'))
    expect(calls.toast).toHaveBeenCalledWith('请在App内打开后操作')
    expect(fake.publish.publishComment).not.toHaveBeenCalled()
  })

  it('back tells the app to go back and reload the previous page', async () => {
    const { calls } = setupPlatform()
    fake.article.commentReplies.mockResolvedValue(thread(replies(1, 1)))
    open({ commentId: 'c7', articleId: '42' })
    await screen.findByText('主评论')
    fireEvent.click(screen.getByTestId('nav-bar-back'))
    expect(calls.goBack).toHaveBeenCalledWith({ refresh: true })
  })
})
